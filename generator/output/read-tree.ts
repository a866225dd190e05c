/** Reads an output folder back as generated files (relative paths, sorted), for comparison with a fresh generation. */
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { GeneratedFile } from "../core/generated-file.js";

export async function readTree(root: string): Promise<GeneratedFile[] | undefined> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const full = join(entry.parentPath, entry.name);
        return { path: relative(root, full).split(sep).join("/"), contents: await readFile(full, "utf8") };
      }),
  );
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
