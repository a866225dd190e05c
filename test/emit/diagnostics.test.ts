/**
 * The diagnostics catalogue: every `test/invalid/<case>/cards.json` must fail with exactly the
 * rendered report in `expected.txt` (positions, codes, messages, pointers, hints and excerpts), and
 * every code in the catalogue has at least one case. `pnpm test:update` (CARDC_UPDATE_GOLDEN=1)
 * rewrites the expected reports after an intended change; review the diff.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderDiagnostics } from "../../generator/cli/render-diagnostics.js";
import { diagnosticCodes } from "../../generator/model/codes.js";
import { generate } from "../../generator/core/generate.js";

const root = new URL("../invalid/", import.meta.url).pathname;
const cases = readdirSync(root).sort();

async function renderCase(name: string): Promise<{ report: string; codes: string[] }> {
  const text = readFileSync(join(root, name, "cards.json"), "utf8");
  const result = await generate(text, { sourceName: "cards.json" });
  if (result.ok) throw new Error(`test/invalid/${name} must fail, but it generated successfully`);
  return {
    report: `${renderDiagnostics("cards.json", result.source?.text ?? text, result.diagnostics)}\n`,
    codes: result.diagnostics.map((diagnostic) => diagnostic.code),
  };
}

describe("diagnostics", () => {
  it.each(cases)("%s renders exactly its expected report", async (name) => {
    const { report } = await renderCase(name);
    const expectedPath = join(root, name, "expected.txt");
    if (process.env["CARDC_UPDATE_GOLDEN"] === "1") writeFileSync(expectedPath, report);
    expect(report).toBe(readFileSync(expectedPath, "utf8"));
  });

  it("has a case for every code in the catalogue", async () => {
    const produced = new Set<string>();
    for (const name of cases) for (const code of (await renderCase(name)).codes) produced.add(code);
    expect(Object.keys(diagnosticCodes).filter((code) => !produced.has(code))).toEqual([]);
  });
});
