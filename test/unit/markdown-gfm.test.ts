/**
 * `lib/markdown.ts` against a real GitHub Flavored Markdown renderer, micromark with its GFM
 * extension: a paragraph of any text renders as exactly that text — no link (bare URLs, `www.`
 * hosts included), emphasis, strike-through, code or HTML. The one allowance is GFM's link of an
 * e-mail address to exactly the text shown, which no escape prevents
 * (`test/toolchain/markdown-cmark-gfm.test.ts` holds GitHub's own renderer to the same).
 */
import fc from "fast-check";
import { micromark } from "micromark";
import { gfm, gfmHtml } from "micromark-extension-gfm";
import { describe, expect, it } from "vitest";
import { linkText, paragraph } from "../../lib/markdown.js";
import { expectedText, markdownPieces, paragraphText } from "../support/markdown-readback.js";

const render = (markdown: string) => micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()] });

describe("paragraph under GitHub Flavored Markdown", () => {
  it.each([
    "see https://example.com/a?b=1 now",
    "HTTPS://EXAMPLE.COM",
    "ftp://files.example.com/x",
    "visit www.example.com today",
    "(www.example.com)",
    "~~gone~~ and ~one~",
    "| a | b |",
  ])("renders %j as the text itself, with no link", (input) => {
    const html = render(paragraph(input));
    expect(html).not.toContain("<a ");
    expect(paragraphText(html)).toBe(expectedText(input));
  });

  it.each(["mailto:someone@example.com", "xmpp:someone@example.com/phone"])(
    "renders %j as the text itself, linking at most the address to the text shown",
    (input) => {
      expect(paragraphText(render(paragraph(input)))).toBe(expectedText(input));
    },
  );

  it("renders any text built from markup and autolink pieces as that text", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...markdownPieces), { maxLength: 30 }), (pieces) => {
        const input = pieces.join("");
        expect(paragraphText(render(paragraph(input)))).toBe(expectedText(input));
      }),
      { numRuns: 2000, seed: 20261202 },
    );
  });

  it("keeps an address as written in a link's text, where GFM makes no autolink", () => {
    const label = "https://a.example/x www.b.example c@d.example *not em*";
    expect(linkText(label)).toBe("https://a.example/x www.b.example c@d.example \\*not em\\*");
    expect(render(`[${linkText(label)}](<https://z.example>)`)).toBe(`<p><a href="https://z.example">${label}</a></p>`);
  });
});
