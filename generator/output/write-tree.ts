/**
 * Replaces an output folder as a whole. The new tree is written and flushed in a staging folder
 * beside it (`.<name>.staging-<pid>`), then swapped in by two renames (old → `.<name>.previous`,
 * staging → target), so the target is never a mix of two trees. What a killed run leaves:
 *
 * - killed before the first rename: the complete old tree (and a staging folder the next run removes);
 * - killed between the two renames: no target and the complete old tree under `.previous`, which
 *   the next run (or `recoverInterruptedRun`) puts back before doing anything else;
 * - killed after the second rename: the complete new tree (and a `.previous` the next run removes).
 *
 * A lock file (`.<name>.lock`, holding the owner's pid) serialises runs on one folder, so two runs
 * never swap at once; a lock whose owner has died is taken over. The lock is created with a single
 * `link`, so it never exists without its pid, whenever the owner is killed.
 */
import { fsync } from "node:fs";
import { link, mkdir, open, readFile, readdir, rename, rm, stat, writeFile, type FileHandle } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { basename, dirname, join } from "node:path";
import type { GeneratedFile } from "../model/generated-file.js";

const lockWaitMs = 30_000;
const lockPollMs = 25;
const garbledLockMs = 5_000;

function siblings(target: string) {
  const parent = dirname(target);
  const name = basename(target);
  return {
    parent,
    lock: join(parent, `.${name}.lock`),
    /** Unique per call, so two calls in one process cannot share (and remove) each other's candidate. */
    lockCandidate: () => join(parent, `.${name}.lock-${process.pid}-${randomBytes(4).toString("hex")}`),
    staging: join(parent, `.${name}.staging-${process.pid}`),
    previous: join(parent, `.${name}.previous`),
    /** The pid in the name of a staging folder or lock candidate, for entries a run leaves behind. */
    leftoverPid: (entry: string): number | undefined => {
      const prefix = `.${name}.`;
      if (!entry.startsWith(prefix)) return undefined;
      const match = /^(?:staging|lock)-([0-9]+)(?:-[0-9a-f]+)?(?:\.stale)?$/.exec(entry.slice(prefix.length));
      return match === null ? undefined : Number(match[1]);
    },
  };
}

/**
 * An old tree parked beside the output folder could not be removed: this run's, after its swap, or
 * one an earlier run left. Not a bug: the CLI says where it is, and every later run tries again.
 */
export class OldTreeLeftError extends Error {
  constructor(
    readonly previous: string,
    /** Whether this run swapped its new tree in before it found the old one could not go. */
    readonly wroteNewTree: boolean,
    cause: unknown,
  ) {
    super(`the old tree at ${basename(previous)} could not be removed (${(cause as Error).message})`);
  }
}

/** Another run held the lock for longer than we wait. Not a bug: the CLI reports it as such. */
export class OutputBusyError extends Error {
  constructor(readonly lock: string) {
    super(`another cardc run holds ${lock}; remove it if no run is active`);
  }
}

/** Runs `work` while holding the output folder's lock; a lock whose owner has died is taken over. */
export async function withOutputLock<T>(target: string, work: () => Promise<T>): Promise<T> {
  const { parent, lock, lockCandidate } = siblings(target);
  await mkdir(parent, { recursive: true });
  const candidate = lockCandidate();
  await writeFile(candidate, String(process.pid), { flush: true });
  const deadline = Date.now() + lockWaitMs;
  try {
    for (;;) {
      try {
        // link() either creates the lock with its pid already inside, or fails: no empty lock ever exists.
        await link(candidate, lock);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
        await takeOverIfOwnerIsGone(lock, candidate);
        if (Date.now() > deadline) throw new OutputBusyError(lock);
        await new Promise((resolve) => setTimeout(resolve, lockPollMs));
      }
    }
  } finally {
    await rm(candidate, { force: true });
  }
  try {
    return await work();
  } finally {
    await rm(lock, { force: true });
  }
}

/**
 * Removes a lock whose owner is dead. The lock is first renamed aside, atomically, so two waiters
 * cannot both remove it; if what was renamed turns out to be a live owner's fresh lock, it is put back.
 */
