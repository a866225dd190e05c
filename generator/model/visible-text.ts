/**
 * Text from a vocabulary made safe to show, in a terminal or in generated code, by writing each code
 * point a reader cannot see, or a tool acts on instead of showing, as a visible `\uXXXX` escape. The
 * hidden ones, escaped wherever vocabulary text is shown (`escapeHidden`): the controls but tab (ESC
 * starts a colour or cursor sequence, BEL rings, `go vet` refuses a NUL in a comment), DEL and the C1
 * controls (U+009B is a one-byte CSI to many terminals), lone surrogates, the byte-order mark, and the
 * bidi marks, embeddings, overrides and isolates, which make text read otherwise than it is (rustc
 * denies them, CVE-2021-42574). One line of text (`visible`) also has its tab and the Unicode line
 * and paragraph separators escaped; a comment's lines are split at those first (`emit/doc-lines.ts`).
 *
 *     visible('B\u001b[31mRED') // 'B\\u001b[31mRED', printed as B\u001b[31mRED
 */

const hiddenClass = String.raw`\u0000-\u0008\u000a-\u001f\u007f-\u009f\p{Cs}\ufeff\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069`;
const hidden = new RegExp(`[${hiddenClass}]`, "gu");
const hiddenOrBreaking = new RegExp(`[\\t\\u2028\\u2029${hiddenClass}]`, "gu");

/** How a hidden code point is written as visible text: `\u202e` unless a target says otherwise. */
export type HiddenEscape = (codePoint: number) => string;

/** The `\uXXXX` escape, which JSON, JavaScript, Python, Rust's and Go's readers of a comment leave as text. */
export const unicodeEscape: HiddenEscape = (codePoint) => `\\u${codePoint.toString(16).padStart(4, "0")}`;

const escaped = (character: string): string => unicodeEscape(character.codePointAt(0) ?? 0);

/** `text` with every hidden code point written by `escape`; tabs and line breaks left to the caller. */
export function escapeHidden(text: string, escape: HiddenEscape = unicodeEscape): string {
  return text.replace(hidden, (character) => escape(character.codePointAt(0) ?? 0));
}

/** `text` as one visible line: every hidden code point, tab and line or paragraph separator escaped. */
export function visible(text: string): string {
  return text.replace(hiddenOrBreaking, escaped);
}
