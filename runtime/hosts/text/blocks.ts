/**
 * Text for the pieces cards are made of: content blocks (an unknown block type from the open union
 * prints as a placeholder rather than vanishing) and file diffs as fenced unified diffs.
 */
import { structuredPatch } from "diff";
import { defineContentBlockBridge, type ContentBlock, type FileDiff } from "../../../generated/index.js";
import { fencedBlock } from "@cardc/runtime/markdown";
import { showPath, type TextContext } from "./context.js";

const blockText = defineContentBlockBridge<null, string>({
  known: {
    text: (block) => block.text,
    image: (block) => `[image ${block.mimeType}]`,
  },
  unknown: (block) => `[${block.type} content]`,
});

export function contentText(content: readonly ContentBlock[]): string {
  return content.map((block) => blockText.render(block, null)).join("\n\n");
}

/** A unified diff of one file in a `diff` fence; a new file (`oldText` null) is diffed against `/dev/null`. */
export function diffText(diff: FileDiff, context: TextContext): string {
  const path = showPath(context, diff.path);
  const patch = structuredPatch(path, path, diff.oldText ?? "", diff.newText);
  const hunks = patch.hunks.flatMap((hunk) => [
    `@@ -${range(hunk.oldStart, hunk.oldLines)} +${range(hunk.newStart, hunk.newLines)} @@`,
    ...hunk.lines,
  ]);
  const header = [`--- ${diff.oldText === null ? "/dev/null" : path}`, `+++ ${path}`];
  return fencedBlock([...header, ...(hunks.length === 0 ? ["(no changes)"] : hunks)].join("\n"), "diff");
}

/** A hunk range as unified diffs write it: an empty range names the line before it (`-0,0` for a new file). */
function range(start: number, count: number): string {
  return `${count === 0 ? start - 1 : start},${count}`;
}
