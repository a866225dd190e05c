/**
 * `--if-stale` for every build step: a hash of each input's path and bytes, recorded beside the
 * output; a step whose inputs hash to what it recorded last time does nothing. Each package script
 * runs its build step this way before running compiled code, so none can run a stale build.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

/** The files at `path`: the file itself, every file below a folder, or none when it does not exist. */
function filesAt(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A hash of every input's path and bytes, in code-unit order so it is the same on every machine. */
export function inputHash(root, inputs) {
  const hash = createHash("sha256");
  const files = inputs.flatMap((input) => filesAt(join(root, input))).map((file) => relative(root, file));
  // oxlint-disable-next-line typescript/require-array-sort-compare -- the default order compares code units, as wanted
  for (const file of [...new Set(files)].sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** Whether the step that recorded its hash at `stampPath` last built from exactly these inputs. */
export function isFresh(stampPath, hash) {
  return existsSync(stampPath) && readFileSync(stampPath, "utf8") === hash;
}

export function recordHash(stampPath, hash) {
  writeFileSync(stampPath, hash);
}
