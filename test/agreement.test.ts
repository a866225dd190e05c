/**
 * The generated JSON Schema is the source non-TS hosts read, so its meaning must not depend on the
 * validator: Ajv compiles it in strict mode, and an independent implementation
 * (@hyperjump/json-schema) reaches the same verdict as the generated validators on every vector.
 */
import { registerSchema, unregisterSchema, validate } from "@hyperjump/json-schema/draft-2020-12";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as validators from "../generated/validators.js";
import generatedSchema from "../generated/cards.schema.json" with { type: "json" };
import { buildVectors } from "../generator/emit/vectors.js";
import { generateOk, readRealSchema } from "./support/generate.js";

const { ir } = await generateOk(readRealSchema());
const vectors = buildVectors(ir);

describe("the generated JSON Schema", () => {
  beforeAll(() => registerSchema(generatedSchema as never));
  afterAll(() => unregisterSchema(generatedSchema.$id));

  it("compiles under Ajv strict mode", () => {
    const ajv = new Ajv2020({ strict: true, discriminator: true, allowUnionTypes: true });
    ajv.addSchema(generatedSchema);
    for (const name of Object.keys(generatedSchema.$defs)) {
      expect(ajv.getSchema(`${generatedSchema.$id}#/$defs/${name}`), name).toBeTypeOf("function");
    }
  });

  it.each(vectors.map((vector) => [vector.id, vector] as const))(
    "agrees with @hyperjump/json-schema on %s",
    async (_id, vector) => {
      const generated = (validators as unknown as Record<string, (value: unknown) => boolean>)[`is${vector.type}`];
      const independent = await validate(`${generatedSchema.$id}#/$defs/${vector.type}`, vector.value as never);
      expect({ generated: generated?.(vector.value), independent: independent.valid }).toEqual({
        generated: vector.valid,
        independent: vector.valid,
      });
    },
  );
});
