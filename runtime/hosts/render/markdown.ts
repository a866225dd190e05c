/**
 * Inline Markdown the hosts build, made safe for any text it wraps (fenced blocks are
 * `fencedBlock` in `card-fallbacks.ts`): a code span whose delimiter is longer than any backtick run
 * inside it, and escaping for text that a Markdown renderer would otherwise turn into emphasis or
 * links. Both the text bridge and the ACP bridge (whose clients render Markdown) use these, so a path
 * like `a_b_c.ts` or a pattern like `**\/*.ts` shows as written everywhere.
 */

/** Inline code; the delimiter outgrows any backtick run inside, padded when the text touches a backtick. */
export function codeSpan(text: string): string {
  const marker = "`".repeat(longestRun(text, "`") + 1);
  const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
  return `${marker}${pad}${text}${pad}${marker}`;
}

/** Escapes text for use inside a Markdown paragraph or link label: emphasis, code and link punctuation. */
export function escapeInline(text: string): string {
  return text.replace(/[\\*_`[\]<>]/g, (char) => `\\${char}`);
}

function longestRun(text: string, char: string): number {
  let longest = 0;
  let current = 0;
  for (const c of text) {
    current = c === char ? current + 1 : 0;
    longest = Math.max(longest, current);
  }
  return longest;
}
