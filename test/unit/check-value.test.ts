/**
 * `generator/core/check-value.ts` checks the DSL's examples by interpreting the IR. Its verdict must
 * be the generated guards' (`isX`, and `validateX`'s `ok`), and the problem it reports must be the
 * first error Ajv's code for the generated JSON Schema reports, compiled as `cardc/ajv` is (the path, and Ajv's message or the
 * unknown key), so `CARD_BAD_EXAMPLE` reads as it did when Ajv checked the examples. Checked on every
 * test vector, on values drawn from the IR with every single-step mutation of them, on arbitrary
 * JSON, on randomly generated vocabularies, and on the fixture of named scalars, `const` and
 * `default` (a scalar's problems read as its primitive's, null or not). Seeds are fixed; a failure
 * names the value.
 */
import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as validators from "../../generated/validators.js";
import { checkValue, indexTypes, type ValueProblem } from "../../generator/core/check-value.js";
import { buildJsonSchema } from "../../generator/emit/emit-json-schema.js";
import { buildVectors } from "../../generator/emit/vectors.js";
import { allNamedTypes, checkedTypes, type Ir } from "../../generator/lower/ir.js";
import { compileSchema } from "../../generator/targets/typescript/compile-ajv.js";
import { vocabularySource } from "../support/dsl-arbitrary.js";
import { generateOk, readRealSchema } from "../support/generate.js";
import { ValueSpace } from "../support/value-arbitrary.js";
import { fixtureNames, fixtureOut, fixtureSource, readVectors } from "../support/fixture-trees.js";

const seed = 20261130;
const { ir } = await generateOk(readRealSchema());
const vectorsFolder = new URL("../../generated/vectors/", import.meta.url);
const vectors = readdirSync(vectorsFolder)
  .sort()
  .flatMap(
    (name) =>
      JSON.parse(readFileSync(new URL(name, vectorsFolder), "utf8")) as {
        id: string;
        type: string;
        valid: boolean;
        value: unknown;
      }[],
  );

type Judge = (name: string, value: unknown) => ValueProblem | undefined;

/** Ajv's first error for the generated schema as the standalone validators compile it, in the interpreter's terms. */
function ajvJudge(vocabulary: Ir): Judge {
  const ajv = compileSchema(buildJsonSchema(vocabulary, { forAjv: true }));
  return (name, value) => {
    const validate = ajv.getSchema(`${vocabulary.id}#/$defs/${name}`);
    if (validate === undefined) throw new Error(`Ajv has no schema for ${name}`);
    if (validate(value)) return undefined;
    const first = validate.errors?.[0];
    if (first === undefined) throw new Error(`Ajv rejected a ${name} without an error`);
    if (first.keyword === "additionalProperties")
      return { kind: "unknown-key", path: first.instancePath, key: String(first.params["additionalProperty"]) };
    // A map's key its `propertyNames` refuses is reported at the map, naming the key.
    if (first.propertyName !== undefined)
      return { kind: "unknown-key", path: first.instancePath, key: first.propertyName };
    return { kind: "mismatch", path: first.instancePath, message: first.message ?? "" };
  };
}

/**
 * A problem with the pattern it names left out. cardc names the vocabulary's own I-Regexp
 * (`[0-9A-Z]{5}`); Ajv names the JSON Schema's rendering of it, anchored and with each Unicode
 * category spelt out as ranges (docs/formats.md), so only the rule and the place can agree.
 */
function withoutPatternText(problem: ValueProblem | undefined): ValueProblem | undefined {
  if (problem?.kind !== "mismatch" || !problem.message.startsWith("must match pattern ")) return problem;
  return { ...problem, message: "must match pattern" };
}

function interpreter(vocabulary: Ir): Judge {
  const types = indexTypes(vocabulary);
  return (name, value) => checkValue(types, name, value);
}

const generated = validators as unknown as Record<string, (value: unknown) => unknown>;

function guardVerdicts(name: string, value: unknown): { is: unknown; validate: unknown } {
  const validate = generated[`validate${name}`]?.(value) as { ok: boolean } | undefined;
  return { is: generated[`is${name}`]?.(value), validate: validate?.ok };
}

