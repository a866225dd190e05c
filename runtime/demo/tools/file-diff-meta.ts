/**
 * The result-time diff card of the file-changing tools: `write` and `edit` persist the hunks they
 * applied in `result.meta` (see `applied-hunks.ts`), and their `presentResult` shows exactly those,
 * one `FileDiff` per hunk, so a replay shows the change that was made rather than one rebuilt from
 * the arguments. A result without them (a failure, a log from before they were recorded) has no
 * diff to show.
 */
import { z } from "zod";
import type { DiffResultView, FileDiff, ToolResult } from "../../../generated/types.js";
import { isFileDiff } from "../../../generated/validators.js";
import { metaOf } from "./tool.js";

export const appliedHunksMeta = z.strictObject({
  hunks: z.array(z.custom<FileDiff>((value) => isFileDiff(value), "a hunk must be a FileDiff")).min(1),
});

export type AppliedHunks = z.infer<typeof appliedHunksMeta>;

/** The applied hunks as a diff card; the generic card for a failed call. Throws on a `meta` without them. */
export function appliedDiff(result: ToolResult): DiffResultView | undefined {
  if (result.isError) return undefined;
  return { card: "diff", diffs: metaOf(appliedHunksMeta, result).hunks };
}
