/**
 * The files below a folder, for the live search tools: depth first, each folder's entries in name
 * order (so a search answers the same way every time). Each file comes with its path relative to
 * the folder (what a pattern is matched against) and relative to the workspace (what the tool
 * reports), both with `/` between segments. Each folder is listed through a descriptor held open
 * and checked inside the workspace (`confined-open.ts`), and sub-folders are opened by name inside
 * it without following links, so a search never leaves the workspace through a link, even one
 * swapped in while it runs. Only regular files are listed (no FIFO, device or socket); version-control
 * and dependency folders are skipped, as a developer's own search tools do.
 *
 * The walk is a loop over a stack of open folders, one per level, so it holds at most
 * `folderDepthCap` descriptors: a folder deeper than that is not entered, and a file or folder
 * whose path is longer than the system lets a tool open (`PATH_MAX`) is not listed. Both are
 * counted, and the tools say what they did not search (`describeSkipped`), never dropping it quietly.
 */
import { readdir } from "node:fs/promises";
import type { Dirent } from "node:fs";
import { openFolderToList, openSubfolder, type Confined, type OpenFolder } from "./confined-open.js";
import { counted } from "./files.js";
import type { Workspace } from "./workspace.js";

export interface FoundFile {
  /** Relative to the folder searched. */
  readonly relative: string;
  /** Relative to the workspace, as the tool reports it. */
  readonly shown: string;
}

/** What a walk left out for its limits. */
export interface Skipped {
  /** Folders deeper than `folderDepthCap` levels below the folder searched, not entered. */
  readonly tooDeep: number;
  /** Files and folders whose absolute path is longer than `pathByteCap` bytes. */
  readonly tooLong: number;
}

export interface Walk {
  readonly files: readonly FoundFile[];
  readonly skipped: Skipped;
}

/** How many levels of folders a walk enters below the folder searched, each held open while it is listed. */
export const folderDepthCap = 100;

/** The longest absolute path a tool can open on Linux, in bytes (`PATH_MAX` less its closing NUL). */
export const pathByteCap = 4_095;

const skippedFolders = new Set([".git", "node_modules"]);

interface Level {
  readonly folder: OpenFolder;
  /** Relative to the folder searched; "" for that folder. */
  readonly prefix: string;
  readonly entries: readonly Dirent[];
  next: number;
}

/** The files below `path` (as the tool was given it; `shownAs` is it relative to the workspace). */
export async function walkFiles(workspace: Workspace, path: string, shownAs: string): Promise<Confined<Walk>> {
  const top = await openFolderToList(workspace, path);
  if (!top.ok) return top;
  const files: FoundFile[] = [];
  let tooDeep = 0;
  let tooLong = 0;
  const shown = (relative: string) => (shownAs === "." ? relative : `${shownAs}/${relative}`);
  const tooLongToOpen = (relative: string) =>
    Buffer.byteLength(workspace.root) + 1 + Buffer.byteLength(shown(relative)) > pathByteCap;
  const levels: Level[] = [];
  const enter = async (folder: OpenFolder, prefix: string) => {
    try {
      levels.push({ folder, prefix, entries: await listed(folder), next: 0 });
    } catch (error) {
      await folder.handle.close();
      throw error;
    }
  };
  try {
    await enter(top.value, "");
    for (let level = levels.at(-1); level !== undefined; level = levels.at(-1)) {
      const entry = level.entries[level.next++];
      if (entry === undefined) {
        levels.pop();
        await level.folder.handle.close();
        continue;
      }
      const relative = level.prefix === "" ? entry.name : `${level.prefix}/${entry.name}`;
      if (entry.isDirectory() && !skippedFolders.has(entry.name)) {
        if (levels.length > folderDepthCap) tooDeep++;
        else if (tooLongToOpen(relative)) tooLong++;
        else {
          const sub = await openSubfolder(level.folder, entry.name);
          if (sub !== undefined) await enter(sub, relative);
        }
      } else if (entry.isFile()) {
        if (tooLongToOpen(relative)) tooLong++;
        else files.push({ relative, shown: shown(relative) });
      }
    }
  } finally {
    for (const level of levels) await level.folder.handle.close();
  }
  return { ok: true, value: { files, skipped: { tooDeep, tooLong } } };
}

/** What the tools say of what a walk left out; undefined when it left out nothing. */
export function describeSkipped(skipped: Skipped): string | undefined {
  const parts = [
    ...(skipped.tooDeep > 0 ? [`${counted(skipped.tooDeep, "folder")} more than ${folderDepthCap} levels deep`] : []),
    ...(skipped.tooLong > 0 ? [`${counted(skipped.tooLong, "path")} longer than ${pathByteCap} bytes`] : []),
  ];
  return parts.length === 0 ? undefined : `not searched: ${parts.join(", ")}`;
}

/** The result card's title when the walk left something out (`Grep x (not searched: …)`), so the card says so too. */
export function skippedTitle(title: string, skipped: string | undefined): { readonly title?: string } {
  return skipped === undefined ? {} : { title: `${title} (${skipped})` };
}

/** A folder's entries in name order, compared by code units. */
async function listed(folder: OpenFolder): Promise<Dirent[]> {
  const entries = await readdir(folder.inside("."), { withFileTypes: true });
  return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