/**
 * Values drawn from the IR for every named type, each with its single-step mutations and pairs of
 * them (which problem comes first only shows when a value has two).
 */
function drawnValues(vocabulary: Ir, runs: number, runSeed: number): { name: string; value: unknown; label: string }[] {
  const space = new ValueSpace(vocabulary);
  return checkedTypes(vocabulary).flatMap((type) =>
    fc.sample(space.valueOf(type.name), { seed: runSeed, numRuns: runs }).flatMap((value) => {
      const mutations = space.mutationsOf(type.name, value);
      const pairs = mutations.flatMap((first, index) =>
        mutations
          .slice(index + 1)
          .flatMap((second) =>
            isRecord(first.value) && isRecord(second.value)
              ? [{ label: `${first.label} and ${second.label}`, value: { ...first.value, ...second.value } }]
              : [],
          ),
      );
      return [{ label: "drawn", value }, ...mutations, ...pairs].map((entry) => ({ name: type.name, ...entry }));
    }),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

describe("the IR interpreter that checks examples", () => {
  const interpret = interpreter(ir);
  const ajv = ajvJudge(ir);

  it("has vectors to check", () => {
    expect(vectors.length).toBeGreaterThan(50);
    expect(vectors.some((vector) => !vector.valid)).toBe(true);
  });

  it.each(vectors.map((vector) => [vector.id, vector] as const))("agrees on vector %s", (_id, vector) => {
    const problem = interpret(vector.type, vector.value);
    expect({ valid: problem === undefined, ...guardVerdicts(vector.type, vector.value) }).toEqual({
      valid: vector.valid,
      is: vector.valid,
      validate: vector.valid,
    });
    expect(problem).toEqual(ajv(vector.type, vector.value));
  });

  it("agrees with the guards and Ajv on values drawn from the IR and every mutation of them", () => {
    const cases = drawnValues(ir, 20, seed);
    expect(cases.some((entry) => entry.label !== "drawn")).toBe(true);
    for (const { name, value, label } of cases) {
      const where = `seed ${seed}, ${name} ${label}: ${JSON.stringify(value)}`;
      const problem = interpret(name, value);
      const valid = problem === undefined;
      expect(guardVerdicts(name, value), where).toEqual({ is: valid, validate: valid });
      expect(problem, where).toEqual(ajv(name, value));
    }
  });

  it("agrees with the guards and Ajv on arbitrary JSON", () => {
    const names = allNamedTypes(ir).map((type) => type.name);
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.jsonValue({ maxDepth: 3 }), (name, value) => {
        const problem = interpret(name, value);
        const valid = problem === undefined;
        expect(guardVerdicts(name, value)).toEqual({ is: valid, validate: valid });
        expect(problem).toEqual(ajv(name, value));
      }),
      { seed, numRuns: 500 },
    );
  });

  it("has a vector with a key the maps fixture's closed key set refuses", () => {
    expect(readVectors(fixtureOut("maps")).some((vector) => vector.id.endsWith("unknown-map-key"))).toBe(true);
  });

  it.each(fixtureNames)(
    "agrees with the guards and Ajv on the %s fixture's vectors and on values drawn from it",
    async (fixture) => {
      const vocabulary = (await generateOk(fixtureSource(fixture))).ir;
      const checks = (await import(`${fixtureOut(fixture)}/validators.ts`)) as Record<
        string,
        (value: unknown) => unknown
      >;
      const [mine, theirs] = [interpreter(vocabulary), ajvJudge(vocabulary)];
      const cases = [
        ...readVectors(fixtureOut(fixture)).map((vector) => ({
          name: vector.type,
          value: vector.value,
          label: vector.id,
        })),
        ...drawnValues(vocabulary, 20, seed),
      ];
      for (const { name, value, label } of cases) {
        const where = `seed ${seed}, ${name} ${label}: ${JSON.stringify(value)}`;
        const problem = mine(name, value);
        const validate = checks[`validate${name}`]?.(value) as { ok: boolean } | undefined;
        expect({ is: checks[`is${name}`]?.(value), validate: validate?.ok }, where).toEqual({
          is: problem === undefined,
          validate: problem === undefined,
        });
        expect(withoutPatternText(problem), where).toEqual(withoutPatternText(theirs(name, value)));
      }
    },
  );

  it("states Ajv's verdict in every vector of randomly generated vocabularies", async () => {
    const sources = fc.sample(vocabularySource, { seed, numRuns: 40 });
    const wrong: string[] = [];
    for (const [index, source] of sources.entries()) {
      const vocabulary = (await generateOk(source, "property.json")).ir;
      const ajv = ajvJudge(vocabulary);
      for (const vector of buildVectors(vocabulary)) {
        if ((ajv(vector.type, vector.value) === undefined) !== vector.valid)
          wrong.push(`vocabulary ${index}, ${vector.id}: stated ${vector.valid ? "valid" : "invalid"}`);
      }
    }
    expect(wrong, `seed ${seed}`).toEqual([]);
  }, 120_000);

  it("agrees with Ajv on randomly generated vocabularies", async () => {
    const sources = fc.sample(vocabularySource, { seed, numRuns: 12 });
    for (const [index, source] of sources.entries()) {
      const vocabulary = (await generateOk(source, "property.json")).ir;
      const [mine, theirs] = [interpreter(vocabulary), ajvJudge(vocabulary)];
      for (const { name, value, label } of drawnValues(vocabulary, 6, seed + index)) {
        expect(
          withoutPatternText(mine(name, value)),
          `seed ${seed}, vocabulary ${index}, ${name} ${label}: ${JSON.stringify(value)}`,
        ).toEqual(withoutPatternText(theirs(name, value)));
      }
    }
  });
});

