/**
 * `lib/markdown.ts` against cmark-gfm, GitHub's own renderer (Debian's, `.ci/install-system-deps`),
 * with its autolink, strike-through and table extensions on: thousands of random paragraphs built
 * from markup and autolink pieces, rendered in one run, each read back as exactly its text. cmark-gfm
 * applies GFM's e-mail autolinks after escapes are resolved, as the spec says, so an address (bare,
 * or after `mailto:` or `xmpp:`) may become a link to exactly the text shown — the one kind of link
 * `paragraphText` allows.
 */
import { spawnSync } from "node:child_process";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { paragraph } from "../../lib/markdown.js";
import { expectedText, markdownPieces, paragraphText } from "../support/markdown-readback.js";

/** Renders each Markdown paragraph with cmark-gfm in one process, returning one `<p>` element each. */
function renderEach(paragraphs: readonly string[]): string[] {
  const run = spawnSync("cmark-gfm", ["-e", "autolink", "-e", "strikethrough", "-e", "table"], {
    input: paragraphs.join("\n\n"),
    encoding: "utf8",
  });
  if (run.error !== undefined) throw run.error;
  expect(run.status).toBe(0);
  return run.stdout.split(/(?<=<\/p>\n)/);
}

describe("paragraph under cmark-gfm", () => {
  it("renders bare URLs and www hosts as text, and at most an e-mail address as a link to the text shown", () => {
    const inputs = [
      "see https://example.com/a?b=1 now",
      "HTTPS://EXAMPLE.COM and ftp://files.example.com/x",
      "visit www.example.com today (www.example.org)",
      "mailto:someone@example.com or xmpp:someone@example.com/phone",
    ];
    const rendered = renderEach(inputs.map(paragraph));
    expect(rendered.slice(0, 3).join("")).not.toContain("<a ");
    expect(rendered.map(paragraphText)).toEqual(inputs.map(expectedText));
  });

  it("renders any text built from markup and autolink pieces as that text", () => {
    const inputs = fc
      .sample(fc.array(fc.constantFrom(...markdownPieces), { minLength: 1, maxLength: 30 }), {
        numRuns: 3000,
        seed: 20261202,
      })
      .map((pieces) => pieces.join(""))
      // An empty paragraph renders no element, which would shift every later one.
      .filter((input) => expectedText(input) !== "");
    const rendered = renderEach(inputs.map(paragraph));
    expect(rendered).toHaveLength(inputs.length);
    rendered.forEach((html, index) => {
      expect({ input: inputs[index], text: paragraphText(html) }).toEqual({
        input: inputs[index],
        text: expectedText(inputs[index]!),
      });
    });
  });
});
