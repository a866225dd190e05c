/**
 * Replaces an output folder as a whole. The new tree is written and flushed in a staging folder
 * beside it, then swapped in by two renames (old → `.previous`, staging → target), so a run that is
 * killed leaves the complete old tree or the complete new tree, and at worst, if killed between
 * the two renames, the old tree parked under `.previous`, which the next run restores before doing
 * anything else. A lock file serialises concurrent runs, so two runs never interleave files.
 */
import { open, mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import type { GeneratedFile } from "../core/generated-file.js";

const lockWaitMs = 30_000;
const lockPollMs = 25;

function siblings(target: string) {
  const parent = dirname(target);
  const name = basename(target);
  return {
    parent,
    lock: join(parent, `.${name}.lock`),
    staging: join(parent, `.${name}.staging-${process.pid}`),
    previous: join(parent, `.${name}.previous`),
    isLeftover: (entry: string) => entry.startsWith(`.${name}.staging-`),
  };
}

/** Runs `work` while holding the output folder's lock; a lock whose owner has died is taken over. */
export async function withOutputLock<T>(target: string, work: () => Promise<T>): Promise<T> {
  const { parent, lock } = siblings(target);
  await mkdir(parent, { recursive: true });
  const deadline = Date.now() + lockWaitMs;
  for (;;) {
    try {
      const handle = await open(lock, "wx");
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (await lockOwnerIsGone(lock)) {
        await rm(lock, { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`another cardc run holds ${lock}; remove it if no run is active`);
      await new Promise((resolve) => setTimeout(resolve, lockPollMs));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { force: true });
  }
}

async function lockOwnerIsGone(lock: string): Promise<boolean> {
  let pid: number;
  try {
    const handle = await open(lock, "r");
    pid = Number((await handle.readFile("utf8")).trim());
    await handle.close();
  } catch {
    return false; // being created or removed right now: wait and look again
  }
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/** Puts back a tree parked by a run killed between its two renames, and clears dead staging folders. Call under the lock. */
export async function recoverInterruptedRun(target: string): Promise<void> {
  const { parent, previous, isLeftover } = siblings(target);
  const entries = await readdir(parent);
  if (entries.includes(basename(previous))) {
    if (entries.includes(basename(target))) await rm(previous, { recursive: true, force: true });
    else await rename(previous, target);
  }
  await Promise.all(
    entries.filter(isLeftover).map((entry) => rm(join(parent, entry), { recursive: true, force: true })),
  );
}

/** Replaces `target` with exactly `files`. Call under the lock, after `recoverInterruptedRun`. */
export async function replaceTree(target: string, files: readonly GeneratedFile[]): Promise<void> {
  const { staging, previous } = siblings(target);
  await rm(staging, { recursive: true, force: true });
  for (const file of files) {
    const path = join(staging, file.path);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, file.contents, { flush: true });
  }
  await mkdir(staging, { recursive: true });
  let hadTarget = true;
  try {
    await rename(target, previous);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    hadTarget = false;
  }
  await rename(staging, target);
  if (hadTarget) await rm(previous, { recursive: true, force: true });
}
