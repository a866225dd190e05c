/**
 * Maps an offset inside a decoded JSON string to the offset in the source text of the string
 * literal it came from, so a diagnostic about a character inside a value (a pattern's unclosed
 * class) points at that character in the file, however many escapes come before it: `\\d` is two
 * source characters for one decoded, `\u00e9` six.
 */

/**
 * The source offset of the decoded string's UTF-16 unit `index`, given the offset of the literal's
 * opening quote; past the end of the string, the offset of its closing quote.
 */
export function sourceOffsetInString(text: string, quoteOffset: number, index: number): number {
  let at = quoteOffset + 1;
  for (let decoded = 0; decoded < index && at < text.length && text[at] !== '"'; decoded++) {
    at += text[at] === "\\" ? (text[at + 1] === "u" ? 6 : 2) : 1;
  }
  return at;
}
