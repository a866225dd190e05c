/**
 * The files below a folder, for the live search tools: depth first, each folder's entries in name
 * order (so a search answers the same way every time). Each file comes with its path relative to
 * the folder (what a pattern is matched against) and relative to the workspace (what the tool
 * reports), both with `/` between segments. Each folder is listed through a descriptor held open
 * and checked inside the workspace (`confined-open.ts`), and sub-folders are opened by name inside
 * it without following links, so a search never leaves the workspace through a link, even one
 * swapped in while it runs. Only regular files are listed (no FIFO, device or socket); version-control
 * and dependency folders are skipped, as a developer's own search tools do.
 */
import { readdir } from "node:fs/promises";
import { openFolderToList, openSubfolder, type Confined, type OpenFolder } from "./confined-open.js";
import type { Workspace } from "./workspace.js";

export interface FoundFile {
  /** Relative to the folder searched. */
  readonly relative: string;
  /** Relative to the workspace, as the tool reports it. */
  readonly shown: string;
}

const skippedFolders = new Set([".git", "node_modules"]);

/** The files below `path` (as the tool was given it; `shownAs` is it relative to the workspace). */
export async function walkFiles(workspace: Workspace, path: string, shownAs: string): Promise<Confined<FoundFile[]>> {
  const top = await openFolderToList(workspace, path);
  if (!top.ok) return top;
  const found: FoundFile[] = [];
  const visit = async (folder: OpenFolder, prefix: string): Promise<void> => {
    try {
      const entries = await readdir(folder.inside("."), { withFileTypes: true });
      entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      for (const entry of entries) {
        const relative = prefix === "" ? entry.name : `${prefix}/${entry.name}`;
        if (entry.isDirectory() && !skippedFolders.has(entry.name)) {
          const sub = await openSubfolder(folder, entry.name);
          if (sub !== undefined) await visit(sub, relative);
        } else if (entry.isFile()) {
          found.push({ relative, shown: shownAs === "." ? relative : `${shownAs}/${relative}` });
        }
      }
    } finally {
      await folder.handle.close();
    }
  };
  await visit(top.value, "");
  return { ok: true, value: found };
}
