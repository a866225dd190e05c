/**
 * Every relative link in the README and `docs/` leads somewhere: the file exists (relative to the
 * page that links it), and an anchor (`#releasing`) names a heading of that page as GitHub spells
 * its id. Links to other sites are left alone; nothing here goes on the network.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url).pathname;
const pages = [
  "README.md",
  ...readdirSync(join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

/** A heading's anchor as GitHub makes it: lowercase, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- ]/gu, "")
    .replaceAll(" ", "-");
}

function anchorsIn(text: string): Set<string> {
  const withoutCode = text.replace(/^```[\s\S]*?^```$/gm, "");
  return new Set([...withoutCode.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1] ?? "")));
}

/** Every broken relative link of a page, as `page: target`. */
function brokenLinks(page: string): string[] {
  const text = readFileSync(join(root, page), "utf8").replace(/^```[\s\S]*?^```$/gm, "");
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].flatMap((match) => {
    const link = match[1] ?? "";
    if (/^[a-z]+:/.test(link)) return [];
    const [file = "", anchor] = link.split("#");
    const target = file === "" ? join(root, page) : join(root, dirname(page), file);
    if (!existsSync(target)) return [`${page}: ${link} (no file ${relative(root, target)})`];
    if (anchor === undefined || !target.endsWith(".md")) return [];
    return anchorsIn(readFileSync(target, "utf8")).has(anchor) ? [] : [`${page}: ${link} (no heading #${anchor})`];
  });
}

describe("the links of the README and docs/", () => {
  it("lead to files and headings that exist", () => {
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.flatMap(brokenLinks)).toEqual([]);
  });

  it("spell a heading's anchor as GitHub does", () => {
    expect(anchorOf("A vocabulary of your own")).toBe("a-vocabulary-of-your-own");
    expect(anchorOf("`cardc diff` compares IRs, not JSON Schemas")).toBe("cardc-diff-compares-irs-not-json-schemas");
  });
});
