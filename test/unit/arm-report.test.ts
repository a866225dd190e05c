/**
 * The arm report `pnpm gen` prints: read from the text of a bridge, it names missing arms (nested
 * ones dotted), stale arms and calls for unions the vocabulary lacks, and is not fooled by keys in
 * strings, templates, comments or arm bodies.
 */
import { describe, expect, it } from "vitest";
import { describeArmProblem, reportArms } from "../../generator/bridges/arm-report.js";
import { defineBridgeCall } from "../../generator/bridges/find-bridge-files.js";
import { generateOk, readRealSchema } from "../support/generate.js";

const { ir } = await generateOk(readRealSchema());

function problemsIn(text: string): string[] {
  const unions = [...new Set([...text.matchAll(defineBridgeCall)].map((match) => match[1] as string))];
  return reportArms(ir, [{ path: "host.ts", text, unions }]).map(describeArmProblem);
}

describe("arm report", () => {
  it("is silent for a complete bridge, whatever its arms contain", () => {
    const text = `
      export const calls = defineToolCallViewBridge<Ctx, string>(
        {
          // terminal: a comment is no arm
          generic: (view) => \`\${view.title} { diff: 1, table: 2 }\`,
          "terminal": (view) => { const table = { x: 1 }; return "diff: " + String(table.x); },
          diff(view) { return view.title; },
        },
        { capabilities: [] },
      );`;
    expect(problemsIn(text)).toEqual([]);
  });

  it("names missing and stale arms, nested ones included", () => {
    const text = `
      const results = defineToolResultViewBridge<Ctx, string>({
        generic: () => "",
        terminal: () => "",
        table: () => "",
        search: { matches: () => "" },
        read: () => "",
        web: { search: () => "", fetch: () => "", crawl: () => "" },
      }, { capabilities: [] });`;
    expect(problemsIn(text)).toEqual([
      'host.ts: defineToolResultViewBridge has no arm for "diff" (write it, or run `cardc scaffold` for a stub)',
      'host.ts: defineToolResultViewBridge has no arm for "search.paths" (write it, or run `cardc scaffold` for a stub)',
      'host.ts: defineToolResultViewBridge has an arm for "web.crawl", which the vocabulary no longer has',
      'host.ts: defineToolResultViewBridge has an arm for "table", which the vocabulary no longer has',
    ]);
  });

  it("checks an open union's known and unknown arms, and names a union that is gone", () => {
    const text = `
      defineContentBlockBridge({ known: { text: () => "" } });
      defineChartViewBridge({});`;
    expect(problemsIn(text)).toEqual([
      'host.ts: defineContentBlockBridge has no arm for "known.image" (write it, or run `cardc scaffold` for a stub)',
      'host.ts: defineContentBlockBridge has no arm for "unknown" (write it, or run `cardc scaffold` for a stub)',
      'host.ts: calls defineChartViewBridge, but the vocabulary has no union "ChartView"',
    ]);
  });

  it("does not judge arms built with a spread", () => {
    expect(problemsIn(`defineToolCallViewBridge({ ...common, diff: () => "" }, options);`)).toEqual([]);
  });
});
