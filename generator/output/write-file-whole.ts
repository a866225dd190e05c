/**
 * Writes one file whole: the text goes to a temporary file beside it, which then takes the target's
 * name in one step, so a reader, a crash or a full disk never leaves half a file. Replacing a file
 * keeps its permission bits. Used for the single files cardc writes outside a generated tree: the
 * gallery page, and the schema and `package.json` that `cardc init` writes.
 */
import { randomBytes } from "node:crypto";
import { chmod, link, mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

/**
 * Writes `text` to `target`, creating its folder. With `exclusive`, a file already at `target` is
 * left alone and the write fails with `EEXIST`: the finished file is linked into place, which
 * fails rather than replace a file made meanwhile.
 */
export async function writeFileWhole(
  target: string,
  text: string,
  options: { readonly exclusive?: boolean } = {},
): Promise<void> {
  // Its own name per write, so two writes of one file at once (two runs sharing a cache) never share it.
  const staging = `${target}.partial-${process.pid}-${randomBytes(4).toString("hex")}`;
  try {
    await mkdir(dirname(target), { recursive: true });
    const mode = await stat(target).then(
      (found) => found.mode & 0o7777,
      () => undefined,
    );
    await writeFile(staging, text);
    if (options.exclusive === true) {
      await link(staging, target);
      return;
    }
    if (mode !== undefined) await chmod(staging, mode);
    await rename(staging, target);
  } finally {
    await rm(staging, { force: true });
  }
}
