/**
 * How the VS Code extension (`extension.ts`) starts `cardc lsp` for a workspace folder and which
 * documents it hands the server, as plain functions of the folder, so a test can start the server
 * exactly as the extension does without VS Code. The server is the project's own `cardc` (the
 * version its `generated/` was written with), unless the user names another in `cardc.path`; the
 * documents are the project's vocabulary (`package.json`'s `cardc.schema`, else
 * `schema/cards.json`) and any file named `cards.json`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

export interface ServerLaunch {
  readonly command: string;
  readonly args: readonly string[];
}

/** The command that starts the server for the folder at `root`: the project's `cardc lsp`, or `configured`. */
export function serverLaunch(root: string, configured: string | undefined, platform = process.platform): ServerLaunch {
  const installed = join(root, "node_modules", ".bin", platform === "win32" ? "cardc.cmd" : "cardc");
  return { command: configured !== undefined && configured !== "" ? configured : installed, args: ["lsp"] };
}

/** Glob patterns of the JSON documents the server is given, for a `DocumentFilter`. */
export function vocabularyPatterns(root: string): string[] {
  const schema = projectSchema(root) ?? "schema/cards.json";
  const patterns = [`**/${schema.replace(/^\.\//, "")}`, "**/cards.json"];
  return [...new Set(patterns)];
}

/** `cardc.schema` of the folder's `package.json`, when it has one that says so. */
function projectSchema(root: string): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { cardc?: { schema?: unknown } };
    const schema = manifest.cardc?.schema;
    return typeof schema === "string" && schema !== "" ? schema : undefined;
  } catch {
    return undefined;
  }
}
