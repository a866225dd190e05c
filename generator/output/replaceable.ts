/**
 * Whether an output folder can be replaced as a whole, asked before anything is staged or swapped,
 * so that a run that cannot finish the swap never starts it. The swap renames the folder aside and
 * then removes the old tree, which needs write permission on the folder beside it and on every folder
 * of the old tree; a run that found out only after the swap would leave the old tree parked beside the
 * new one. A folder that is a symbolic link is refused too: the swap would replace the link with a real
 * folder and leave the link's target as it was.
 */
import { constants } from "node:fs";
import { access, lstat, readdir, readlink } from "node:fs/promises";
import { basename, dirname, join, relative } from "node:path";

/** The output folder cannot be replaced; nothing was staged or swapped. Not a bug: the CLI reports it. */
export class OutputNotReplaceableError extends Error {}

/** Throws {@link OutputNotReplaceableError} saying why `target` cannot be replaced; a missing folder can be created. */
export async function assertReplaceable(target: string): Promise<void> {
  let isLink: boolean;
  let isFolder: boolean;
  try {
    const stats = await lstat(target);
    isLink = stats.isSymbolicLink();
    isFolder = stats.isDirectory();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  const name = basename(target);
  if (isLink) {
    throw new OutputNotReplaceableError(
      `${name} is a symbolic link to ${await readlink(target)}, and replacing the folder would replace the link, not its target; give the real folder`,
    );
  }
  if (!isFolder) throw new OutputNotReplaceableError(`${name} is not a folder`);
  for (const folder of [dirname(target), target, ...(await foldersBelow(target))]) {
    try {
      await access(folder, constants.W_OK);
    } catch {
      const shown = folder === dirname(target) ? `the folder holding ${name}` : join(name, relative(target, folder));
      throw new OutputNotReplaceableError(`${shown} is read-only, so the old tree could not be removed after the swap`);
    }
  }
}

async function foldersBelow(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isDirectory()).map((entry) => join(entry.parentPath, entry.name));
}
