/**
 * Properties over randomly generated VALID vocabularies (see `support/dsl-arbitrary.ts`): each
 * generates without diagnostics; the output of a whole batch compiles under the project's strict
 * `tsc` in one run; and, running each batch's generated validators, every value drawn from the IR
 * passes and every single-step mutation of it fails. The seed is fixed so CI is repeatable; set
 * CARDC_PROPERTY_SEED to explore, and a failure prints the seed that reproduces it.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GeneratedFile } from "../../generator/model/generated-file.js";
import { allNamedTypes } from "../../generator/lower/ir.js";
import type { Ir } from "../../generator/lower/ir.js";
import { type TreeFolder, typeCheckTrees, writeTrees } from "../support/compile-trees.js";
import { vocabularySource } from "../support/dsl-arbitrary.js";
import { generateOk } from "../support/generate.js";
import { ValueSpace } from "../support/value-arbitrary.js";

const seed = Number(process.env["CARDC_PROPERTY_SEED"] ?? 20261130);
const vocabularyCount = Number(process.env["CARDC_PROPERTY_RUNS"] ?? 16);
if (!Number.isInteger(vocabularyCount) || vocabularyCount < 1) {
  throw new Error("CARDC_PROPERTY_RUNS must be a positive integer");
}
const valuesPerType = 12;

interface Generated {
  readonly source: string;
  readonly files: readonly GeneratedFile[];
  readonly ir: Ir;
}

let batch: Generated[] = [];
let folder: TreeFolder;

beforeAll(async () => {
  const sources = fc.sample(vocabularySource, { seed, numRuns: vocabularyCount });
  batch = [];
  for (const source of sources) {
    const { files, ir } = await generateOk(source, "property.json");
    batch.push({ source, files, ir });
  }
  folder = writeTrees(
    "properties",
    batch.map((generated) => generated.files),
  );
});
// oxlint-disable-next-line typescript/no-unnecessary-condition -- unset when beforeAll failed
afterAll(() => folder?.remove());

describe(`generated vocabularies (seed ${seed})`, () => {
  it("compile under strict tsc, all in one run", async () => {
    const report = await typeCheckTrees(folder);
    expect(report, `seed ${seed}: tsc rejected generated code (trees in ${folder.root})`).toBe("");
  });

  it("accept every value drawn from the IR and reject every single-step mutation of it", async () => {
    expect(batch).toHaveLength(vocabularyCount);
    for (const [index, generated] of batch.entries()) {
      const module = (await import(`${folder.treeAt(index)}/validators.ts`)) as Record<
        string,
        (value: unknown) => unknown
      >;
      const space = new ValueSpace(generated.ir);
      for (const type of allNamedTypes(generated.ir)) {
        const is = module[`is${type.name}`] as (value: unknown) => boolean;
        const values = fc.sample(space.valueOf(type.name), { seed: seed + index, numRuns: valuesPerType });
        for (const value of values) {
          const where = `seed ${seed}, vocabulary ${index}, ${type.name} ${JSON.stringify(value)}`;
          expect(is(value), `${where} should pass`).toBe(true);
          for (const mutation of space.mutationsOf(type.name, value)) {
            expect(is(mutation.value), `${where} with ${mutation.label} should fail`).toBe(false);
          }
        }
      }
    }
  });
});
