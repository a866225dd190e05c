/**
 * Go's spelling rules for the code builder: interpreted string literals with Go's escapes,
 * identifiers that are no keyword, and doc comments split so every line starts with `//` (a Go line
 * comment ends only at a line break, so a doc line can never become code).
 */
import { Code, dialect, quoteEscaping } from "../../emit/code.js";
import { isGoIdentifier } from "./naming.js";

function quoteGo(text: string): string {
  // `\xNN` is a byte in Go, so only ASCII controls take it; C1 controls are code points (`\u0085`).
  const control = (point: number) =>
    point < 0x80 ? `\\x${point.toString(16).padStart(2, "0")}` : `\\u${point.toString(16).padStart(4, "0")}`;
  return quoteEscaping(text, control, "\\ufffd"); // a lone surrogate has no Go spelling
}

export const go = dialect({
  quote: quoteGo,
  isIdentifier: isGoIdentifier,
  literals: { true: "true", false: "false", null: "nil" },
  indentUnit: "\t",
});

/** `// …` lines for a doc comment; empty when there is nothing to say. */
export function goDoc(paragraphs: readonly (string | undefined)[]): Code[] {
  return paragraphs
    .filter((paragraph): paragraph is string => paragraph !== undefined && paragraph !== "")
    .flatMap((paragraph, index) => [...(index > 0 ? [""] : []), ...paragraph.split(/\r\n|\r|\n|\u2028|\u2029/)])
    .map((line) => new Code(line === "" ? "//" : `// ${line}`));
}
