/**
 * The diff rules, one fixture each: `test/diff/<rule-id>/before.json` → `after.json` must produce
 * exactly the text report in `expected.txt`, and that report must contain the folder's rule. Most
 * rules start from the shared `test/diff/base.json`, so a folder holds a `before.json` only where its
 * rule needs another starting point. A fixture may add `replay/` (session logs replayed under both
 * versions) and `sources/` (hand-written files searched for bridge calls). Every registered rule has a fixture, and every fixture names a
 * rule. `pnpm test:update` (which sets CARDC_UPDATE_GOLDEN=1) rewrites the reports after an intended change.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findBridgeFiles } from "../../generator/bridges/find-bridge-files.js";
import { collectSessionLogs } from "../../generator/cli/collect-inputs.js";
import { defaultAllowed } from "../../generator/diff/change-class.js";
import { diffVocabularies } from "../../generator/diff/diff-vocabularies.js";
import { type Vocabulary, loadVocabulary } from "../../generator/diff/load-vocabulary.js";
import { renderText } from "../../generator/diff/render-report.js";
import { diffRules } from "../../generator/diff/rules/index.js";
import { readRealSchema } from "../support/generate.js";
import { diffBase, diffFixture } from "../support/git.js";

const root = new URL("../diff/", import.meta.url).pathname;
const cases = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

function load(name: string, file: string): Vocabulary {
  const loaded = loadVocabulary(file, readFileSync(diffFixture(name, file), "utf8"));
  if (!loaded.ok) throw new Error(`${name}/${file} is invalid: ${loaded.diagnostics.map((d) => d.message).join("; ")}`);
  return loaded.vocabulary;
}

async function diffCase(name: string) {
  const folder = join(root, name);
  const logs = await collectSessionLogs(folder, "replay");
  if (!logs.ok) throw new Error(logs.problems.join("\n"));
  const bridgeFiles = existsSync(join(folder, "sources")) ? await findBridgeFiles(join(folder, "sources"), ["."]) : [];
  return diffVocabularies({
    before: load(name, "before.json"),
    after: load(name, "after.json"),
    bridgeFiles,
    replayLogs: logs.logs,
  });
}

describe("diff rules", () => {
  it("has a fixture for every rule, and a rule for every fixture", () => {
    expect(cases).toEqual(diffRules.map((rule) => rule.id).sort());
  });

  it("keeps a before.json in a fixture only where it differs from the shared base", () => {
    const base = readFileSync(diffBase, "utf8");
    const own = cases.filter((name) => existsSync(join(root, name, "before.json")));
    expect(own.filter((name) => readFileSync(join(root, name, "before.json"), "utf8") === base)).toEqual([]);
  });

  it("gives every rule a distinct id", () => {
    expect(new Set(diffRules.map((rule) => rule.id)).size).toBe(diffRules.length);
  });

  it.each(cases)("%s reports exactly its expected changes", async (name) => {
    const changes = await diffCase(name);
    expect(changes.map((change) => change.rule)).toContain(name);
    const report = `${renderText({ before: "before.json", after: "after.json", changes, allowed: defaultAllowed })}\n`;
    const expectedPath = join(root, name, "expected.txt");
    if (process.env["CARDC_UPDATE_GOLDEN"] === "1") writeFileSync(expectedPath, report);
    expect(report).toBe(readFileSync(expectedPath, "utf8"));
  });

  it("documents every rule in the table of docs/diff.md with its class and bump, in registration order", () => {
    const readme = readFileSync(new URL("../../docs/diff.md", import.meta.url), "utf8");
    const rows = [
      ...readme.matchAll(/^\| `([a-z-]+)` +\| (wire|source|safe) +\| (major|minor|patch) +\| (.+?) +\|$/gm),
    ].map((match) => match.slice(1, 5));
    expect(rows).toEqual(diffRules.map((rule) => [rule.id, rule.class, rule.bump, rule.summary]));
  });

  it("finds nothing when only declaration order changed", () => {
    const reversed = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reversed)
        : typeof value === "object" && value !== null
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([key, item]) => [key, reversed(item)]),
            )
          : value;
    const text = readRealSchema();
    const original = loadVocabulary("schema/cards.json", text);
    const reordered = loadVocabulary("reordered.json", JSON.stringify(reversed(JSON.parse(text)), null, 2));
    if (!original.ok || !reordered.ok) throw new Error("both orders must load");
    expect(
      diffVocabularies({ before: original.vocabulary, after: reordered.vocabulary, bridgeFiles: [], replayLogs: [] }),
    ).toEqual([]);
  });

  it("finds nothing between a version and itself", async () => {
    const same = load("doc-changed", "before.json");
    expect(diffVocabularies({ before: same, after: same, bridgeFiles: [], replayLogs: [] })).toEqual([]);
  });
});