async function takeOverIfOwnerIsGone(lock: string, candidate: string): Promise<void> {
  const owner = await readPid(lock);
  // A lock without a pid cannot come from this code (it links the pid in); one left by anything
  // else is treated as dead once it is old enough that no writer can still be filling it in.
  if (owner === undefined ? !(await isOlderThan(lock, garbledLockMs)) : isAlive(owner)) return;
  const aside = `${candidate}.stale`;
  try {
    await rename(lock, aside);
  } catch {
    return; // someone else took it over first
  }
  const moved = await readPid(aside);
  if (moved !== undefined && moved !== owner && isAlive(moved)) await link(aside, lock).catch(() => undefined);
  await rm(aside, { force: true });
}

async function readPid(path: string): Promise<number | undefined> {
  try {
    const pid = Number((await readFile(path, "utf8")).trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined; // removed right now: wait and look again
  }
}

async function isOlderThan(path: string, ms: number): Promise<boolean> {
  try {
    return Date.now() - (await stat(path)).mtimeMs > ms;
  } catch {
    return false; // gone already: the next attempt will find out
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== "ESRCH";
  }
}

/**
 * Puts back a tree parked by a run killed between its two renames, and removes what dead runs left
 * (staging folders, lock candidates). Call under the lock.
 */
export async function recoverInterruptedRun(target: string): Promise<void> {
  const { parent, previous, leftoverPid } = siblings(target);
  const entries = await readdir(parent);
  if (entries.includes(basename(previous))) {
    if (entries.includes(basename(target))) await removeOldTree(previous, false);
    else await rename(previous, target);
  }
  const dead = entries.filter((entry) => {
    const pid = leftoverPid(entry);
    return pid !== undefined && !isAlive(pid);
  });
  await Promise.all(dead.map((entry) => rm(join(parent, entry), { recursive: true, force: true })));
}

/**
 * Replaces `target` with exactly `files`. Call under the lock, after `recoverInterruptedRun`.
 * `unchanged` names files whose contents on disk are already the generated ones: those are linked
 * into the new tree instead of written and flushed again, so a one-line change costs one file's
 * flush, not the whole tree's.
 */
export async function replaceTree(
  target: string,
  files: readonly GeneratedFile[],
  unchanged: ReadonlySet<string> = new Set(),
): Promise<void> {
  const { parent, staging, previous } = siblings(target);
  await rm(staging, { recursive: true, force: true });
  let hadTarget = true;
  try {
    await mkdir(staging, { recursive: true });
    for (const folder of new Set(files.map((file) => dirname(join(staging, file.path)))))
      await mkdir(folder, { recursive: true });
    // Side by side, so the flushes overlap.
    await Promise.all(files.map((file) => stage(file, join(staging, file.path), unchanged.has(file.path), target)));
    await syncDirectory(staging);
    try {
      await rename(target, previous);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      hadTarget = false;
    }
    await rename(staging, target);
  } catch (error) {
    // A run that fails leaves no staging folder for `--check` or the next run to trip over; a tree
    // parked under `.previous` stays, and the next run puts it back.
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  // Make both renames durable before the old tree is deleted, so a crash cannot lose both trees.
  await syncDirectory(parent);
  if (hadTarget) await removeOldTree(previous, true);
}

async function removeOldTree(previous: string, wroteNewTree: boolean): Promise<void> {
  try {
    await rm(previous, { recursive: true, force: true });
  } catch (error) {
    throw new OldTreeLeftError(previous, wroteNewTree, error);
  }
}

/** Writes and flushes one file of the new tree, or links the old tree's copy when it is the same. */
async function stage(file: GeneratedFile, path: string, isUnchanged: boolean, target: string): Promise<void> {
  if (isUnchanged) {
    try {
      await link(join(target, file.path), path);
      return;
    } catch {
      // A file system without hard links, or a file gone since it was read: write it instead.
    }
  }
  await writeFile(path, file.contents, { flush: true });
}

async function syncDirectory(path: string): Promise<void> {
  const handle = await open(path, "r");
  try {
    await flush(handle);
  } finally {
    await handle.close();
  }
}

/**
 * `handle.sync()`, or `fsync` on its descriptor where the handle lacks it: Yarn PnP's patched
 * `fs.promises` hands out handles whose `sync()` throws "Method not implemented." (an error with no
 * `code`) over a real descriptor, which the callback API flushes.
 */
async function flush(handle: FileHandle): Promise<void> {
  try {
    await handle.sync();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== undefined) throw error;
    await promisify(fsync)(handle.fd);
  }
}
