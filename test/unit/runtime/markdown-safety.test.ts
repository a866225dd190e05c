/** Text from presenters cannot break the Markdown the bridges build around it: fences and link destinations. */
import { describe, expect, it } from "vitest";
import { fencedBlock } from "../../../lib/markdown.js";
import { readBody, webSearchBody } from "../../../runtime/hosts/render/bodies.js";

describe("Markdown built from presenter text", () => {
  it("keeps only the first backtick-free word of a language as the fence's info string", () => {
    expect(fencedBlock("x", "ts\n```\n# injected")).toBe("```ts\nx\n```");
    expect(fencedBlock("x", "a`b")).toBe("```a\nx\n```");
    expect(
      readBody({
        card: "read",
        path: "a.ts",
        offset: 1,
        lines: [{ number: 1, text: "x" }],
        totalLines: 1,
        lang: "ts\n# h",
      }),
    ).not.toContain("\n# h");
  });

  it("encodes a backslash in a link destination, which would otherwise escape its closing bracket", () => {
    const body = webSearchBody({
      card: "web",
      kind: "search",
      sources: [{ url: "https://e.x/a\\" }],
      truncated: false,
    });
    expect(body).toContain("(<https://e.x/a%5C>)");
  });
});
