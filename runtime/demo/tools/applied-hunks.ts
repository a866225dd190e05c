/**
 * The change a file tool applied, as the hunks its result carries in `meta` for the diff card: one
 * contextual hunk per changed site, each the site's whole lines with up to three lines of context
 * on either side (stopping where a neighbouring site's lines begin), before and after the change.
 * Sites that share a line are one hunk, since a line cannot be shown changed twice. A write is one
 * hunk of the whole file, with `oldText: null` when it created the file.
 *
 *     replace_all of "TODO" in a file with it on lines 3 and 20 → two hunks, lines 1–6 and 17–23
 */
import type { FileDiff } from "../../../generated/types.js";

const contextLines = 3;

/** A stretch of the old text, `[start, end)`, replaced by `replacement`. */
export interface Site {
  readonly start: number;
  readonly end: number;
  readonly replacement: string;
}

/** Every occurrence of `needle` in `text`, left to right and not overlapping, as `String.replaceAll` finds them. */
export function occurrences(text: string, needle: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(needle); at >= 0 && needle !== ""; at = text.indexOf(needle, at + needle.length)) {
    found.push(at);
  }
  return found;
}

/** The text after the sites are replaced, and the hunks that show each site in context. */
export function applySites(path: string, before: string, sites: readonly Site[]): { after: string; hunks: FileDiff[] } {
  let after = "";
  let copied = 0;
  for (const site of sites) {
    after += before.slice(copied, site.start) + site.replacement;
    copied = site.end;
  }
  after += before.slice(copied);
  const groups = groupByLines(before, sites);
  const hunks = groups.map((group, index) => {
    const from = linesBack(before, group.lineStart, groups[index - 1]?.lineEnd ?? 0);
    const to = linesForward(before, group.lineEnd, groups[index + 1]?.lineStart ?? before.length);
    let newText = "";
    let at = from;
    for (const site of group.sites) {
      newText += before.slice(at, site.start) + site.replacement;
      at = site.end;
    }
    newText += before.slice(at, to);
    return { path, oldText: before.slice(from, to), newText };
  });
  return { after, hunks };
}

/** A whole-file hunk: the file as written, against what it held before (null when it was created). */
export function wholeFileHunk(path: string, before: string | null, after: string): FileDiff {
  return { path, oldText: before, newText: after };
}

interface LineGroup {
  readonly sites: readonly Site[];
  /** Start of the first line a site touches. */
  readonly lineStart: number;
  /** Just past the last line a site touches (after its line break). */
  readonly lineEnd: number;
}

function groupByLines(text: string, sites: readonly Site[]): LineGroup[] {
  const groups: LineGroup[] = [];
  for (const site of sites) {
    const lineStart = text.lastIndexOf("\n", site.start - 1) + 1;
    const lineEnd = endOfLineAt(text, site.end > site.start ? site.end - 1 : site.start);
    const last = groups.at(-1);
    if (last !== undefined && lineStart < last.lineEnd) {
      groups[groups.length - 1] = { sites: [...last.sites, site], lineStart: last.lineStart, lineEnd };
    } else {
      groups.push({ sites: [site], lineStart, lineEnd });
    }
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
