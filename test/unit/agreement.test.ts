/**
 * The generated JSON Schema is the source non-TS hosts read, so its meaning must not depend on the
 * validator. Ajv compiles it in strict mode, and three checks of it agree: Ajv's standalone code
 * (`cardc/ajv`, with Ajv's own compile of the same schema and options for the unions it does not
 * export), the generated checks (`isX`, `validateX`) and @hyperjump/json-schema. On every vector and
 * on random values (valid ones drawn from the IR, each single-step mutation of them, and a random JSON
 * value put anywhere in them) all three give the same verdict; on a rejected value the first problem
 * `validateX` reports is where Ajv's first error points, and among the places hyperjump reports. The
 * seed is fixed; set CARDC_PROPERTY_SEED to explore, and a failure prints the seed that reproduces it.
 */
import { registerSchema, unregisterSchema, validate } from "@hyperjump/json-schema/draft-2020-12";
import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as validators from "../../generated/validators.js";
import generatedSchema from "../../generated/cards.schema.json" with { type: "json" };
import { buildVectors } from "../../generator/emit/vectors.js";
import type { Validation } from "../../runtime/core/validation.js";
import { ajvFirstPointer, ajvValidator } from "../support/ajv.js";
import { generateOk, readRealSchema } from "../support/generate.js";
import { ValueSpace } from "../support/value-arbitrary.js";

const { ir } = await generateOk(readRealSchema());
const vectors = buildVectors(ir);
const space = new ValueSpace(ir);
const seed = Number(process.env["CARDC_PROPERTY_SEED"] ?? 20261130);
interface Verdicts {
  readonly generated: boolean;
  readonly ajv: boolean;
  readonly hyperjump: boolean;
  /** The first problem's pointer: validateX's, Ajv's, and whether hyperjump reports a problem there. */
  readonly paths?: { readonly generated: string; readonly ajv: string | undefined; readonly hyperjump: boolean };
}

async function verdicts(type: string, value: unknown): Promise<Verdicts> {
  const is = (validators as unknown as Record<string, (value: unknown) => boolean>)[`is${type}`];
  const check = (validators as unknown as Record<string, (value: unknown) => Validation<unknown>>)[`validate${type}`];
  if (is === undefined || check === undefined) throw new Error(`no generated validators for ${type}`);
  const ajv = ajvValidator(type);
  const ajvValid = ajv(value);
  const independent = (await validate(`${generatedSchema.$id}#/$defs/${type}`, value as never, "BASIC")) as {
    readonly valid: boolean;
    readonly errors?: readonly { readonly instanceLocation: string }[];
  };
  const result = check(value);
  const found = { generated: is(value), ajv: ajvValid, hyperjump: independent.valid };
  if (result.ok) return found;
  const first = result.errors[0];
  if (first === undefined) throw new Error("a rejection without errors");
  // hyperjump reports a missing key at the object that lacks it.
  const missing = first.message === "is required" || first.message.endsWith("(missing)");
  const parent = first.path.slice(0, Math.max(0, first.path.lastIndexOf("/")));
  const reported = new Set(
    (independent.errors ?? []).map((error) => decodeURIComponent(error.instanceLocation.slice(1))),
  );
  return {
    ...found,
    paths: {
      generated: first.path,
      ajv: ajvFirstPointer(ajv.errors),
      hyperjump: reported.has(first.path) || (missing && reported.has(parent)),
    },
  };
}

function expectAgreement(found: Verdicts, valid?: boolean): void {
  const verdict = valid ?? found.generated;
  expect({ ajv: found.ajv, hyperjump: found.hyperjump, generated: found.generated }).toEqual({
    ajv: verdict,
    hyperjump: verdict,
    generated: verdict,
  });
  if (found.paths !== undefined) {
    expect(found.paths).toEqual({ generated: found.paths.generated, ajv: found.paths.generated, hyperjump: true });
  }
}

/** A random JSON value put at a random place inside `value` (or in its place). */
function replaceSomewhere(value: unknown, replacement: unknown, choice: number): unknown {
  const places: (readonly (string | number)[])[] = [];
  const walk = (node: unknown, path: readonly (string | number)[]): void => {
    places.push(path);
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, [...path, index]));
    else if (typeof node === "object" && node !== null)
      for (const [key, item] of Object.entries(node)) walk(item, [...path, key]);
  };
  walk(value, []);
  const place = places[choice % places.length] ?? [];
  const copy = structuredClone(value);
  if (place.length === 0) return replacement;
  let parent = copy as Record<string | number, unknown>;
  for (const step of place.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  parent[place.at(-1) ?? ""] = replacement;
  return copy;
}

describe("Ajv's standalone code, the generated checks and @hyperjump/json-schema", () => {
  beforeAll(() => registerSchema(generatedSchema as never));
  afterAll(() => unregisterSchema(generatedSchema.$id));

  it("compiles under Ajv strict mode", () => {
    const ajv = new Ajv2020({ strict: true, discriminator: true, allowUnionTypes: true });
    ajv.addSchema(generatedSchema);
    for (const name of Object.keys(generatedSchema.$defs)) {
      expect(ajv.getSchema(`${generatedSchema.$id}#/$defs/${name}`), name).toBeTypeOf("function");
    }
  });

  it("accept exactly the vocabulary's cards when given the file whole, not 42 nor any other type's value", async () => {
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
    const whole = ajv.compile(generatedSchema);
    const cards = ["ToolCallView", "ToolResultView"] as const;
    const isCard = (value: unknown) => cards.some((card) => validators[`is${card}`](value));
    const values = [42, null, {}, ...vectors.map((vector) => vector.value)];
    expect(values.filter(isCard).length).toBeGreaterThan(10);
    for (const value of values) {
      const independent = (await validate(generatedSchema.$id, value as never)) as { valid: boolean };
      expect({ ajv: whole(value), hyperjump: independent.valid }, JSON.stringify(value)).toEqual({
        ajv: isCard(value),
        hyperjump: isCard(value),
      });
    }
  });

  it.each(vectors.map((vector) => [vector.id, vector] as const))("agree on %s", async (_id, vector) => {
    expectAgreement(await verdicts(vector.type, vector.value), vector.valid);
  });

  it.each(ir.types.map((type) => [type.name] as const))(
    "agree on random %s values, their mutations and random changes",
    async (type) => {
      const changed = fc
        .tuple(space.valueOf(type), fc.jsonValue({ maxDepth: 2 }), fc.nat())
        .map(([value, replacement, choice]) => replaceSomewhere(value, replacement, choice));
      const mutated = space.valueOf(type).chain((value) => {
        const mutations = space.mutationsOf(type, value);
        return mutations.length === 0 ? fc.constant(value) : fc.constantFrom(...mutations.map((m) => m.value));
      });
      await fc.assert(
        fc.asyncProperty(fc.oneof(space.valueOf(type), mutated, changed), async (value) => {
          expectAgreement(await verdicts(type, value));
        }),
        { seed, numRuns: 150 },
      );
    },
  );
});
