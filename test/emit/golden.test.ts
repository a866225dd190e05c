/**
 * The golden tree: `test/fixtures/reference/cards.json`, a vocabulary that reaches every construct
 * of the DSL, must generate exactly the tree checked in under its `expected/`, the set of files
 * included, one folder per target language (TypeScript at the top, `go/`, `rust/`, `python/`) beside
 * the language-neutral artifacts. With `generated/` (the real vocabulary, held by `gen --check`) it
 * is the only committed output, so a change to one emitter rewrites one tree; the other fixtures
 * are tested by what their output does (`support/fixture-trees.ts`). The expected tree is also
 * compiled by the strict typecheck (`pnpm typecheck`). Text that is the same in every tree (the
 * gallery's stylesheet, the host preludes) is stored as a stand-in and checked here once
 * (`support/fixed-parts.ts`).
 * `pnpm test:update` (CARDC_UPDATE_GOLDEN=1) rewrites it after an intended change; review the diff.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { readTree } from "../../generator/output/read-tree.js";
import { foldFixedParts } from "../support/fixed-parts.js";
import { fixtureNames, fixtureSource, fixturesRoot, generateFixture } from "../support/fixture-trees.js";
import { packageNamesOf } from "../support/generate.js";

const goldenCases = fixtureNames.filter((name) => existsSync(join(fixturesRoot, name, "expected")));

describe("the golden tree", () => {
  it("is the reference fixture's, and only its", () => {
    expect(goldenCases).toEqual(["reference"]);
  });

  it.each(goldenCases)("%s generates exactly its expected tree", async (name) => {
    const names = packageNamesOf(fixtureSource(name));
    const files = (await generateFixture(name)).map((file) => ({
      path: file.path,
      contents: foldFixedParts(file.path, file.contents, names),
    }));
    const expectedDir = join(fixturesRoot, name, "expected");
    if (process.env["CARDC_UPDATE_GOLDEN"] === "1") {
      rmSync(expectedDir, { recursive: true, force: true });
      for (const file of files) {
        mkdirSync(dirname(join(expectedDir, file.path)), { recursive: true });
        writeFileSync(join(expectedDir, file.path), file.contents);
      }
    }
    const expected = (await readTree(expectedDir)) ?? [];
    expect(files.map((file) => file.path)).toEqual(expected.map((file) => file.path));
    for (const file of files) {
      expect(file.contents, file.path).toBe(expected.find((candidate) => candidate.path === file.path)?.contents);
    }
  });
});
