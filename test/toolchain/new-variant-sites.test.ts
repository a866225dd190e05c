/**
 * `cardc gen` and `cardc diff` name the same places to change for a new variant, on one change in a
 * copy of the project: a card added to the schema, gen's report of bridges lacking its arm, and
 * diff's `must change` list against the schema as it was. The copy also holds what neither may
 * count: `define…Bridge` words in a template string and a comment, a call under
 * `@ts-expect-error`, and a bridge in a test folder (searched only when named).
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findBridgeFiles } from "../../generator/bridges/find-bridge-files.js";
import { freshCard } from "../support/new-card.js";
import { copyProject, runCardc } from "../support/project-copy.js";

let copy: ReturnType<typeof copyProject>;
const samplePath = "runtime/hosts/samples.ts";

const notSites = `// Words and deliberate errors that are not bridges to change.
const sample = \`export const b = defineToolResultViewBridge({ generic: () => "" });\`;
// defineToolResultViewBridge({ generic: () => "" }) in a comment
// @ts-expect-error a deliberately incomplete bridge
export const incomplete = defineToolResultViewBridge({ generic: () => sample }, { capabilities: [] });
`;
const inTests = `export const t = defineToolResultViewBridge({ generic: () => "" }, { capabilities: [] });\n`;

beforeAll(() => {
  copy = copyProject("cardc-sites-");
  writeFileSync(join(copy.root, samplePath), notSites);
  mkdirSync(join(copy.root, "runtime/hosts/test"));
  writeFileSync(join(copy.root, "runtime/hosts/test/sample-bridge.ts"), inTests);
  const schemaPath = join(copy.root, "schema/cards.json");
  copyFileSync(schemaPath, join(copy.root, "before-cards.json"));
  const text = readFileSync(schemaPath, "utf8");
  const card = freshCard(text, ["ledger", "kanban", "roster"]);
  const schema = JSON.parse(text) as { types: { ToolResultView: { variants: Record<string, unknown> } } };
  schema.types.ToolResultView.variants[card.tag] = { name: card.name, doc: "A new card.", fields: {} };
  writeFileSync(schemaPath, `${JSON.stringify(schema, null, 2)}\n`);
});
afterAll(() => copy.remove());

describe("the sites a new variant must reach", { timeout: 120_000 }, () => {
  it("are the same in gen's report and diff's, and are the hosts' bridges", async () => {
    const gen = await runCardc(copy.root, "gen");
    const diff = await runCardc(copy.root, "diff", "--against", "before-cards.json");
    const named = [...gen.matchAll(/^ {2}(\S+:\d+:\d+): defineToolResultViewBridge has no arm for /gm)].map(
      (match) => match[1],
    );
    const mustChange = [...diff.matchAll(/^ {2}must change: (\S+)$/gm)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(0);
    expect(new Set(mustChange)).toEqual(new Set(named));
    expect(mustChange).toHaveLength(named.length);

    // Every file under runtime/ that calls defineToolResultViewBridge in code, the samples aside.
    const hosts = (await findBridgeFiles(copy.root, ["runtime"]))
      .filter((file) => file.unions.includes("ToolResultView") && file.path !== samplePath)
      .map((file) => file.path);
    expect(hosts).not.toContain("runtime/hosts/test/sample-bridge.ts");
    const namedFiles = named.map((site) => site?.replace(/:\d+:\d+$/, ""));
    expect(namedFiles.sort((a = "", b = "") => (a < b ? -1 : a > b ? 1 : 0))).toEqual(hosts);
  });
});
