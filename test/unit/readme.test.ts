/**
 * The README stays short and true: under 12,000 bytes, its DSL example compiles when copied (plain
 * JSON, no comments or trailing commas), and every document it links to exists (`doc-links.test.ts`). Its commands are
 * run by the tests that exercise them: the quick start by CI itself, the daily loop's by the CLI and
 * watch tests and test/toolchain/add-a-card.test.ts (scaffold, format, test:update), and "Use the vocabulary
 * from another project" verbatim by test/toolchain/packages.test.ts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generate } from "../../generator/core/generate.js";

const root = new URL("../..", import.meta.url).pathname;
const readme = readFileSync(join(root, "README.md"), "utf8");

describe("the README", () => {
  it("is at most 12,000 bytes", () => {
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(12_000);
  });

  it("shows a DSL example that compiles when copied", async () => {
    const example = /```json\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(example).toBeDefined();
    const result = await generate(example ?? "", { sourceName: "cards.json" });
    expect(result.ok ? [] : result.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
  });
});
