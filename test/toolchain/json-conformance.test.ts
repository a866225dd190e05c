/**
 * The conformance suite of raw JSON texts (`test/conformance/*.json`, format in docs/testing.md):
 * every target's host reader, through the verdict program its harness builds (TypeScript's
 * `parseJson`, Python's `validate_json`, Go's `Check`, Rust's `check_named`), must give each case the
 * verdict it carries and name its first problem at the case's JSON Pointer. Each host's program is
 * built once for every vocabulary the cases name and reads every case in one run. Extra case files,
 * kept outside the repository, are run against every host by naming them in CARDC_CONFORMANCE_CASES
 * (paths joined by `:`); a vocabulary they name by a file is generated for the run.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { targets } from "../../generator/targets/index.js";
import type { HarnessVocabulary } from "../../generator/targets/shared/harness.js";
import { type TreeFolder, writeTrees } from "../support/compile-trees.js";
import {
  type ConformanceCase,
  type VocabularySource,
  caseFiles,
  readCaseFile,
  vocabularyKey,
} from "../support/conformance-cases.js";
import { type JudgedHost, disagreements } from "../support/conformance-verdicts.js";
import { fixtureNames, fixtureOut, fixtureSource } from "../support/fixture-trees.js";
import { generateOk, packageNamesOf, readRealSchema } from "../support/generate.js";
import { cacheDir, generatedDir } from "../support/target-builds.js";
import { harnessedTargets, hostName, verdictPrograms } from "../support/target-harnesses.js";

const cases = caseFiles().flatMap((file) => readCaseFile(file, fixtureNames));
const rules = [...new Set(cases.map((item) => item.rule))];
const hosts = await harnessedTargets();
let judged: JudgedHost[] = [];
/** Where the vocabularies named by a file are generated, when a case file names any. */
let folder: TreeFolder | undefined;

/** The trees the cases read: this repository's, the fixtures', and any vocabulary file generated for the run. */
async function batchOf(sources: readonly VocabularySource[]): Promise<HarnessVocabulary[]> {
  const files = sources.flatMap((source) => (source.kind === "file" ? [source.path] : []));
  const generated = await Promise.all(files.map((path) => generateOk(readFileSync(path, "utf8"), path)));
  if (generated.length > 0) {
    folder = writeTrees(
      "conformance",
      generated.map((result) => result.files),
    );
  }
  return sources.map((source) => {
    if (source.kind === "generated") return { packages: packageNamesOf(readRealSchema()), tree: generatedDir };
    if (source.kind === "fixture") {
      return { packages: packageNamesOf(fixtureSource(source.name)), tree: fixtureOut(source.name) };
    }
    const tree = folder?.treeAt(files.indexOf(source.path)) ?? "";
    return { packages: packageNamesOf(readFileSync(source.path, "utf8")), tree };
  });
}

beforeAll(async () => {
  const keys = [...new Set(cases.map((item) => vocabularyKey(item.vocabulary)))];
  const sources = keys.map((key) => cases.find((item) => vocabularyKey(item.vocabulary) === key)?.vocabulary);
  const batch = await batchOf(sources.filter((source) => source !== undefined));
  const goModules = batch.map((vocabulary) => vocabulary.packages.go);
  if (new Set(goModules).size !== goModules.length) {
    throw new Error(`two vocabularies of the cases have one id, so their packages one name: ${goModules.join(", ")}`);
  }
  const inputs = cases.map((item: ConformanceCase) => ({
    id: item.id,
    vocabulary: keys.indexOf(vocabularyKey(item.vocabulary)),
    type: item.type,
    ...item.input,
  }));
  const built = performance.now();
  const programs = await verdictPrograms(hosts, batch, join(cacheDir, "json-conformance"));
  const read = performance.now();
  judged = await Promise.all(
    programs.map(async ([host, program], index) => ({
      host,
      harness: hosts[index]?.harness ?? {},
      verdicts: await program.judge(inputs),
    })),
  );
  const done = performance.now();
  console.info(
    `conformance: ${cases.length} cases of ${rules.length} rules over ${batch.length} vocabularies; ` +
      `${hosts.length} hosts built in ${((read - built) / 1000).toFixed(1)} s, read every case in ${((done - read) / 1000).toFixed(1)} s`,
  );
}, 600_000); // a hang guard for a cold build on a busy machine, not a speed target
afterAll(() => folder?.remove());

describe("the conformance cases", () => {
  it("are judged by every target's host, and keep and break the rules", () => {
    expect(judged.map(({ host }) => host)).toEqual(targets.map(hostName));
    expect(cases.some((item) => item.valid)).toBe(true);
    expect(cases.some((item) => !item.valid)).toBe(true);
  });

  it.each(rules)("%s: every host gives each case its verdict and names its first problem where it says", (rule) => {
    const own = cases.filter((item) => item.rule === rule);
    expect(disagreements(own, judged).join("\n")).toBe("");
  });

  it("would be failed by every host on each case it passes, were the case's verdict turned over", () => {
    const passed = cases.filter((item) => disagreements([item], judged).length === 0);
    expect(passed.length).toBeGreaterThan(0);
    const unnoticed = passed.filter((item) => {
      const { pointer: _pointer, ...rest } = item;
      const flipped: ConformanceCase = item.valid
        ? { ...rest, valid: false, pointer: "value" }
        : { ...rest, valid: true };
      return disagreements([flipped], judged).length !== judged.length;
    });
    expect(unnoticed.map((item) => item.id)).toEqual([]);
  });
});
