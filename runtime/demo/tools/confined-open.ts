/**
 * Opens what a live file tool touches so that the object checked is the object used. A path that
 * passes the lexical test (`workspace.ts`) is opened first; then the real path of the open
 * descriptor, as the kernel names it under `/proc/self/fd`, must lie inside the workspace, and the
 * object must be a regular file (or a folder, for a search). Everything after that acts on the
 * descriptor, or on a name inside a folder held open (`/proc/self/fd/N/name`), never on the path
 * again: a link swapped in between the check and the use changes nothing, since the check is made on
 * what was opened. A new file is linked into place under its name (`put-file.ts`), which, as
 * `O_EXCL` does, refuses anything at that name, a link dangling or not included, rather than
 * following it; new folders are made one at a time inside a folder held open. Special files (FIFOs, devices, sockets) are refused by a look at the path before
 * a non-blocking open and by `fstat` after it, so no open and no read ever waits on one.
 *
 * Linux only: it needs `/proc/self/fd` (the demo agent's sandbox for `bash` is Linux-only too).
 */
import { constants, type Stats } from "node:fs";
import { lstat, mkdir, open, readlink, realpath, rmdir, stat, type FileHandle } from "node:fs/promises";
import { relative, sep } from "node:path";
import { failureReason } from "./files.js";
import { putFile } from "./put-file.js";
import { isInside, outsideMessage, resolveInside, type Workspace } from "./workspace.js";

const { O_RDONLY, O_RDWR, O_NOFOLLOW, O_NONBLOCK, O_DIRECTORY, O_NOCTTY } = constants;

export type Confined<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/** A regular file of the workspace, open, and what `fstat` said of it when it was opened. */
export interface OpenFile {
  readonly handle: FileHandle;
  readonly stats: Stats;
}

/** A folder of the workspace, open: its entries are reached through `inside(name)`, never through its path. */
export interface OpenFolder {
  readonly handle: FileHandle;
  readonly inside: (name: string) => string;
}

type Wanted = "file" | "folder";

/** Opens a regular file of the workspace for reading. */
export function openToRead(workspace: Workspace, path: string): Promise<Confined<OpenFile>> {
  return openByPath(workspace, path, "file");
}

/** Opens a folder of the workspace, for a search to list. */
export async function openFolderToList(workspace: Workspace, path: string): Promise<Confined<OpenFolder>> {
  const held = await openByPath(workspace, path, "folder");
  return held.ok ? { ok: true, value: folderOf(held.value.handle) } : held;
}

async function openByPath(workspace: Workspace, path: string, wanted: Wanted): Promise<Confined<OpenFile>> {
  const target = resolveInside(workspace, path);
  if (!target.ok) return target;
  const root = await realRoot(workspace);
  const early = await firstLook(target.path, root, workspace, path, wanted);
  if (early !== undefined) return refused(early);
  const flags = wanted === "file" ? O_RDONLY | O_NONBLOCK | O_NOCTTY : O_RDONLY | O_DIRECTORY;
  return holdInside(() => open(target.path, flags), root, workspace, path, wanted);
}

/**
 * Opens a sub-folder by name inside a folder held open, never through a link (a link swapped in
 * for the folder the listing saw is refused). Undefined when it is not a plain folder any more.
 */
export async function openSubfolder(parent: OpenFolder, name: string): Promise<OpenFolder | undefined> {
  try {
    return folderOf(await open(parent.inside(name), O_RDONLY | O_DIRECTORY | O_NOFOLLOW));
  } catch {
    return undefined;
  }
}

/** A file a tool is about to change: what it holds (null when there is none yet), and how to replace it. */
export interface ChangeTarget {
  readonly before: string | null;
  /**
   * Makes `text` the file's whole content, whole or not at all (`put-file.ts`), in the folder held
   * open: over the file that was read, or as a new file, its missing folders made first. Once
   * `signal` aborts it makes nothing more and undoes the folders it made, so a stopped call leaves
   * the workspace as it was.
   */
  readonly commit: (text: string, signal: AbortSignal) => Promise<void>;
  readonly close: () => Promise<void>;
}