describe("the IR interpreter on named scalars, const and recursion", async () => {
  const scalars = (await generateOk(fixtureSource("scalars"), "scalars.json")).ir;
  const [mine, theirs] = [interpreter(scalars), ajvJudge(scalars)];
  const checks = (await import(`${fixtureOut("scalars")}/validators.ts`)) as Record<
    string,
    (value: unknown) => boolean | { ok: boolean }
  >;
  const verdicts = (name: string, value: unknown) => {
    const validate = checks[`validate${name}`]?.(value);
    return { is: checks[`is${name}`]?.(value), validate: typeof validate === "object" ? validate.ok : undefined };
  };

  it("names the problem Ajv names first, and the generated validators agree, on every vector", () => {
    const fixtureVectors = readVectors(fixtureOut("scalars"));
    // A scalar's bounds and `const` are broken in a field, an array's item and a nullable field.
    for (const id of ["Query/cost/below-minimum", "Query/costs/below-minimum", "Query/version/not-const"])
      expect(fixtureVectors.find((vector) => vector.id === id)?.valid, id).toBe(false);
    for (const vector of fixtureVectors) {
      const problem = mine(vector.type, vector.value);
      expect(problem, vector.id).toEqual(theirs(vector.type, vector.value));
      expect({ valid: problem === undefined, ...verdicts(vector.type, vector.value) }, vector.id).toEqual({
        valid: vector.valid,
        is: vector.valid,
        validate: vector.valid,
      });
    }
  });

  it("agrees with Ajv and the generated validators on values drawn from the IR and every mutation of them", () => {
    const cases = drawnValues(scalars, 12, seed);
    expect(cases.some((entry) => entry.label.endsWith("not const"))).toBe(true);
    for (const { name, value, label } of cases) {
      const where = `seed ${seed}, ${name} ${label}: ${JSON.stringify(value)}`;
      const problem = mine(name, value);
      expect(problem, where).toEqual(theirs(name, value));
      const valid = problem === undefined;
      expect(verdicts(name, value), where).toEqual({ is: valid, validate: valid });
    }
  });

  it("reads a nullable scalar's problem as the scalar's own, as Ajv reads the `$ref` it is", () => {
    const value = { message: "m", position: "x" };
    expect(mine("ErrorSource", value)).toEqual({ kind: "mismatch", path: "/position", message: "must be integer" });
    expect(mine("ErrorSource", { ...value, position: 0 })).toEqual(theirs("ErrorSource", { ...value, position: 0 }));
  });
});
