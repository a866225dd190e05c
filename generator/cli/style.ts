/**
 * Colour for the CLI's reports, decided once per output stream: on only when the stream is a
 * terminal, off whenever `NO_COLOR` is set to anything (no-color.org), and forced on by
 * `FORCE_COLOR` (except `FORCE_COLOR=0`) for tools that capture a TTY's output. A `Style` is a set
 * of named roles, so renderers say what a piece of text is (a code, a location, an added line) and
 * never which escape sequence it gets; the plain style returns text unchanged.
 */
export interface Style {
  /** A diagnostic code or the word "error". */
  readonly problem: (text: string) => string;
  /** `file:line:col` and file paths. */
  readonly location: (text: string) => string;
  /** Hints and other secondary text. */
  readonly muted: (text: string) => string;
  /** A `+` diff line or something that was added. */
  readonly added: (text: string) => string;
  /** A `-` diff line or something that was removed. */
  readonly removed: (text: string) => string;
  /** A diff hunk header. */
  readonly hunk: (text: string) => string;
}

const unchanged = (text: string): string => text;

export const plainStyle: Style = {
  problem: unchanged,
  location: unchanged,
  muted: unchanged,
  added: unchanged,
  removed: unchanged,
  hunk: unchanged,
};

/** SGR sequences written out, because `util.styleText` on Node 20 decides on its own whether to colour. */
const sgr =
  (open: number, close: number) =>
  (text: string): string =>
    `\u001b[${open}m${text}\u001b[${close}m`;

export const colourStyle: Style = {
  problem: (text) => sgr(1, 22)(sgr(31, 39)(text)),
  location: sgr(36, 39),
  muted: sgr(2, 22),
  added: sgr(32, 39),
  removed: sgr(31, 39),
  hunk: sgr(35, 39),
};

/** Whether a stream gets colour, from its TTY-ness and the environment. */
export function wantsColour(isTerminal: boolean, env: Readonly<Record<string, string | undefined>>): boolean {
  if (env["NO_COLOR"] !== undefined && env["NO_COLOR"] !== "") return false;
  const force = env["FORCE_COLOR"];
  if (force !== undefined) return force !== "0" && force !== "false";
  return isTerminal;
}

/** Colours a unified diff line by line: `+` added, `-` removed, `@@` hunk headers. */
export function styleDiff(diff: string, style: Style): string {
  return diff
    .split("\n")
    .map((line) => {
      if (line.startsWith("+++") || line.startsWith("---")) return style.location(line);
      if (line.startsWith("+")) return style.added(line);
      if (line.startsWith("-")) return style.removed(line);
      if (line.startsWith("@@")) return style.hunk(line);
      return line;
    })
    .join("\n");
}
