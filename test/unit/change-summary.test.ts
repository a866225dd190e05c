/** The one-line summary `gen --watch` prints: files written, variants added/removed, bridge arms now missing/stale. */
import type { ArmProblem } from "../../generator/bridges/arm-report.js";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { summariseChange } from "../../generator/cli/change-summary.js";
import { plainStyle } from "../../generator/cli/style.js";
import { generateOk } from "../support/generate.js";

const nestedOpen = readFileSync(new URL("../fixtures/nested-open/cards.json", import.meta.url), "utf8");
const noDrift = { stale: [], missing: [], orphaned: [] };

describe("summariseChange", () => {
  it("names the files written, the variants added and removed, and the bridges' arm problems", async () => {
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
        .replace(/"line": \{\n\s*"name": "LineChartView"/, '"lines": {\n              "name": "LinesChartView"')
        .replace('"type": "LineChartView"', '"type": "LinesChartView"'),
    );
    const drift = {
      stale: [{ path: "types.ts", onDisk: "", generated: "" }],
      missing: ["new.ts"],
      orphaned: ["old.ts"],
    };
    const armProblems: ArmProblem[] = [
      { at: "ui/view.ts:4:15", define: "defineViewBridge", kind: "missing", arm: "chart.lines" },
      { at: "ui/view.ts:4:15", define: "defineViewBridge", kind: "missing", arm: "chart.bar" },
      { at: "ui/view.ts:4:15", define: "defineViewBridge", kind: "stale", arm: "chart.line" },
      { at: "ui/old.ts:1:1", define: "defineGoneBridge", kind: "unknown-union", arm: "Gone" },
    ];
    expect(summariseChange({ previous, next, drift, fileCount: 9, outName: "out", armProblems }, plainStyle)).toBe(
      "wrote out/: 3 of 9 files changed (new.ts, old.ts, types.ts)" +
        "; variants added: RuleBlock, LinesChartView, BarChartView; variants removed: LineChartView" +
        "; bridges now missing arms: ui/view.ts:4:15 defineViewBridge chart.lines, ui/view.ts:4:15 defineViewBridge chart.bar" +
        "; bridge arms now stale: ui/view.ts:4:15 defineViewBridge chart.line" +
        "; bridges of unions the vocabulary lacks: ui/old.ts:1:1 defineGoneBridge Gone",
    );
  });

  it("says only that the tree is up to date on the first run or when nothing changed", async () => {
    const { ir } = await generateOk(nestedOpen);
    const change = { next: ir, drift: noDrift, fileCount: 9, outName: "out", armProblems: [] };
    expect(summariseChange({ ...change, previous: undefined }, plainStyle)).toBe("out/ is up to date (9 files)");
    expect(summariseChange({ ...change, previous: ir }, plainStyle)).toBe("out/ is up to date (9 files)");
  });
});
