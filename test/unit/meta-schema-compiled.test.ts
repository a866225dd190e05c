/**
 * `generator/check/meta-schema.compiled.js` is Ajv's standalone code for `schema/cards.schema.json`,
 * committed so that `cardc gen` never compiles the meta-schema. It must be exactly what
 * `build/compile-meta-schema.mjs` writes from the meta-schema as it is now.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compiledPath, compileMetaSchema } from "../../build/compile-meta-schema.mjs";
import { validate } from "../../generator/check/meta-schema.compiled.js";

describe("the precompiled meta-schema validator", () => {
  it("is up to date with schema/cards.schema.json (else run `node build/compile-meta-schema.mjs`)", () => {
    expect(readFileSync(compiledPath, "utf8") === compileMetaSchema()).toBe(true);
  });

  it("accepts the project's vocabulary and reports a misspelt key with its place", () => {
    const vocabulary = JSON.parse(readFileSync(new URL("../../schema/cards.json", import.meta.url), "utf8"));
    expect(validate(vocabulary)).toBe(true);
    expect(validate({ ...vocabulary, tpyes: {} })).toBe(false);
    expect(validate.errors?.map((error) => [error.keyword, error.instancePath, error.params])).toContainEqual([
      "additionalProperties",
      "",
      { additionalProperty: "tpyes" },
    ]);
  });
});
