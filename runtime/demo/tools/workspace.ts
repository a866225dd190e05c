/**
 * The session's working directory as the one place the live file tools may reach, judged by a
 * path's segments: a path is resolved against it and must stay inside it (`../x` and `/etc/x` are
 * outside, `..cache/x` is inside). This is the first, lexical test; links are judged on the object a
 * tool actually opens (`confined-open.ts`), never on a path that could change in between.
 */
import { isAbsolute, relative, resolve, sep } from "node:path";

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
  if (!isInside(workspace.root, absolute)) return { ok: false, message: outsideMessage(workspace, path) };
  return { ok: true, path: absolute, shown: relative(workspace.root, absolute) || "." };
}

/** What a tool says of a path that leads out of the workspace, whichever test caught it. */
export function outsideMessage(workspace: Workspace, path: string): string {
  return `${path} is outside the workspace ${workspace.root}; file tools only reach files inside it`;
}

/** Whether `path` is `root` or below it, by segments. */
export function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === "" || (!isAbsolute(rel) && rel !== ".." && !rel.startsWith(`..${sep}`));
}
