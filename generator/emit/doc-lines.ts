/**
 * Vocabulary text (a `doc`, a `deprecated` reason, a note about either) as the lines of a comment or
 * docstring, the same in every target language. It is split at every line break a compiler or an
 * editor honours; each code point a compiler refuses or a reader cannot see is written as a visible
 * `\uXXXX` escape: controls (`go vet` refuses a NUL in a comment), the byte-order mark, and the bidi
 * controls that make code read otherwise than it compiles (rustc denies them, CVE-2021-42574); each
 * line loses its white space at either end (gofmt reads an indented line as a code block and rewrites
 * it) and a paragraph its blank lines at either end and all but one of a run, as gofmt and rustfmt
 * would, so the formatters' checks find nothing to change. How an escape is written is the target's
 * choice (`HiddenEscape`): `\uXXXX` reads as text in a Go, Rust, Python or TypeScript comment, but
 * javac expands it even inside one, so a Java target would write `U+202E` instead.
 *
 *     "Reads a file.\u2028\u2028\u2028  Kept\u202e  "  →  ["Reads a file.", "", "Kept\u202e"]  (the escape as text)
 */
import { escapeHidden, type HiddenEscape } from "../model/visible-text.js";

/** Line breaks: JavaScript's and Unicode's; NEL (U+0085) is escaped instead, as a C1 control. */
const lineBreak = /\r\n|\r|\n|\u2028|\u2029/;

/** One paragraph's lines, escaped and trimmed, with no blank line at either end or two in a row. */
function paragraphLines(paragraph: string, escape: HiddenEscape): string[] {
  const lines: string[] = [];
  for (const line of paragraph.split(lineBreak).map((text) => escapeHidden(text, escape).trim())) {
    if (line === "" && (lines.length === 0 || lines.at(-1) === "")) continue;
    lines.push(line);
  }
  if (lines.at(-1) === "") lines.pop();
  return lines;
}

/**
 * The lines of a doc made of paragraphs, one blank line between two, each hidden code point written
 * by the target's `escape`; none when there is nothing to say.
 */
export function docLines(paragraphs: readonly (string | undefined)[], escape: HiddenEscape): string[] {
  return paragraphs
    .map((paragraph) => paragraphLines(paragraph ?? "", escape))
    .filter((lines) => lines.length > 0)
    .flatMap((lines, index) => [...(index > 0 ? [""] : []), ...lines]);
}
