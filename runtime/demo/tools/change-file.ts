/**
 * The live run of a file-changing tool (`write`, `edit`): open the file inside the workspace
 * (`confined-open.ts`), let the tool plan the new text from what it holds (null when there is none),
 * put it in place whole or not at all, over the very file that was read or as a new file made
 * without following links, and answer with the tool's summary for the model and the applied hunks
 * in `meta` for the card, or, past what a card carries, the change's figures (`card-bound.ts`). A
 * refused path, a file larger than the cap or with more than one hard link, a plan that cannot be
 * made or a failed read or write is a failed result that changed nothing; so is a call stopped
 * before its new text was in place.
 */
import type { FileDiff, ToolResult } from "../../../generated/types.js";
import { cardTextCap, diffLengthOf } from "./card-bound.js";
import { openToChange } from "./confined-open.js";
import type { AppliedHunks } from "./file-diff-meta.js";
import { failureReason } from "./files.js";
import { wholeFileCap } from "./limits.js";
import { failed, succeeded, type ToolContext } from "./tool.js";

export type FileChange =
  | {
      readonly ok: true;
      readonly after: string;
      readonly hunks: readonly FileDiff[];
      readonly summary: string;
      /** The sites an edit replaced, for the figures of a change too large to show. */
      readonly sites?: number;
    }
  | { readonly ok: false; readonly message: string };

export async function changeFile(
  context: ToolContext,
  path: string,
  plan: (before: string | null) => FileChange | Promise<FileChange>,
): Promise<ToolResult> {
  let target;
  try {
    context.signal.throwIfAborted();
    target = await openToChange(context, path, wholeFileCap);
  } catch (error) {
    return failed(`cannot change ${path}: ${failureReason(error)}`);
  }
  if (!target.ok) return failed(target.message);
  try {
    const change = await plan(target.value.before);
    if (!change.ok) return failed(change.message);
    await target.value.commit(change.after, context.signal);
    return succeeded(change.summary, appliedMeta(path, target.value.before, change));
  } catch (error) {
    return failed(`cannot change ${path}: ${failureReason(error)}`);
  } finally {
    await target.value.close();
  }
}

/** The hunks, or the figures that stand for them when they hold more text than a card carries. */
function appliedMeta(path: string, before: string | null, change: FileChange & { ok: true }): AppliedHunks {
  const diffLength = diffLengthOf(change.hunks);
  if (diffLength <= cardTextCap) return { hunks: [...change.hunks] };
  const bytesBefore = before === null ? null : Buffer.byteLength(before);
  const unshown = { path, bytesBefore, bytesAfter: Buffer.byteLength(change.after), diffLength };
  return { unshown: change.sites === undefined ? unshown : { ...unshown, sites: change.sites } };
}
