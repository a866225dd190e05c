/**
 * Rust's spelling rules for the code builder: string literals with Rust's own escapes (`\u{…}`, not
 * JSON's `\uXXXX`), identifiers that are no keyword, and doc text as `#[doc = "…"]` attributes, so a
 * doc line can never end a comment and become code.
 */
import { docLines } from "../../emit/doc-lines.js";
import { unicodeEscape } from "../../model/visible-text.js";
import { type Code, dialect, quoteEscaping } from "../../emit/code.js";
import { isRustIdentifier } from "./naming.js";

function quoteRust(text: string): string {
  return quoteEscaping(text, (point) => `\\u{${point.toString(16)}}`, "\\u{fffd}"); // a lone surrogate has no Rust spelling
}

/** Columns of one level of indentation, as rustfmt indents. */
export const rustIndentWidth = 4;

/**
 * Rust as rustfmt's default settings lay it out: `max_width` 100, `fn_call_width` 60 (a call's
 * arguments, an array's items); an attribute breaks at 100 columns, one short of the width it allows
 * other lines.
 */
export const rust = dialect({
  quote: quoteRust,
  isIdentifier: isRustIdentifier,
  indentUnit: " ".repeat(rustIndentWidth),
  widths: { line: 100, callArguments: 60, attribute: 99 },
});

/** `#[doc = "…"]` lines; empty when there is nothing to say. */
export function rustDoc(paragraphs: readonly (string | undefined)[]): Code[] {
  // Written into the attribute's string as the text `\u202e`, which its quoting keeps as a backslash.
  const text = docLines(paragraphs, unicodeEscape).join("\n");
  return text === "" ? [] : [rust.code`#[doc = ${text}]`];
}
