/**
 * How much file text one change's card carries at most, and what a change past that shows instead.
 * A card is turned into JSON on the agent's one thread, in one go (the session log's round trip, the
 * ACP message), so its size is a pause every other session waits through: at `cardTextCap`,
 * `JSON.stringify` takes 1 to 4 ms and a stringify and parse 50 to 60 ms on a two-core machine at a
 * load of 15, where the 16 Mi characters of an 8 MB file's whole change took about 0.8 s, and held
 * the agent's thread for 3 to 6 s. A change whose hunks hold more keeps, instead of them, the
 * figures a generic card states: the path, the sites replaced and the bytes before and after. A
 * pending call's card, built from the arguments, is held to the same bound: past it, a generic card
 * says how much text the call brings, and so is a result recorded with hunks past it (a log from
 * before the bound), which its replay shows the same way.
 *
 *     replace_all of "a" over an 8 MB line → "sites.txt: 8000000 sites replaced; 8000001 bytes
 *     before, 8000001 bytes after. The diff (16000002 characters) is too large to show; a card
 *     shows 1048576 at most."
 */
import type { DiffCallView, FileDiff, GenericCallView } from "../../../generated/types.js";
import { counted } from "./files.js";

/** The characters (UTF-16 code units) of old and new text, all hunks together, one card carries. */
export const cardTextCap = 1024 * 1024;

/** What a change too large to show in full is said to be. */
export interface UnshownChange {
  readonly path: string;
  /** The sites an edit replaced; absent for a write or a created file. */
  readonly sites?: number | undefined;
  /** The file's size in UTF-8 bytes before the change; null when the change created it. */
  readonly bytesBefore: number | null;
  readonly bytesAfter: number;
  /** The characters of old and new text its hunks held. */
  readonly diffLength: number;
}

/** The characters of old and new text the hunks hold together. */
export function diffLengthOf(hunks: readonly FileDiff[]): number {
  return hunks.reduce((sum, hunk) => sum + (hunk.oldText?.length ?? 0) + hunk.newText.length, 0);
}

/** The figures of a change as a card's text, one sentence each. */
export function describeUnshown(change: UnshownChange): string {
  const what = change.sites === undefined ? "" : ` ${counted(change.sites, "site")} replaced;`;
  const before = change.bytesBefore === null ? "created" : `${counted(change.bytesBefore, "byte")} before,`;
  return (
    `${change.path}:${what} ${before} ${counted(change.bytesAfter, "byte")} after. ` +
    `The diff (${counted(change.diffLength, "character")}) is too large to show; ` +
    `a card shows ${cardTextCap} at most.`
  );
}

/** A pending change's diff card, or, past the bound, a generic card that says how much text it brings. */
export function callDiff(title: string, diff: FileDiff): DiffCallView | GenericCallView {
  const length = diffLengthOf([diff]);
  if (length <= cardTextCap) return { card: "diff", title, diffs: [diff] };
  return {
    card: "generic",
    title,
    kind: "edit",
    content: [{ type: "text", text: describeTooLarge(diff.path, length) }],
  };
}

/** What a card says of a change of `length` characters past the bound, whose other figures it does not have. */
export function describeTooLarge(path: string, length: number): string {
  return `${path}: the change (${counted(length, "character")}) is too large to show; a card shows ${cardTextCap} at most.`;
}
