/**
 * Finds the hand-written bridges: TypeScript files under the given folders that call a generated
 * `define…Bridge`. A text scan, not a parse, so `pnpm gen` can use it without loading a compiler;
 * `node_modules`, the generated output and declaration files are skipped.
 */
import { readdir, readFile } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";

/** A call of a generated `define<Union>Bridge`, possibly with explicit type arguments; not its declaration. */
export const defineBridgeCall = /(?<!function\s+)\bdefine([A-Za-z_$][A-Za-z0-9_$]*)Bridge\s*(?:<|\()/g;

/** Whether a file name is hand-written TypeScript source (any module flavour), not a declaration file. */
export function isTypeScriptSource(name: string): boolean {
  return /\.(?:ts|tsx|mts|cts)$/.test(name) && !/\.d\.[mc]?ts$/.test(name);
}

export interface BridgeFile {
  /** Path relative to the project root, with `/` separators. */
  readonly path: string;
  readonly text: string;
  /** The unions whose bridges the file defines, e.g. `ToolResultView`, in order of first call. */
  readonly unions: readonly string[];
}

const skipped = new Set(["node_modules", "generated", ".git"]);

export async function findBridgeFiles(root: string, folders: readonly string[]): Promise<BridgeFile[]> {
  const found: BridgeFile[] = [];
  const seen = new Set<string>();
  for (const folder of folders) {
    for (const path of await typeScriptFilesUnder(resolve(root, folder))) {
      if (seen.has(path)) continue;
      seen.add(path);
      const text = await readFile(path, "utf8");
      const unions = [...new Set([...text.matchAll(defineBridgeCall)].map((match) => match[1] as string))];
      if (unions.length > 0) found.push({ path: relative(root, path).split(sep).join("/"), text, unions });
    }
  }
  return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

async function typeScriptFilesUnder(folder: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return [];
    if (code === "ENOTDIR") return isTypeScriptSource(folder) ? [folder] : [];
    throw error;
  }
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return skipped.has(entry.name) ? [] : typeScriptFilesUnder(path);
      return entry.isFile() && isTypeScriptSource(entry.name) ? [path] : [];
    }),
  );
  return nested.flat();
}
