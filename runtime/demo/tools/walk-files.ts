/**
 * The files below a folder, for the live search tools: depth first, each folder's entries in name
 * order (so a search answers the same way every time). Each file comes with its path relative to
 * the folder (what a pattern is matched against) and relative to the workspace (what the tool
 * reports), both with `/` between segments. Links are not followed, so a search never leaves the
 * workspace through one; version-control and dependency folders are skipped, as a developer's own
 * search tools do.
 */
import { readdir } from "node:fs/promises";
import { join } from "node:path";

export interface FoundFile {
  /** Relative to the folder searched. */
  readonly relative: string;
  /** Relative to the workspace, as the tool reports it. */
  readonly shown: string;
  readonly absolute: string;
}

const skippedFolders = new Set([".git", "node_modules"]);

/** `folder` is absolute; `shownAs` is its path relative to the workspace (`.` for the workspace itself). */
export async function walkFiles(folder: string, shownAs: string): Promise<FoundFile[]> {
  const found: FoundFile[] = [];
  const visit = async (current: string, prefix: string): Promise<void> => {
    const entries = await readdir(current, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const relative = prefix === "" ? entry.name : `${prefix}/${entry.name}`;
      const absolute = join(current, entry.name);
      if (entry.isDirectory() && !skippedFolders.has(entry.name)) await visit(absolute, relative);
      else if (entry.isFile())
        found.push({ relative, shown: shownAs === "." ? relative : `${shownAs}/${relative}`, absolute });
    }
  };
  await visit(folder, "");
  return found;
}
