/**
 * The constraints' conformance cases (`test/conformance/constraints.json`) in the TypeScript host
 * and the IR interpreter, with Ajv compared: `parseJson` of the constraints fixture's generated
 * validators gives every case its verdict and first problem's pointer, `core/check-value.ts` the
 * same for every text JSON.parse reads, and Ajv (over the fixture's JSON Schema) every verdict but
 * the few `docs/dsl.md` lists, each with its reason. The other hosts are judged by the same cases
 * in the conformance suite's toolchain test, which reads every file of `test/conformance/`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkValue, indexTypes } from "../../generator/core/check-value.js";
import { buildJsonSchema } from "../../generator/emit/emit-json-schema.js";
import { compileSchema } from "../../generator/targets/typescript/compile-ajv.js";
import { conformanceDir, readCaseFile } from "../support/conformance-cases.js";
import { fixtureNames, fixtureOut, fixtureSource } from "../support/fixture-trees.js";
import { generateOk } from "../support/generate.js";

const vocabulary = "constraints";
/** Each text case with its name, the part of its id after its rule. */
const cases = readCaseFile(join(conformanceDir, "constraints.json"), fixtureNames).flatMap((each) =>
  "text" in each.input
    ? [
        {
          ...each,
          text: each.input.text,
          name: each.id.slice(each.id.indexOf(` ${each.rule} / `) + each.rule.length + 4),
        },
      ]
    : [],
);
const { ir } = await generateOk(fixtureSource(vocabulary), `test/fixtures/${vocabulary}/cards.json`);

type ParseJson = (type: string, text: string) => { ok: boolean; errors?: readonly { path: string }[] };
const { parseJson } = (await import(join(fixtureOut(vocabulary), "validators.ts"))) as { parseJson: ParseJson };

/**
 * The cases Ajv judges otherwise, by name: Ajv checks a value JSON.parse has already read, so a
 * problem of the text itself, which every host's reader refuses, is out of its sight.
 */
const ajvDiffers = [
  "a lone high surrogate is refused by the reader before any length",
  "a budget of 1e308, at its maximum yet beyond what every host reads",
];

describe("the constraints' conformance cases", () => {
  it("cover every rule with a case met and a case broken", () => {
    const rules = new Set(cases.map((each) => each.rule));
    expect(rules.size).toBeGreaterThanOrEqual(6);
    for (const rule of rules) {
      const ofRule = cases.filter((each) => each.rule === rule);
      expect(
        ofRule.some((each) => each.valid),
        rule,
      ).toBe(true);
      expect(
        ofRule.some((each) => !each.valid),
        rule,
      ).toBe(true);
    }
  });

  it.each(cases.map((each) => [each.id, each] as const))("TypeScript's parseJson: %s", (_, each) => {
    const result = parseJson(each.type, each.text);
    const first = result.errors?.[0];
    expect({
      valid: result.ok,
      pointer: first === undefined ? undefined : first.path === "" ? "value" : first.path,
    }).toEqual({
      valid: each.valid,
      pointer: each.pointer,
    });
  });

  it("the IR interpreter names the same first problem for every text whose problem JSON.parse lets through", () => {
    const types = indexTypes(ir);
    const wrong = cases.flatMap((each) => {
      if (ajvDiffers.includes(each.name)) return [];
      const problem = checkValue(types, each.type, JSON.parse(each.text));
      const found = { valid: problem === undefined, pointer: problem?.path };
      const wanted = { valid: each.valid, pointer: each.pointer };
      return JSON.stringify(found) === JSON.stringify(wanted) ? [] : [`${each.id}: ${JSON.stringify(found)}`];
    });
    expect(wrong).toEqual([]);
  });

  it("Ajv agrees but for the cases docs/dsl.md lists, each with its reason", () => {
    const ajv = compileSchema(buildJsonSchema(ir, { forAjv: true }));
    const differing = cases.flatMap((each) => {
      const validate = ajv.getSchema(`${ir.id}#/$defs/${each.type}`);
      if (validate === undefined) throw new Error(`Ajv has no schema for ${each.type}`);
      return validate(JSON.parse(each.text)) === each.valid ? [] : [each.name];
    });
    expect(differing).toEqual(ajvDiffers);
    const docs = readFileSync(new URL("../../docs/dsl.md", import.meta.url), "utf8");
    for (const name of ajvDiffers) expect(docs).toContain(name);
  });
});
