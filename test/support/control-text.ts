/**
 * Text holding every character a manifest writer must escape: DEL, the other C0 controls (NUL, BEL,
 * ESC, a tab and line breaks among them), C1's NEL, the line and paragraph separators, quotes and a
 * backslash, as a doc or a licence may hold them.
 */
export const controlText =
  'Cards\u007f with DEL, NUL\u0000, BEL\u0007, ESC\u001b[31m, tab\t, NEL\u0085, LS\u2028, "quotes" and \\ \\u0041';

/** The minimal fixture with `doc` as the vocabulary's doc. */
export function vocabularyWithDoc(minimal: string, doc: string): string {
  const parsed = JSON.parse(minimal) as { doc: string };
  return JSON.stringify({ ...parsed, doc }, null, 2);
}
