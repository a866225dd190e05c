/** The one-line summary `gen --watch` prints: files written, variants added/removed, bridge arms now missing/stale. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { summariseChange } from "../../generator/cli/change-summary.js";
import { plainStyle } from "../../generator/cli/style.js";
import { generateOk } from "../support/generate.js";

const nestedOpen = readFileSync(new URL("../fixtures/nested-open/cards.json", import.meta.url), "utf8");
const noDrift = { stale: [], missing: [], orphaned: [] };

describe("summariseChange", () => {
  it("names nested and open-union arms by their tag path", async () => {
    const { ir: previous } = await generateOk(nestedOpen);
    const { ir: next } = await generateOk(
      nestedOpen
        .replace(
          '"scatter": {',
          '"bar": { "name": "BarChartView", "doc": "Bars.", "fields": {} },\n            "scatter": {',
        )
        .replace(
          '"text": { "name": "TextBlock"',
          '"rule": { "name": "RuleBlock", "doc": "A rule.", "fields": {} },\n        "text": { "name": "TextBlock"',
        )
        .replace(/"line": \{\n\s*"name": "LineChartView"/, '"lines": {\n              "name": "LinesChartView"'),
    );
    const drift = { stale: [{ path: "types.ts", diff: "" }], missing: ["new.ts"], orphaned: ["old.ts"] };
    expect(summariseChange({ previous, next, drift, fileCount: 9, outName: "out" }, plainStyle)).toBe(
      "wrote out/: 3 of 9 files changed (new.ts, old.ts, types.ts)" +
        "; variants added: RuleBlock, LinesChartView, BarChartView; variants removed: LineChartView" +
        "; bridges now missing arms: defineBlockBridge known.rule, defineViewBridge chart.lines, defineViewBridge chart.bar" +
        "; bridge arms now stale: defineViewBridge chart.line",
    );
  });

  it("says only that the tree is up to date on the first run or when nothing changed", async () => {
    const { ir } = await generateOk(nestedOpen);
    const change = { next: ir, drift: noDrift, fileCount: 9, outName: "out" };
    expect(summariseChange({ ...change, previous: undefined }, plainStyle)).toBe("out/ is up to date (9 files)");
    expect(summariseChange({ ...change, previous: ir }, plainStyle)).toBe("out/ is up to date (9 files)");
  });
});
