/**
 * How much a live tool reads and sends at most, so that no file makes a call run out of memory or
 * flood the client: a file a tool reads whole (to change or search it) has a size cap, one line
 * shown in a card has a length cap (the rest replaced by a marker that says how much was cut), and a
 * read's window has a cap on the text it sends.
 */

/** The largest file a tool reads whole: a search skips a larger one, a change refuses it. */
export const wholeFileCap = 8 * 1024 * 1024;

/** The characters of one line a card shows. */
export const lineCap = 2_000;

/** The characters of file text one `read` sends, all lines together. */
export const readTextCap = 100_000;

/**
 * The line as a card shows it: at most `lineCap` characters, and a marker saying how many more there
 * were. `fullLength` is the whole line's length when `line` holds only its start.
 */
export function capLine(line: string, fullLength = line.length): string {
  if (fullLength <= lineCap) return line;
  return `${line.slice(0, lineCap)} … [line truncated: ${fullLength - lineCap} more characters]`;
}