/**
 * Opens a file of the workspace for a change: the existing file, read whole (up to `sizeCap` bytes),
 * or the place where it will be created, the nearest existing folder held open. A file with more
 * than one hard link is refused: another of its names may lie outside the workspace, and a change
 * meant for this one would be seen through that one.
 */
export async function openToChange(
  workspace: Workspace,
  path: string,
  sizeCap: number,
): Promise<Confined<ChangeTarget>> {
  const target = resolveInside(workspace, path);
  if (!target.ok) return target;
  const segments = relative(workspace.root, target.path).split(sep);
  const name = segments.pop();
  if (name === undefined || name === "") return refused(`${path} is the workspace folder itself, not a file`);
  const root = await realRoot(workspace);
  const rootHeld = await holdInside(() => open(root, O_RDONLY | O_DIRECTORY), root, workspace, path, "folder");
  if (!rootHeld.ok) return rootHeld;
  let folder = folderOf(rootHeld.value.handle);
  const missing: string[] = [];
  for (const segment of segments) {
    if (missing.length > 0) {
      missing.push(segment);
      continue;
    }
    const dangling = await danglingLink(folder.inside(segment), path);
    if (dangling !== undefined) return closedWith(folder, refused(dangling));
    const next = await holdInside(
      () => open(folder.inside(segment), O_RDONLY | O_DIRECTORY),
      root,
      workspace,
      path,
      "folder",
    );
    if (!next.ok) {
      if (!(await exists(folder.inside(segment)))) {
        missing.push(segment);
        continue;
      }
      return closedWith(folder, next);
    }
    await folder.handle.close();
    folder = folderOf(next.value.handle);
  }
  if (missing.length > 0) return { ok: true, value: toCreate(folder, missing, name) };
  const dangling = await danglingLink(folder.inside(name), path);
  if (dangling !== undefined) return closedWith(folder, refused(dangling));
  if (!(await exists(folder.inside(name)))) return { ok: true, value: toCreate(folder, [], name) };
  const early = await firstLook(folder.inside(name), root, workspace, path, "file");
  if (early !== undefined) return closedWith(folder, refused(early));
  // Opened for writing, though the new text goes to a new file, so a file the agent may not write is refused as before.
  const held = await holdInside(
    () => open(folder.inside(name), O_RDWR | O_NONBLOCK | O_NOCTTY),
    root,
    workspace,
    path,
    "file",
  );
  if (!held.ok) return closedWith(folder, held);
  const { handle, stats } = held.value;
  const problem =
    stats.size > sizeCap
      ? `${path} is ${describeSize(stats.size)}; the file tools change files up to ${describeSize(sizeCap)}`
      : stats.nlink > 1
        ? `${path} has ${stats.nlink} hard links; the file tools do not change a file that another name, perhaps outside the workspace, also reaches`
        : undefined;
  if (problem !== undefined) {
    await handle.close();
    return closedWith(folder, refused(problem));
  }
  let before: string;
  try {
    before = await readAndClose(held.value);
  } catch (error) {
    return closedWith(folder, refused(`cannot read ${path}: ${failureReason(error)}`));
  }
  const placing = { kind: "replace", mode: stats.mode, uid: stats.uid, gid: stats.gid } as const;
  return {
    ok: true,
    value: {
      before,
      commit: (text, signal) => putFile(folder, name, text, placing, signal),
      close: () => folder.handle.close(),
    },
  };
}

/**
 * A change that creates the file: the missing folders one by one inside the held one, then the
 * file itself. A failure or a stop on the way removes the folders it made (those still empty).
 */
function toCreate(folder: OpenFolder, missing: readonly string[], name: string): ChangeTarget {
  const held = [folder];
  return {
    before: null,
    commit: async (text, signal) => {
      const made: { readonly parent: OpenFolder; readonly segment: string }[] = [];
      let current = folder;
      try {
        for (const segment of missing) {
          signal.throwIfAborted();
          await mkdir(current.inside(segment));
          made.push({ parent: current, segment });
          current = folderOf(await open(current.inside(segment), O_RDONLY | O_DIRECTORY | O_NOFOLLOW));
          held.push(current);
        }
        await putFile(current, name, text, { kind: "create" }, signal);
      } catch (error) {
        for (const { parent, segment } of made.reverse()) await rmdir(parent.inside(segment)).catch(() => undefined);
        throw error;
      }
    },
    close: async () => {
      for (const each of held) await each.handle.close();
    },
  };
}

