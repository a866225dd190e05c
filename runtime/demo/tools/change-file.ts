/**
 * The live run of a file-changing tool (`write`, `edit`): confine the path to the workspace, read
 * what the file holds (null when there is none), let the tool plan the new text from it, write it,
 * and answer with the tool's summary for the model and the applied hunks in `meta` for the card.
 * A refused path, a plan that cannot be made or a failed read or write is a failed result.
 */
import type { FileDiff, ToolResult } from "../../../generated/types.js";
import type { AppliedHunks } from "./file-diff-meta.js";
import { failureReason, readIfExists, writeCreatingFolders } from "./files.js";
import { failed, succeeded } from "./tool.js";
import { resolveInside, type Workspace } from "./workspace.js";

export type FileChange =
  | { readonly ok: true; readonly after: string; readonly hunks: readonly FileDiff[]; readonly summary: string }
  | { readonly ok: false; readonly message: string };

export async function changeFile(
  workspace: Workspace,
  path: string,
  plan: (before: string | null) => FileChange,
): Promise<ToolResult> {
  const target = resolveInside(workspace, path);
  if (!target.ok) return failed(target.message);
  try {
    const change = plan(await readIfExists(target.path));
    if (!change.ok) return failed(change.message);
    await writeCreatingFolders(target.path, change.after);
    const meta: AppliedHunks = { hunks: [...change.hunks] };
    return succeeded(change.summary, meta);
  } catch (error) {
    return failed(`cannot change ${path}: ${failureReason(error)}`);
  }
}
