/**
 * The result-time card of the file-changing tools: `write` and `edit` persist the hunks they
 * applied in `result.meta` (see `applied-hunks.ts`), and their `presentResult` shows exactly those,
 * one `FileDiff` per hunk, so a replay shows the change that was made rather than one rebuilt from
 * the arguments. A change whose hunks hold more text than a card carries (`card-bound.ts`) persists
 * its figures instead, shown as a generic card that says what changed and that the diff is too
 * large to show; hunks recorded past that bound are shown the same way, with the figures they give.
 * A result without either (a failure, a log from before they were recorded) has no diff to show.
 */
import { z } from "zod";
import type { DiffResultView, FileDiff, GenericResultView, ToolResult } from "../../../generated/types.js";
import { isFileDiff } from "../../../generated/validators.js";
import { cardTextCap, describeTooLarge, describeUnshown, diffLengthOf } from "./card-bound.js";
import { metaOf } from "./tool.js";

const count = z.int().min(0);

// An object first, so a missing or non-object meta is reported as that rather than as a bare
// "Invalid input" from the union, which names neither of its members' problems.
export const appliedHunksMeta = z.looseObject({}).pipe(
  z.union([
    z.strictObject({
      hunks: z.array(z.custom<FileDiff>((value) => isFileDiff(value), "a hunk must be a FileDiff")).min(1),
    }),
    z.strictObject({
      unshown: z.strictObject({
        path: z.string(),
        sites: count.optional(),
        bytesBefore: count.nullable(),
        bytesAfter: count,
        diffLength: count,
      }),
    }),
  ]),
);

export type AppliedHunks = z.infer<typeof appliedHunksMeta>;

/** The applied hunks as a diff card, or a change too large to show as a generic card saying so; the generic card for a failed call. Throws on a `meta` without them. */
export function appliedDiff(result: ToolResult): DiffResultView | GenericResultView | undefined {
  if (result.isError) return undefined;
  const meta = metaOf(appliedHunksMeta, result);
  if ("hunks" in meta) {
    const length = diffLengthOf(meta.hunks);
    const [first] = meta.hunks;
    if (length <= cardTextCap || first === undefined) return { card: "diff", diffs: meta.hunks };
    // Recorded before the bound: a replay holds it to the bound too, with the figures the hunks give.
    return { card: "generic", content: [{ type: "text", text: describeTooLarge(first.path, length) }] };
  }
  return { card: "generic", content: [{ type: "text", text: describeUnshown(meta.unshown) }] };
}
