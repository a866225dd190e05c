/**
 * The Markdown builder for the vocabulary reference: vocabulary text always goes through `text`
 * (every character that could start markup is backslash-escaped, so a doc line can never become a
 * heading, link or HTML) or `codeSpan` (a backtick fence longer than any run inside), and table
 * cells through `cell`, which also escapes the column separator. Mirrors `code.ts` for Markdown.
 */

/** Inline text: every character that can start inline Markdown or HTML is escaped; line breaks become spaces. */
export function text(value: string): string {
  return value.replace(/\r\n?|\n/g, " ").replace(/[\\`*_[\]<>&~]/g, (character) => `\\${character}`);
}

/** A paragraph of text: also escapes what would make it a heading, list, quote or rule at the start of a line. */
export function paragraph(value: string): string {
  return text(value.trimStart())
    .replace(/^[#>+=-]/, (marker) => `\\${marker}`)
    .replace(/^(\d+)([.)])/, (_match, digits: string, marker: string) => `${digits}\\${marker}`);
}

/** A code span that shows `value` literally, whatever backticks it contains. */
export function codeSpan(value: string): string {
  const flat = value.replace(/\r\n?|\n/g, " ");
  const longestRun = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longestRun + 1);
  const pad = flat.startsWith("`") || flat.endsWith("`") || flat.startsWith(" ") ? " " : "";
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** A quoted string value, e.g. a tag or enum value: `"generic"`. */
export function quoted(value: string): string {
  return codeSpan(JSON.stringify(value));
}

/** Table cell content: a `|` would end the cell even inside a code span, so it is escaped everywhere. */
export function cell(content: string): string {
  return content.replaceAll("|", "\\|");
}

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

/** A fenced block that shows `body` literally: its fence is longer than any backtick run inside. */
export function fencedBlock(info: string, body: string): string {
  const longestRun = Math.max(0, ...(body.match(/`{3,}/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(Math.max(3, longestRun + 1));
  return `${fence}${info}\n${body}\n${fence}`;
}
