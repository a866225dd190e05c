/**
 * Reads an output folder back as generated files (relative paths, sorted), for comparison with a
 * fresh generation. Given the paths a generation writes, it leaves out any other file that git
 * ignores there (a `target/` or `__pycache__/` that a host's toolchain left in `generated/rust` or
 * `generated/python`, which the generated `.gitignore` files name), without reading it: a cache is
 * not an orphan of the generator. Outside a git checkout nothing is left out. `listTree` names the
 * same files without reading them.
 */
import { execFile } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { GeneratedFile } from "../model/generated-file.js";

/** Of `paths` (relative to `root`), the ones git ignores; none when git cannot say. */
function gitIgnored(root: string, paths: readonly string[]): Promise<ReadonlySet<string>> {
  if (paths.length === 0) return Promise.resolve(new Set());
  return new Promise((resolve) => {
    const child = execFile("git", ["-C", root, "check-ignore", "--stdin", "-z"], (error, stdout) => {
      // Exit 1 means "none ignored"; any other failure (no git, not a checkout) means git cannot say.
      resolve(error !== null && error.code !== 1 ? new Set() : new Set(stdout.split("\0").filter((p) => p !== "")));
    });
    // git outside a checkout exits before reading its input; that answer arrives through the callback.
    child.stdin?.on("error", () => undefined);
    child.stdin?.end(paths.join("\0"));
  });
}

/**
 * The paths of the files in the folder (relative, `/`-separated, unsorted), less those git ignores
 * that are not among `generated`; undefined when the folder does not exist.
 */
export async function listTree(root: string, generated?: ReadonlySet<string>): Promise<string[] | undefined> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const paths = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"));
  const ignored =
    generated === undefined
      ? new Set<string>()
      : await gitIgnored(
          root,
          paths.filter((path) => !generated.has(path)),
        );
  return paths.filter((path) => !ignored.has(path));
}

export async function readTree(root: string, generated?: ReadonlySet<string>): Promise<GeneratedFile[] | undefined> {
  const paths = await listTree(root, generated);
  if (paths === undefined) return undefined;
  const files = await Promise.all(
    paths.map(async (path) => ({ path, contents: await readFile(join(root, path), "utf8") })),
  );
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
