/**
 * Text no UTF-8 file can carry: a UTF-16 surrogate without its other half. JSON can spell one
 * (`"\ud800"`), so the vocabulary and `package.json` can hold one; TOML, and every manifest written
 * as UTF-8, cannot, so what reaches a manifest is checked with this where the author wrote it.
 */

/** Whether `text` holds a lone surrogate. */
export function hasLoneSurrogate(text: string): boolean {
  return /\p{Cs}/u.test(text);
}

/** Where in `text` its first lone surrogate is, in words: `\ud800 at character 12`; undefined when none. */
export function describeLoneSurrogate(text: string): string | undefined {
  const match = /\p{Cs}/u.exec(text);
  if (match === null) return undefined;
  const unit = match[0].charCodeAt(0).toString(16).padStart(4, "0");
  return `\\u${unit} at character ${match.index + 1}`;
}
