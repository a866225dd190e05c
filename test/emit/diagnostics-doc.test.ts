/**
 * `docs/diagnostics.md` is exactly what `support/diagnostics-doc.ts` builds from the catalogue and
 * the fixtures: every code is listed with its meaning and a real example. `pnpm test:update`
 * (which sets CARDC_UPDATE_GOLDEN=1) rewrites the page after adding a code or a fixture.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { diagnosticCodes } from "../../generator/model/codes.js";
import { buildDiagnosticsDoc } from "../support/diagnostics-doc.js";

const docPath = new URL("../../docs/diagnostics.md", import.meta.url);

describe("docs/diagnostics.md", () => {
  it("is built from the catalogue and the fixtures", async () => {
    const built = await buildDiagnosticsDoc();
    if (process.env["CARDC_UPDATE_GOLDEN"] === "1") writeFileSync(docPath, built);
    expect(readFileSync(docPath, "utf8")).toBe(built);
  });

  it("gives every code a section with an example", async () => {
    const doc = readFileSync(docPath, "utf8");
    for (const code of Object.keys(diagnosticCodes)) {
      expect(doc).toContain(`### \`${code}\``);
      expect(doc).toMatch(new RegExp(`cards\\.json:\\d+:\\d+ error ${code} `));
    }
  });
});
