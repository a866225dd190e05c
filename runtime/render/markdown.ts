/**
 * The few Markdown constructs the hosts build, made safe for any text they wrap: a fenced block
 * whose fence is longer than any backtick run inside it, a code span likewise, and escaping for
 * text that a Markdown renderer would otherwise turn into emphasis or links. Both the text bridge and
 * the ACP bridge (whose clients render Markdown) use these, so a path like `a_b_c.ts` or a pattern
 * like `**\/*.ts` shows as written everywhere.
 */

/** A fenced code block; the fence outgrows any backtick run in the text so the text cannot close it. */
export function fence(text: string, info = ""): string {
  const marker = "`".repeat(Math.max(3, longestRun(text, "`") + 1));
  const body = text.length === 0 || text.endsWith("\n") ? text : `${text}\n`;
  return `${marker}${info}\n${body}${marker}`;
}

/** Inline code; the delimiter outgrows any backtick run inside, padded when the text touches a backtick. */
export function codeSpan(text: string): string {
  const marker = "`".repeat(longestRun(text, "`") + 1);
  const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
  return `${marker}${pad}${text}${pad}${marker}`;
}

/** Escapes what would turn a title into emphasis: backslash, `*` and `_`. */
export function escapeEmphasis(text: string): string {
  return text.replace(/[\\*_]/g, (char) => `\\${char}`);
}

/** Escapes text for use inside a Markdown paragraph or link label: emphasis, code and link punctuation. */
export function escapeInline(text: string): string {
  return text.replace(/[\\*_`[\]<>]/g, (char) => `\\${char}`);
}

/** Removes the line breaks a command's output ends with, so a fence does not show empty trailing lines. */
export function trimTrailingNewlines(text: string): string {
  return text.replace(/(?:\r?\n)+$/, "");
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
