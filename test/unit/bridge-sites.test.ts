/**
 * The bridge sites `cardc gen` and `cardc diff` both name, read from the text of a file against a
 * small vocabulary of its own (test/fixtures/nested-open: a closed `View` with a nested `chart`
 * union, an open `Block`), so a card added to the project's schema changes nothing here. A site is
 * a call in code with its position, the arms its literal lacks (nested ones dotted) and keeps for
 * variants that are gone; words in strings, templates and comments are not calls, a call under
 * `@ts-expect-error` is a deliberate error and no site, and arms from a spread are not judged.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { describeArmProblem, reportArms } from "../../generator/bridges/arm-report.js";
import { armOf, findBridgeSites, sitesLacking } from "../../generator/bridges/bridge-sites.js";
import { bridgedUnions } from "../../generator/bridges/find-bridge-files.js";
import type { IrUnion } from "../../generator/lower/ir.js";
import { generateOk } from "../support/generate.js";

const { ir } = await generateOk(readFileSync(new URL("../fixtures/nested-open/cards.json", import.meta.url), "utf8"));

const sitesIn = (text: string, path = "host.ts") =>
  findBridgeSites(ir, [{ path, text, unions: bridgedUnions(text, path) }]);
const problemsIn = (text: string) => reportArms(sitesIn(text)).map(describeArmProblem);

describe("bridge sites", () => {
  it("are calls with their position, never the generated declaration", () => {
    const text = [
      "export function defineViewBridge<T>(arms: T) {}",
      "const view = defineViewBridge<Ui>({",
      '  plain: () => "",',
      '  chart: { line: () => "", scatter: () => "" },',
      "});",
    ].join("\n");
    expect(sitesIn(text)).toEqual([
      {
        path: "host.ts",
        line: 2,
        column: 14,
        union: "View",
        define: "defineViewBridge",
        known: true,
        missing: [],
        stale: [],
      },
    ]);
  });

  it("are silent for a complete bridge, whatever its arms contain", () => {
    const text = `
      export const views = defineViewBridge<Ctx, string>(
        {
          // chart: a comment is no arm
          plain: (view) => \`\${view.card} { chart: 1, table: 2 }\`,
          "chart": { line: (view) => { const table = { x: 1 }; return "plain: " + String(table.x); }, scatter(view) { return ""; } },
        },
        { capabilities: [] },
      );`;
    expect(problemsIn(text)).toEqual([]);
  });

  it("name missing and stale arms, nested ones included, at the call", () => {
    const text = [
      "const views = defineViewBridge({",
      '  table: () => "",',
      '  chart: { line: () => "", bar: () => "" },',
      "});",
    ].join("\n");
    expect(problemsIn(text)).toEqual([
      'host.ts:1:15: defineViewBridge has no arm for "plain" (write it, or run `cardc scaffold` for a stub)',
      'host.ts:1:15: defineViewBridge has no arm for "chart.scatter" (write it, or run `cardc scaffold` for a stub)',
      'host.ts:1:15: defineViewBridge has an arm for "chart.bar", which the vocabulary no longer has',
      'host.ts:1:15: defineViewBridge has an arm for "table", which the vocabulary no longer has',
    ]);
  });

  it("read the arms of the two-step form a recursive bridge uses, define…Bridge<Context, Output>()(arms)", () => {
    const text = [
      "const views = defineViewBridge<Ui, string>()({",
      "  plain: (view, ui) => views.render(view, ui),",
      '  chart: { line: () => "" },',
      "});",
    ].join("\n");
    expect(problemsIn(text)).toEqual([
      'host.ts:1:15: defineViewBridge has no arm for "chart.scatter" (write it, or run `cardc scaffold` for a stub)',
    ]);
  });

  it("check an open union's known and unknown arms, and name a union that is gone", () => {
    const text = "defineBlockBridge({ known: {} });\ndefineTableViewBridge({});";
    expect(problemsIn(text)).toEqual([
      'host.ts:1:1: defineBlockBridge has no arm for "known.text" (write it, or run `cardc scaffold` for a stub)',
      'host.ts:1:1: defineBlockBridge has no arm for "unknown" (write it, or run `cardc scaffold` for a stub)',
      'host.ts:2:1: calls defineTableViewBridge, but the vocabulary has no union "TableView"',
    ]);
  });

  it("do not judge arms built with a spread or passed as a variable", () => {
    expect(problemsIn('defineViewBridge({ ...common, plain: () => "" }, options);')).toEqual([]);
    expect(problemsIn("defineViewBridge(arms, options);")).toEqual([]);
  });

  it("are never words in a string, a template or a comment", () => {
    const text = [
      "const sample = `defineViewBridge({ plain: () => '' })`;",
      "const quoted = 'defineViewBridge({})';",
      "// defineViewBridge({})",
      "/* defineBlockBridge({}) */",
    ].join("\n");
    expect(bridgedUnions(text)).toEqual([]);
    expect(sitesIn(text)).toEqual([]);
  });

  it("are read past regular expressions holding quotes and backticks, inside the arms too", () => {
    const text = [
      "const fence = /`{3,}/g;",
      "const quote = /\"|'/;",
      "const half = total / 2; // a division, then a comment: 'x",
      "const view = defineViewBridge({",
      '  plain: (card) => card.text.replace(/[\'`{]/g, ""),',
      "  chart: { line: () => /}/.source },",
      '  gone: () => "",',
      "});",
    ].join("\n");
    expect(bridgedUnions(text)).toEqual(["View"]);
    expect(sitesIn(text)).toEqual([
      expect.objectContaining({ line: 4, column: 14, missing: ["chart.scatter"], stale: ["gone"] }),
    ]);
  });

  it("are read past JSX text in a .tsx file, and are never words in it", () => {
    const text = [
      "const note = <p>Don't call defineBlockBridge({}) here</p>;",
      "const view = defineViewBridge({",
      "  plain: () => <span>it's plain</span>,",
      '  chart: { line: () => <b>"</b>, scatter: () => null },',
      "});",
    ].join("\n");
    expect(bridgedUnions(text, "host.tsx")).toEqual(["View"]);
    expect(sitesIn(text, "host.tsx")).toEqual([
      expect.objectContaining({ line: 2, column: 14, union: "View", missing: [], stale: [] }),
    ]);
  });

  it("are never a call under @ts-expect-error, above the statement or inside the call", () => {
    const text = [
      "// @ts-expect-error the unknown arm is missing",
      "export const above = defineBlockBridge({ known: {} });",
      "export const inside = defineViewBridge(",
      "  // @ts-expect-error the chart arm is missing",
      '  { plain: () => "" },',
      ");",
      'export const after = defineViewBridge({ plain: () => "" });',
    ].join("\n");
    expect(problemsIn(text)).toEqual([
      'host.ts:7:22: defineViewBridge has no arm for "chart" (write it, or run `cardc scaffold` for a stub)',
    ]);
  });

  it("lacking a member's arm are named by its path in the outermost union", () => {
    const union = (name: string) =>
      ir.types.find((type): type is IrUnion => type.kind === "union" && type.name === name);
    const chart = ir.types
      .flatMap((type) => (type.kind === "union" ? type.members : []))
      .find((member) => member.tagValue === "chart")?.type as IrUnion;
    expect(armOf(ir, chart, "scatter")).toEqual({ union: "View", arm: "chart.scatter" });
    expect(armOf(ir, union("Block") as IrUnion, "text")).toEqual({ union: "Block", arm: "known.text" });
    const sites = sitesIn('const a = defineViewBridge({ plain: () => "", chart: { line: () => "" } });');
    expect(sitesLacking(sites, "View", "chart.scatter")).toEqual(["host.ts:1:11"]);
    expect(sitesLacking(sites, "View", "plain")).toEqual([]);
  });
});
