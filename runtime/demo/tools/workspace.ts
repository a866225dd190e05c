/**
 * The session's working directory as the one place the live file tools may reach. A path is
 * resolved against it and must stay inside it twice over: by its segments (`../x` and `/etc/x`
 * are outside, `..cache/x` is inside) and once symbolic links are followed, so a link inside the
 * workspace that points out of it does not open a way out. A path that fails either test is
 * refused before anything is read or written.
 */
import { existsSync, realpathSync } from "node:fs";
import { dirname, isAbsolute, relative, resolve, sep } from "node:path";

export interface Workspace {
  /** The session's working directory, absolute. */
  readonly root: string;
}

export type Resolved =
  | { readonly ok: true; readonly path: string; readonly shown: string }
  | { readonly ok: false; readonly message: string };

/** The absolute path for `path` (as a tool was given it), or why it may not be touched. */
export function resolveInside(workspace: Workspace, path: string): Resolved {
  const absolute = resolve(workspace.root, path);
  const shown = relative(workspace.root, absolute) || ".";
  if (!isInside(workspace.root, absolute) || !isInside(realRoot(workspace), realPathOf(absolute))) {
    return {
      ok: false,
      message: `${path} is outside the workspace ${workspace.root}; file tools only reach files inside it`,
    };
  }
  return { ok: true, path: absolute, shown };
}

function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === "" || (!isAbsolute(rel) && rel !== ".." && !rel.startsWith(`..${sep}`));
}

function realRoot(workspace: Workspace): string {
  return existsSync(workspace.root) ? realpathSync(workspace.root) : workspace.root;
}

/** The path with every link resolved; for a path that does not exist yet, its nearest existing ancestor's. */
function realPathOf(path: string): string {
  let existing = path;
  while (!existsSync(existing) && dirname(existing) !== existing) existing = dirname(existing);
  const real = realpathSync(existing);
  return resolve(real, relative(existing, path));
}
