/**
 * Golden fixtures: each `test/fixtures/<case>/cards.json` must generate exactly the tree checked in
 * under `expected/`, the set of files included. The expected trees are also compiled by the strict
 * typecheck (`pnpm typecheck`), so a golden file that does not compile fails CI. Text that is the
 * same in every tree (the gallery's stylesheet, the host preludes) is stored as a stand-in and
 * checked here once (`support/fixed-parts.ts`).
 * `pnpm test:update` (CARDC_UPDATE_GOLDEN=1) rewrites them after an intended change; review the diff.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { readTree } from "../generator/output/read-tree.js";
import { foldFixedParts } from "./support/fixed-parts.js";
import { generateOk } from "./support/generate.js";

const fixturesRoot = new URL("./fixtures/", import.meta.url).pathname;
const cases = readdirSync(fixturesRoot);

describe("golden fixtures", () => {
  it("has fixtures to check", () => {
    expect(cases.length).toBeGreaterThanOrEqual(2);
  });

  it.each(cases)("%s generates exactly its expected tree", async (name) => {
    const caseDir = join(fixturesRoot, name);
    const generated = await generateOk(
      readFileSync(join(caseDir, "cards.json"), "utf8"),
      `test/fixtures/${name}/cards.json`,
      "0.0.0",
    );
    const files = generated.files.map((file) => ({
      path: file.path,
      contents: foldFixedParts(file.path, file.contents),
    }));
    const expectedDir = join(caseDir, "expected");
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
