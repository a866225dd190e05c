/**
 * Text no UTF-8 file can carry: a UTF-16 surrogate without its other half. JSON can spell one
 * (`"\ud800"`), so the vocabulary and `package.json` can hold one; TOML, and every manifest written
 * as UTF-8, cannot, and each host language reads one its own way, so the vocabulary's reader and the
 * project's settings refuse it where the author wrote it.
 */

/** In `u` mode a pair is one code point, so the class matches only a surrogate standing alone. */
const loneSurrogate = /\p{Cs}/u;

/** Where `text`'s first lone surrogate is, as a code-unit index; -1 when it holds none. */
export function loneSurrogateIndex(text: string): number {
  return loneSurrogate.exec(text)?.index ?? -1;
}

/** Whether `text` holds a lone surrogate. */
export function hasLoneSurrogate(text: string): boolean {
  return loneSurrogateIndex(text) >= 0;
}

/** Where in `text` its first lone surrogate is, in words: `\ud800 at character 12`; undefined when none. */
export function describeLoneSurrogate(text: string): string | undefined {
  const index = loneSurrogateIndex(text);
  if (index < 0) return undefined;
  return `\\u${text.charCodeAt(index).toString(16).padStart(4, "0")} at character ${index + 1}`;
}
