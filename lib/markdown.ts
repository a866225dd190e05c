/**
 * Markdown built from text that is not ours (vocabulary docs, presenter output, paths, commands), in
 * one place for the generator's vocabulary reference and every host that renders Markdown: text
 * always goes through `escapeInline` or `paragraph` (every character that could start markup is
 * backslash-escaped, so it can never become a heading, emphasis, link or HTML; the one exception is
 * GitHub Flavored Markdown's e-mail autolink, below), literal text through
 * `codeSpan` or `fencedBlock` (a backtick fence longer than any run inside), table cells through
 * `cell`. Mirrors the code builder for Markdown: nothing here lets text become structure.
 */

/**
 * Inline text: every character that can start inline Markdown or HTML is escaped, line breaks become
 * spaces. `&` is escaped only where it would start an entity (`&amp;`) and `~` only where a pair
 * could strike text through, so a command like `make && make install` or a path like `~/x` reads as
 * written in a client that shows titles as plain text.
 *
 * GitHub Flavored Markdown also links bare URLs in text (`https://…`, `ftp://…`, `www.…`,
 * `mailto:…`, `xmpp:…`): the colon after such a scheme and the dot after `www` are escaped, which
 * renders them as written and starts no link (micromark). An e-mail address cannot be kept from
 * GFM's e-mail autolinks by any escape, since the spec applies them to the text after escapes are
 * resolved (cmark-gfm, GitHub's renderer, does): a bare address, or one after `mailto:` or
 * `xmpp:`, may become a link to exactly the text shown — never a link to anything else.
 */
export function escapeInline(value: string): string {
  return linkText(value)
    .replace(/(https?|ftp|mailto|xmpp)(?=:)/gi, "$1\\")
    .replace(/(www)(?=\.)/gi, "$1\\");
}

/**
 * The text of a link, `[text](…)`: escaped as `escapeInline` escapes, but for the autolinks, which
 * GFM never makes inside a link, so an address shown as a link's text reads as written.
 */
export function linkText(value: string): string {
  const escaped = value
    .replace(/\r\n?|\n/g, " ")
    .replace(/[\\`*_[\]<>]/g, (character) => `\\${character}`)
    .replace(/&(?=#?[A-Za-z0-9]+;)/g, "\\&");
  return (escaped.match(/~/g) ?? []).length > 1 ? escaped.replaceAll("~", "\\~") : escaped;
}

/** A paragraph of text: also escapes what would make it a heading, list, quote or rule at the start of a line. */
export function paragraph(value: string): string {
  return escapeInline(value.trimStart())
    .replace(/^[#>+=-]/, (marker) => `\\${marker}`)
    .replace(/^(\d+)([.)])/, (_match, digits: string, marker: string) => `${digits}\\${marker}`);
}

/** The longest run of backticks in `text`, which a fence around it must outgrow. */
function longestBacktickRun(text: string): number {
  return Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
}

/** A code span that shows `value` literally, whatever backticks it contains; line breaks become spaces. */
export function codeSpan(value: string): string {
  const flat = value.replace(/\r\n?|\n/g, " ");
  const fence = "`".repeat(longestBacktickRun(flat) + 1);
  const pad = flat.startsWith("`") || flat.endsWith("`") || flat.startsWith(" ") ? " " : "";
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** A quoted string value, e.g. a tag or enum value: `"generic"`. */
export function quoted(value: string): string {
  return codeSpan(JSON.stringify(value));
}

/**
 * A fenced block that shows `body` literally: its fence is longer than any backtick run inside, and
 * the info string keeps only the first word of `lang` without backticks, so a language name can
 * neither end the fence line nor invalidate it. Trailing line breaks of the body are dropped.
 */
export function fencedBlock(body: string, lang = ""): string {
  const fence = "`".repeat(Math.max(3, longestBacktickRun(body) + 1));
  const info = /^[^\s`]*/.exec(lang.trim())?.[0] ?? "";
  return `${fence}${info}\n${body.replace(/\n+$/, "")}\n${fence}`;
}

/** Table cell content: a `|` would end the cell even inside a code span, so it is escaped everywhere. */
export function cell(content: string): string {
  return content.replaceAll("|", "\\|");
}

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}