function folderOf(handle: FileHandle): OpenFolder {
  return { handle, inside: (name) => `/proc/self/fd/${handle.fd}/${name}` };
}

async function realRoot(workspace: Workspace): Promise<string> {
  try {
    return await realpath(workspace.root);
  } catch {
    return workspace.root;
  }
}

/**
 * A look at the path before anything opens it, for a clear answer and so that no open waits on a
 * special file: an outside target or the wrong kind of object is named here. Not the verdict that
 * counts (the path can change after this look); `holdInside` gives that one.
 */
async function firstLook(
  path: string,
  root: string,
  workspace: Workspace,
  given: string,
  wanted: Wanted,
): Promise<string | undefined> {
  let real: string;
  let stats: Stats;
  try {
    real = await realpath(path);
    stats = await stat(real);
  } catch {
    return undefined; // missing, or gone: the open says so
  }
  if (!isInside(root, real)) return outsideMessage(workspace, given);
  return kindProblem(stats, wanted, given);
}

/** Opens with `openIt`, then judges the object held: inside the workspace and of the wanted kind, or closed again. */
async function holdInside(
  openIt: () => Promise<FileHandle>,
  root: string,
  workspace: Workspace,
  given: string,
  wanted: Wanted,
): Promise<Confined<OpenFile>> {
  let handle: FileHandle;
  try {
    handle = await openIt();
  } catch (error) {
    return refused(`cannot open ${given}: ${failureReason(error)}`);
  }
  try {
    const real = await readlink(`/proc/self/fd/${handle.fd}`);
    const stats = await handle.stat();
    const problem = isInside(root, real) ? kindProblem(stats, wanted, given) : outsideMessage(workspace, given);
    if (problem === undefined) return { ok: true, value: { handle, stats } };
    await handle.close();
    return refused(problem);
  } catch (error) {
    await handle.close();
    return refused(`cannot open ${given}: ${failureReason(error)}`);
  }
}

function kindProblem(stats: Stats, wanted: Wanted, given: string): string | undefined {
  if (wanted === "file" ? stats.isFile() : stats.isDirectory()) return undefined;
  const what = stats.isDirectory()
    ? "a folder"
    : stats.isFIFO()
      ? "a FIFO (named pipe)"
      : stats.isSocket()
        ? "a socket"
        : stats.isCharacterDevice() || stats.isBlockDevice()
          ? "a device"
          : stats.isFile()
            ? "a file"
            : "a special file";
  return wanted === "file"
    ? `${given} is ${what}; the file tools only read and write regular files`
    : `${given} is ${what}, not a folder`;
}

/** Why a link at `path` may not be used: it leads nowhere, and following it would create a file wherever it points. */
async function danglingLink(path: string, given: string): Promise<string | undefined> {
  try {
    if (!(await lstat(path)).isSymbolicLink()) return undefined;
  } catch {
    return undefined;
  }
  if (await exists(path)) return undefined;
  return `${given} goes through a link to ${await readlink(path)}, which does not exist; the file tools never create through a link`;
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

async function closedWith<T>(folder: OpenFolder, result: Confined<T>): Promise<Confined<T>> {
  await folder.handle.close();
  return result;
}

function refused(message: string): { readonly ok: false; readonly message: string } {
  return { ok: false, message };
}

/** `300 MiB`, `12 KiB`, `512 bytes`. */
function describeSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round(bytes / (1024 * 1024))} MiB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KiB`;
  return `${bytes} bytes`;
}

/** The whole text of an open file, which is closed afterwards. */
export async function readAndClose(file: OpenFile): Promise<string> {
  try {
    return (await file.handle.readFile()).toString("utf8");
  } finally {
    await file.handle.close();
  }
}
