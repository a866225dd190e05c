/**
 * The generated Standard Schema objects (`XSchema`), held to the specification's own types
 * (`@standard-schema/spec`) and to `validateX` on every vector: a valid value comes back as it went in,
 * an invalid one as one issue whose message and path are `validateX`'s first error, the path as keys
 * and array indices.
 */
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { describe, expect, expectTypeOf, it } from "vitest";
import type * as Cards from "../../../generated/types.js";
import * as validators from "../../../generated/validators.js";
import { buildVectors } from "../../../generator/emit/vectors.js";
import { allNamedTypes } from "../../../generator/lower/ir.js";
import type { Validation } from "../../../runtime/core/validation.js";
import { generateOk, readRealSchema } from "../../support/generate.js";

const { ir } = await generateOk(readRealSchema());
const exported = validators as unknown as Record<string, unknown>;

describe("the generated Standard Schema objects", () => {
  it("are Standard Schemas by the specification's own types, typed with the vocabulary's types", () => {
    expectTypeOf(validators.ToolResultViewSchema).toExtend<StandardSchemaV1<unknown, Cards.ToolResultView>>();
    expectTypeOf<
      StandardSchemaV1.InferOutput<typeof validators.ToolResultViewSchema>
    >().toEqualTypeOf<Cards.ToolResultView>();
    expectTypeOf<
      StandardSchemaV1.InferOutput<typeof validators.FileLocationSchema>
    >().toEqualTypeOf<Cards.FileLocation>();
  });

  it("exist for every named type, version 1, vendor cardc", () => {
    for (const type of allNamedTypes(ir)) {
      const schema = exported[`${type.name}Schema`] as StandardSchemaV1 | undefined;
      expect(schema?.["~standard"], type.name).toMatchObject({ version: 1, vendor: "cardc" });
    }
  });

  it.each(buildVectors(ir).map((vector) => [vector.id, vector] as const))(
    "agree with validateX on %s",
    (_id, vector) => {
      const schema = exported[`${vector.type}Schema`] as StandardSchemaV1;
      const validate = exported[`validate${vector.type}`] as (value: unknown) => Validation<unknown>;
      const result = schema["~standard"].validate(vector.value) as StandardSchemaV1.Result<unknown>;
      const expected = validate(vector.value);
      if (expected.ok) {
        expect(result).toEqual({ value: vector.value });
        return;
      }
      const [first] = expected.errors;
      expect(result.issues).toHaveLength(1);
      const [issue] = result.issues ?? [];
      expect(issue?.message).toBe(
        first?.variant === undefined ? first?.message : `${first.message}, in ${first.variant}`,
      );
      // The path is the pointer's tokens, array indices as numbers.
      const tokens = first?.path === "" ? [] : (first?.path.slice(1).split("/") ?? []);
      const unescaped = tokens.map((token) => token.replaceAll("~1", "/").replaceAll("~0", "~"));
      expect(issue?.path?.map((segment) => (typeof segment === "number" ? String(segment) : segment))).toEqual(
        unescaped,
      );
    },
  );

  it("give array indices as numbers and keys as strings", () => {
    const result = validators.DiffCallViewSchema["~standard"].validate({
      card: "diff",
      title: "t",
      diffs: [
        { path: "a", oldText: null, newText: "" },
        { path: 3, oldText: null, newText: "" },
      ],
    }) as StandardSchemaV1.FailureResult;
    expect(result.issues.map((issue) => issue.path)).toEqual([["diffs", 1, "path"]]);
    // An unknown key "0" of an object stays a key.
    const keyed = validators.FileLocationSchema["~standard"].validate({ path: "a", 0: 1 });
    expect((keyed as StandardSchemaV1.FailureResult).issues[0]?.path).toEqual(["0"]);
  });
});
