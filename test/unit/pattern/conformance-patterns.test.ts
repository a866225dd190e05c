/**
 * The pattern and format conformance cases (`test/conformance/patterns-and-formats.json`), judged
 * by the IR interpreter that checks `examples` and by Ajv on the generated JSON Schema, with the
 * first problem at the case's pointer. The cross-language runner judges the same file in every host.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkValue, indexTypes } from "../../../generator/core/check-value.js";
import { compileVocabulary } from "../../../generator/core/generate.js";
import { buildJsonSchema } from "../../../generator/emit/emit-json-schema.js";
import { compileSchema } from "../../../generator/targets/typescript/compile-ajv.js";
import { fixtureSource } from "../../support/fixture-trees.js";

interface Case {
  readonly name: string;
  readonly text: string;
  readonly valid: boolean;
  readonly pointer?: string;
}
interface Group {
  readonly rule: string;
  readonly vocabulary: string;
  readonly type: string;
  readonly cases: readonly Case[];
}

const file = JSON.parse(
  readFileSync(new URL("../../conformance/patterns-and-formats.json", import.meta.url), "utf8"),
) as { groups: readonly Group[] };

const compiled = compileVocabulary(fixtureSource("string-constraints"));
if (!compiled.ok) throw new Error("test/fixtures/string-constraints does not compile");
const types = indexTypes(compiled.ir);
const ajv = compileSchema(buildJsonSchema(compiled.ir, { forAjv: true }));

/** A verdict as the case file writes it: valid, or the pointer of the first problem. */
function expected(entry: Case): string {
  return entry.valid ? "valid" : (entry.pointer ?? "");
}

describe.each(file.groups.map((group) => [group.rule, group] as const))("%s", (_rule, group) => {
  it.each(group.cases.map((entry) => [entry.name, entry] as const))("%s", (_name, entry) => {
    const value: unknown = JSON.parse(entry.text);
    const problem = checkValue(types, group.type, value);
    expect(problem === undefined ? "valid" : problem.path).toBe(expected(entry));
  });
});

it("Ajv, with the formats' syntax, agrees on every case but the calendar rules it cannot carry", () => {
  const calendar = /29 February|31 April|leap second at 12|leap second at 23:59:60\+01:00/;
  const disagreements = file.groups.flatMap((group) =>
    group.cases.flatMap((entry) => {
      const validate = ajv.getSchema(`${compiled.ir.id}#/$defs/${group.type}`);
      if (validate === undefined) throw new Error(`no schema for ${group.type}`);
      const verdict = validate(JSON.parse(entry.text)) ? "valid" : (validate.errors?.[0]?.instancePath ?? "");
      return verdict === expected(entry) ? [] : [entry.name];
    }),
  );
  expect(disagreements.filter((name) => !calendar.test(name))).toEqual([]);
  expect(disagreements.length).toBeGreaterThan(0);
});
