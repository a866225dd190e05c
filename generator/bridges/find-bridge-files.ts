/**
 * Finds the hand-written bridges: TypeScript files under the given folders whose code (not a string
 * or a comment) calls a generated `define…Bridge`. `gen`, `diff` and `scaffold` all look here, so
 * they agree on where the bridges are. A text scan, not a parse, so `gen` can use it without loading
 * a compiler. Skipped: `node_modules`, the generated output, hidden folders, declaration files, and
 * tests (a `test`, `tests` or `__tests__` folder, a `*.test.*` or `*.spec.*` file) unless the folder
 * or file named is one or lies in one: tests hold sample bridges and deliberate errors, not a host's.
 */
import { readdir, readFile } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import { scanFile } from "./source-scan.js";

/** A call of a generated `define<Union>Bridge`, possibly with explicit type arguments; not its declaration. */
export const defineBridgeCall = /(?<!function\s+)\bdefine([A-Za-z_$][A-Za-z0-9_$]*)Bridge\s*(?:<|\()/g;

/** Whether a file name is hand-written TypeScript source (any module flavour), not a declaration file. */
export function isTypeScriptSource(name: string): boolean {
  return /\.(?:ts|tsx|mts|cts)$/.test(name) && !/\.d\.[mc]?ts$/.test(name);
}

/** Whether a folder or file holds tests, which a search reaches only when the user names them. */
export function isTestPath(name: string, isFolder: boolean): boolean {
  return isFolder ? /^(?:test|tests|__tests__)$/.test(name) : /\.(?:test|spec)\.[cm]?tsx?$/.test(name);
}

/** The unions the code of a file (`path`, `text`) calls `define…Bridge` for, in order of first call. */
export function bridgedUnions(text: string, path = "bridge.ts"): string[] {
  const { code } = scanFile(path, text);
  return [...new Set([...code.matchAll(defineBridgeCall)].map((match) => match[1] as string))];
}

export interface BridgeFile {
  /** Path relative to the project root, with `/` separators. */
  readonly path: string;
  readonly text: string;
  /** The unions whose bridges the file defines, e.g. `ToolResultView`, in order of first call. */
  readonly unions: readonly string[];
}

const skipped = new Set(["node_modules", "generated"]);

export async function findBridgeFiles(root: string, folders: readonly string[]): Promise<BridgeFile[]> {
  const found: BridgeFile[] = [];
  const seen = new Set<string>();
  for (const folder of folders) {
    const start = resolve(root, folder);
    const namesTests = relative(root, start)
      .split(sep)
      .some((segment) => isTestPath(segment, true) || isTestPath(segment, false));
    for (const path of await typeScriptFilesUnder(start, namesTests)) {
      if (seen.has(path)) continue;
      seen.add(path);
      const text = await readFile(path, "utf8");
      const unions = bridgedUnions(text, path);
      if (unions.length > 0) found.push({ path: relative(root, path).split(sep).join("/"), text, unions });
    }
  }
  return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The TypeScript files at a path (a file, or every file below a folder), tests only when `withTests`. */
async function typeScriptFilesUnder(path: string, withTests: boolean): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path, { withFileTypes: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return [];
    if (code === "ENOTDIR") return isTypeScriptSource(path) ? [path] : [];
    throw error;
  }
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const child = join(path, entry.name);
      const test = !withTests && isTestPath(entry.name, entry.isDirectory());
      if (entry.isDirectory())
        return skipped.has(entry.name) || entry.name.startsWith(".") || test
          ? []
          : typeScriptFilesUnder(child, withTests);
      return entry.isFile() && isTypeScriptSource(entry.name) && !test ? [child] : [];
    }),
  );
  return nested.flat();
}
