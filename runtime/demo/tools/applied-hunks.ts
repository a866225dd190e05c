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

/**
 * The occurrences of `needle` in a text, left to right and not overlapping, as `String.replaceAll`
 * finds them: how many, and where every `stepsPerTurn`-th one starts (the bounds of the slices the
 * text is replaced in). Each pass finds the rest again with `indexOf`, since a list of millions of
 * positions cost more time, in growing and collecting it, than the passes themselves.
 */
export interface Sites {
  readonly needle: string;
  readonly count: number;
  readonly sliceStarts: readonly number[];
}

export async function findSites(text: string, needle: string, signal: AbortSignal): Promise<Sites> {
  const sliceStarts: number[] = [];
  let count = 0;
  await eachSite(text, needle, signal, (at) => {
    if (count++ % stepsPerTurn === 0) sliceStarts.push(at);
  });
  return { needle, count, sliceStarts };
}

/** The text after `replacement` takes the place of each site, and the hunks that show each site in context. */
export async function applyReplacement(
  path: string,
  before: string,
  sites: Sites,
  replacement: string,
  signal: AbortSignal,
): Promise<{ after: string; hunks: FileDiff[] }> {
  const after = await replacedText(before, sites, replacement, signal);
  const groups = await groupByLines(before, sites.needle, signal);
  // Each site changes the length by `shift`, so a point of the old text between sites maps to the new text by a count.
  const shift = replacement.length - sites.needle.length;
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

/** Calls `visit` with the start of each site, handing the thread back every `stepsPerTurn` sites. */
async function eachSite(text: string, needle: string, signal: AbortSignal, visit: (at: number) => void): Promise<void> {
  if (needle === "") return;
  let seen = 0;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) {
    visit(at);
    if (++seen % stepsPerTurn === 0) await takeTurn(signal);
  }
}

/**
 * The new text, a slice of sites at a time: the stretch of the old text from one slice's first
 * site to the next slice's holds exactly the slice's sites (the search resumes past each site, as
 * `split` does), so the engine's own `split` and `join` replace them.
 */
async function replacedText(before: string, sites: Sites, replacement: string, signal: AbortSignal): Promise<string> {
  const pieces = [before.slice(0, sites.sliceStarts[0] ?? before.length)];
  for (const [index, start] of sites.sliceStarts.entries()) {
    const end = sites.sliceStarts[index + 1] ?? before.length;
    pieces.push(before.slice(start, end).split(sites.needle).join(replacement));
    await takeTurn(signal);
  }
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
async function groupByLines(text: string, needle: string, signal: AbortSignal): Promise<LineGroup[]> {
  const groups: LineGroup[] = [];
  let index = 0;
  await eachSite(text, needle, signal, (start) => {
    const lastUnit = start + needle.length - 1;
    const open = groups.at(-1);
    if (open !== undefined && (start < open.lineEnd || groups.length >= hunkCap)) {
      open.last = index;
      if (lastUnit >= open.lineEnd) open.lineEnd = endOfLineAt(text, lastUnit);
    } else {
      // At 0 there is no earlier line break (`lastIndexOf` would look at 0 itself).
      const lineStart = start === 0 ? 0 : text.lastIndexOf("\n", start - 1) + 1;
      groups.push({ first: index, last: index, lineStart, lineEnd: endOfLineAt(text, lastUnit) });
    }
    index++;
  });
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
