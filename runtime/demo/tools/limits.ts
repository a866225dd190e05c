/**
 * How much a live tool reads and sends at most, so that no file makes a call run out of memory or
 * flood the client: a file a tool reads whole (to change or search it) has a size cap, one line
 * shown in a card has a length cap (the rest replaced by a marker that says how much was cut, the cut
 * falling between two code points), and a
 * read's window has a cap on the text it sends.
 */
import { endBetweenCodePoints } from "./code-points.js";

/** The largest file a tool reads whole: a search skips a larger one, a change refuses it. */
export const wholeFileCap = 8 * 1024 * 1024;

/** The characters (UTF-16 code units, as JavaScript counts them) of one line a card shows. */
export const lineCap = 2_000;

/** The characters of file text one `read` sends, all lines together. */
export const readTextCap = 100_000;

/**
 * The line as a card shows it: at most `lineCap` characters, cut between two code points (an emoji
 * at the cap is left out whole, never halved into a lone surrogate), and a marker saying how many
 * more there were. `fullLength` is the whole line's length when `line` holds only its start.
 */
export function capLine(line: string, fullLength = line.length): string {
  if (fullLength <= lineCap) return line;
  const cut = endBetweenCodePoints(line, lineCap);
  return `${line.slice(0, cut)} … [line truncated: ${fullLength - cut} more characters]`;
}
