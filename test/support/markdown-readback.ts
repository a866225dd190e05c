/**
 * Reads text back from the HTML a Markdown renderer made of one `paragraph(...)`, for the tests that
 * hold `lib/markdown.ts` to its claim: the paragraph element must hold nothing but text, except the
 * links GitHub Flavored Markdown makes of e-mail addresses whatever the escaping — a `mailto:` or
 * `xmpp:` link whose target is the text shown (`mailto:` added to a bare address). Returns the
 * text, or undefined when the HTML holds any other markup.
 */
const entities: Readonly<Record<string, string>> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' };
const decode = (html: string) => html.replace(/&(?:amp|lt|gt|quot);/g, (entity) => entities[entity] ?? entity);

export function paragraphText(html: string): string | undefined {
  const body = /^<p>([\s\S]*)<\/p>\n?$/.exec(html)?.[1];
  if (body === undefined) return html.trim() === "" ? "" : undefined;
  const unlinked = body.replace(/<a href="([^"<>]*)">([^<>]*)<\/a>/g, (whole, href: string, text: string) => {
    const [target, shown] = [decode(href), decode(text)];
    const toItself = target === shown || target === `mailto:${shown}`;
    return toItself && /^(?:mailto|xmpp):[^@]+@/i.test(target) ? text : whole;
  });
  return /[<>]/.test(unlinked) ? undefined : decode(unlinked);
}

/** What a paragraph of `input` should read as: line breaks as spaces, no whitespace at either end. */
export function expectedText(input: string): string {
  return input.replace(/\r\n?|\n/g, " ").trim();
}

/**
 * Pieces random text is built from: every character that starts Markdown or HTML, and the words
 * and punctuation GFM's autolinks start at, so URLs, `www.` hosts and e-mail addresses turn up.
 */
export const markdownPieces = [
  "http",
  "https",
  "HTTPS",
  "ftp",
  "mailto",
  "xmpp",
  "www",
  "WWW",
  "://",
  ":",
  "//",
  ".",
  "@",
  "a",
  "b",
  "co",
  "x.com",
  "/",
  " ",
  "*",
  "_",
  "~",
  "`",
  "[",
  "]",
  "(",
  ")",
  "<",
  ">",
  "&",
  "#",
  "!",
  "\\",
  "-",
  "+",
  "=",
  "|",
  "1",
  ";",
  "é",
  "\n",
] as const;
