/**
 * The change a file tool applied, as the hunks its result carries in `meta` for the diff card: one
 * contextual hunk per changed site, each the site's whole lines with up to three lines of context
 * on either side (stopping where a neighbouring site's lines begin), before and after the change.
 * Sites that share a line are one hunk, since a line cannot be shown changed twice; past `hunkCap`
 * hunks, the remaining sites share the last one, so a card stays as large as the file at most. A
 * write is one hunk of the whole file, with `oldText: null` when it created the file.
 *
 *     replace_all of "TODO" in a file with it on lines 3 and 20 → two hunks, lines 1–6 and 17–23
 *
 * Every pass is linear in the text and hands the agent's thread back between slices (`take-turns.ts`),
 * so an edit of millions of sites neither freezes the agent nor outlives its cancellation.
 */
import type { FileDiff } from "../../../generated/types.js";
import { stepsPerTurn, takeTurn } from "./take-turns.js";

const contextLines = 3;

/** The most hunks one change shows apart. */
export const hunkCap = 1_000;

/** `needle` replaced by `replacement` at each of `starts`, left to right and not overlapping, as `occurrences` finds them. */
export interface Replacement {
  readonly needle: string;
  readonly starts: readonly number[];
  readonly replacement: string;
}

/** Every occurrence of `needle` in `text`, left to right and not overlapping, as `String.replaceAll` finds them. */
export async function occurrences(text: string, needle: string, signal: AbortSignal): Promise<number[]> {
  const found: number[] = [];
  if (needle === "") return found;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) {
    found.push(at);
    if (found.length % stepsPerTurn === 0) await takeTurn(signal);
  }
  return found;
}

/** The text after the replacement, and the hunks that show each site in context. */
export async function applyReplacement(
  path: string,
  before: string,
  change: Replacement,
  signal: AbortSignal,
): Promise<{ after: string; hunks: FileDiff[] }> {
  const after = await replacedText(before, change, signal);
  const groups = await groupByLines(before, change, signal);
  // Each site changes the length by `shift`, so a point of the old text between sites maps to the new text by a count.
  const shift = change.replacement.length - change.needle.length;
  const hunks = groups.map((group, index) => {
    const from = linesBack(before, group.lineStart, groups[index - 1]?.lineEnd ?? 0);
    const to = linesForward(before, group.lineEnd, groups[index + 1]?.lineStart ?? before.length);
    const newText = after.slice(from + group.first * shift, to + (group.last + 1) * shift);
    return { path, oldText: before.slice(from, to), newText };
  });
  return { after, hunks };
}

/** A whole-file hunk: the file as written, against what it held before (null when it was created). */
export function wholeFileHunk(path: string, before: string | null, after: string): FileDiff {
  return { path, oldText: before, newText: after };
}

/**
 * The new text, a slice of sites at a time: a stretch of the old text from just past one site to
 * the start of the slice's next holds exactly the slice's sites (the search resumes past each site,
 * as `split` does), so the engine's own `split` and `join` replace them.
 */
async function replacedText(before: string, change: Replacement, signal: AbortSignal): Promise<string> {
  const pieces: string[] = [];
  let copied = 0;
  for (let first = 0; first < change.starts.length; first += stepsPerTurn) {
    const end = change.starts[first + stepsPerTurn] ?? before.length;
    pieces.push(before.slice(copied, end).split(change.needle).join(change.replacement));
    copied = end;
    await takeTurn(signal);
  }
  pieces.push(before.slice(copied));
  return pieces.join("");
}

interface LineGroup {
  /** The indexes of its first and last site. */
  readonly first: number;
  last: number;
  /** Start of the first line a site touches. */
  readonly lineStart: number;
  /** Just past the last line a site touches (after its line break). */
  lineEnd: number;
}

/**
 * Sites grouped by the lines they touch, in one pass over the text: a site joins the open group in
 * place, and a line's end is looked for only past what the group already spans, so many sites on
 * one long line cost the line once (copying the group per site, or scanning to the line's end per
 * site, made 20,000 sites on one line cost 20,000² steps).
 */
async function groupByLines(text: string, change: Replacement, signal: AbortSignal): Promise<LineGroup[]> {
  const groups: LineGroup[] = [];
  const { starts, needle } = change;
  for (let index = 0; index < starts.length; index++) {
    const start = starts[index] ?? 0;
    const lastUnit = needle.length > 0 ? start + needle.length - 1 : start;
    const open = groups.at(-1);
    if (open !== undefined && (start < open.lineEnd || groups.length >= hunkCap)) {
      open.last = index;
      if (lastUnit >= open.lineEnd) open.lineEnd = endOfLineAt(text, lastUnit);
    } else {
      // At 0 there is no earlier line break (`lastIndexOf` would look at 0 itself).
      const lineStart = start === 0 ? 0 : text.lastIndexOf("\n", start - 1) + 1;
      groups.push({ first: index, last: index, lineStart, lineEnd: endOfLineAt(text, lastUnit) });
    }
    if ((index + 1) % stepsPerTurn === 0) await takeTurn(signal);
  }
  return groups;
}

/** Just past the line break of the line holding `index`, or the end of the text. */
function endOfLineAt(text: string, index: number): number {
  const lineBreak = text.indexOf("\n", index);
  return lineBreak < 0 ? text.length : lineBreak + 1;
}

function linesBack(text: string, start: number, limit: number): number {
  let at = start;
  for (let line = 0; line < contextLines && at > limit; line++) at = at <= 1 ? 0 : text.lastIndexOf("\n", at - 2) + 1;
  return Math.max(at, limit);
}

function linesForward(text: string, end: number, limit: number): number {
  let at = end;
  for (let line = 0; line < contextLines && at < limit; line++) at = endOfLineAt(text, at);
  return Math.min(at, limit);
}
