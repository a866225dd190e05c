/**
 * Unions of JSON kinds as a host and an author meet them, on the unions fixture's generated
 * TypeScript, the JSON Schema Ajv compiles and gen's own check of the examples: a value's kind alone
 * picks its member, which then judges it, a kind no member takes is refused naming the kinds taken,
 * the vectors hold a value of each member's kind and of each kind left out, and a recursive type
 * through `| null` generates without running out of stack. The other hosts read the same texts in
 * `raw-text.test.ts`.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkValue, indexTypes } from "../../generator/core/check-value.js";
import { compileVocabulary } from "../../generator/core/generate.js";
import { chooseTargets } from "../../generator/targets/choose-targets.js";
import { buildJsonSchema } from "../../generator/emit/emit-json-schema.js";
import { buildVectors } from "../../generator/emit/vectors.js";
import { compileSchema } from "../../generator/targets/typescript/compile-ajv.js";
import { fixtureOut, fixtureSource, generateFixture } from "../support/fixture-trees.js";
import { generateOk } from "../support/generate.js";

type Result = { ok: boolean; errors?: readonly { path: string; text: string }[] };
const { parseJson, isSqlCard } = (await import(`${fixtureOut("unions")}/validators.ts`)) as {
  parseJson: (type: string, text: string) => Result;
  isSqlCard: (value: unknown) => boolean;
};
const { ir } = await generateOk(fixtureSource("unions"));
const types = indexTypes(ir);
const ajv = compileSchema(buildJsonSchema(ir, { forAjv: true }));

const result = (rows: string, count = "3") => `{"card":"result","columns":["a"],"rows":${rows},"count":${count}}`;

/** Every judge's first problem (path and verdict) for one text, so they are seen to agree. */
function judged(text: string) {
  const value: unknown = JSON.parse(text);
  const validate = ajv.getSchema(`${ir.id}#/$defs/SqlCard`);
  const ajvOk = validate?.(value) === true;
  const parsed = parseJson("SqlCard", text);
  const interpreted = checkValue(types, "SqlCard", value);
  return {
    guard: isSqlCard(value),
    parseJson: parsed.ok ? "ok" : parsed.errors?.[0]?.path,
    ajv: ajvOk ? "ok" : validate?.errors?.[0]?.instancePath,
    interpreter: interpreted === undefined ? "ok" : interpreted.path,
  };
}

describe("a union of kinds in every TypeScript judge and Ajv", () => {
  it("takes a cell of each member's kind, null included", () => {
    expect(judged(result('[["a", 1.5, true, null]]'))).toEqual({
      guard: true,
      parseJson: "ok",
      ajv: "ok",
      interpreter: "ok",
    });
  });

  it("refuses a cell of a kind no member takes, at the cell, naming the kinds it takes", () => {
    const text = result('[["a"], [{}]]');
    expect(judged(text)).toEqual({ guard: false, parseJson: "/rows/1/0", ajv: "/rows/1/0", interpreter: "/rows/1/0" });
    expect(parseJson("SqlCard", text).errors?.[0]?.text).toContain("must be string, number, boolean or null");
  });

  it("lets the kind pick the member, which then judges the value: a fraction is no integer member", () => {
    expect(judged(result("[]", "1.5"))).toEqual({
      guard: false,
      parseJson: "/count",
      ajv: "/count",
      interpreter: "/count",
    });
    expect(judged(result("[]", '"unknown"')).parseJson).toBe("ok");
  });

  it("checks a record member and an array member each by its own rules", () => {
    const error = (at: string) => `{"card":"error","message":"m","at":${at},"severity":null}`;
    expect(judged(error('{"line":1,"column":2}')).parseJson).toBe("ok");
    expect(judged(error('[{"line":1,"column":2},{"line":1}]'))).toEqual({
      guard: false,
      // A missing key is named at its own pointer by parseJson, at its object by Ajv.
      parseJson: "/at/1/column",
      ajv: "/at/1",
      interpreter: "/at/1",
    });
    expect(judged(error('"line 1"')).parseJson).toBe("/at");
  });

  it("holds a named scalar member to the scalar's own constraints", () => {
    const plan = (cost: string) =>
      `{"card":"plan","root":{"operator":"scan","parent":null,"cost":${cost},"children":[]}}`;
    const everyJudge = (verdict: string | boolean) => ({
      guard: verdict === "ok",
      parseJson: verdict,
      ajv: verdict,
      interpreter: verdict,
    });
    expect(judged(plan("0.5"))).toEqual(everyJudge("ok"));
    expect(judged(plan("null"))).toEqual(everyJudge("ok"));
    // Cost is a number with an exclusive minimum of 0.
    expect(judged(plan("0"))).toEqual(everyJudge("/root/cost"));
    expect(parseJson("SqlCard", plan("0")).errors?.[0]?.text).toContain("must be > 0");
    const error = (state: string) => `{"card":"error","message":"m","at":[],"state":${state},"severity":null}`;
    expect(judged(error('"42P01"'))).toEqual(everyJudge("ok"));
    expect(judged(error("7"))).toEqual(everyJudge("ok"));
    // SqlState is five digits or capitals.
    expect(judged(error('"42p01"'))).toEqual(everyJudge("/state"));
    expect(judged(error("true"))).toEqual(everyJudge("/state"));
    expect(parseJson("SqlCard", error("true")).errors?.[0]?.text).toContain("must be string or integer");
  });
});

describe("a named scalar as a union's member", () => {
  const compile = (type: string) =>
    compileVocabulary(
      JSON.stringify({
        id: "urn:example:cards",
        doc: "A scalar in a union.",
        types: {
          Cost: { type: "number", doc: "A cost.", exclusiveMinimum: 0 },
          Card: { doc: "A card.", fields: { cost: { type, doc: "Its cost." } } },
        },
      }),
    );

  it("stands for its primitive's JSON kind: with null or a string it is a union of kinds, with a number ambiguous", () => {
    expect(compile("Cost | null").ok).toBe(true);
    expect(compile("Cost | string").ok).toBe(true);
    const ambiguous = compile("Cost | number");
    expect(ambiguous.ok ? [] : ambiguous.diagnostics.map((diagnostic) => [diagnostic.code, diagnostic.hint])).toEqual([
      ["CARD_AMBIGUOUS_UNION", "keep one member of this kind"],
    ]);
  });

  it("is named by its primitive in Ajv's type list, so an integer scalar refuses a fraction as the interpreter does", async () => {
    const source = JSON.stringify({
      id: "urn:example:cards",
      doc: "An integer scalar in a union.",
      types: {
        Count: { type: "integer", doc: "A count.", minimum: 0 },
        Card: { doc: "A card.", fields: { count: { type: "Count | string | null", doc: "Its count." } } },
      },
    });
    const { ir: counted } = await generateOk(source);
    const validate = compileSchema(buildJsonSchema(counted, { forAjv: true })).getSchema(`${counted.id}#/$defs/Card`);
    const verdicts = (count: unknown) => {
      const ok = validate?.({ count }) === true;
      const problem = checkValue(indexTypes(counted), "Card", { count });
      return {
        ajv: ok ? "ok" : `${validate?.errors?.[0]?.instancePath} ${validate?.errors?.[0]?.message}`,
        interpreter:
          problem === undefined
            ? "ok"
            : `${problem.path} ${problem.kind === "mismatch" ? problem.message : problem.kind}`,
      };
    };
    expect(verdicts(1.5)).toEqual({
      ajv: "/count must be integer,string,null",
      interpreter: "/count must be integer,string,null",
    });
    expect(verdicts(-1)).toEqual({ ajv: "/count must be >= 0", interpreter: "/count must be >= 0" });
    expect(verdicts(3)).toEqual({ ajv: "ok", interpreter: "ok" });
  });
});

describe("the vectors of a union of kinds", () => {
  const ids = buildVectors(ir).map((vector) => `${vector.id} ${vector.valid ? "valid" : "invalid"}`);

  it("hold a value of each member's kind and of each kind left out, where the union stands", () => {
    expect(ids).toEqual(
      expect.arrayContaining([
        "SqlCard/result/rows/items-items-member-string valid",
        "SqlCard/result/rows/items-items-member-boolean valid",
        "SqlCard/result/rows/items-items-kind-object invalid",
        "SqlCard/result/count/member-number valid",
        "SqlCard/result/count/kind-boolean invalid",
        "SqlCard/error/at/member-array valid",
        "SqlCard/error/at/kind-string invalid",
        "SqlCard/settings/values/values-member-array valid",
        "SqlCard/settings/values/values-kind-object invalid",
        "PlanNode/parent/null valid",
        "PlanNode/cost/member-number valid",
        "PlanNode/cost/member-number-at-exclusive-minimum invalid",
        "SqlCard/error/state/member-string-breaks-pattern invalid",
      ]),
    );
  });
});

describe("a union of kinds in an example", () => {
  it("is checked by gen, which names the cell whose kind no member takes", () => {
    const source = fixtureSource("unions").replace("[2.5, null]", '[2.5, ["nested"]]');
    expect(source).toContain('["nested"]');
    const compiled = compileVocabulary(source);
    expect(compiled.ok ? [] : compiled.diagnostics.map((diagnostic) => [diagnostic.code, diagnostic.message])).toEqual([
      ["CARD_BAD_EXAMPLE", expect.stringContaining("/rows/1/1")],
    ]);
  });
});

describe("a union of kinds in the reference", () => {
  it("spells the union as the DSL does, and counts a null member as nullable", async () => {
    const reference = (await generateFixture("unions")).find((file) => file.path === "docs/vocabulary.md");
    const row = (field: string) => reference?.contents.split("\n").find((line) => line.startsWith(`| \`${field}\``));
    expect(row("parent")).toContain("| `PlanNode \\| null` | required | nullable |");
    expect(row("count")).toContain("| `integer \\| string` | required | not null |");
  });
});

describe("the type Rust and Go declare for a union of kinds", () => {
  const clash = readFileSync(new URL("../invalid/kind-union-name-clash/cards.json", import.meta.url), "utf8");

  it("refuses a declared type of its name when Rust or Go is chosen, and not for TypeScript and Python alone", () => {
    const codes = (ids: readonly string[]) => {
      const compiled = compileVocabulary(clash, chooseTargets(ids));
      return compiled.ok ? [] : compiled.diagnostics.map((diagnostic) => diagnostic.code);
    };
    expect(codes(["rust"])).toEqual(["CARD_RESERVED_NAME"]);
    expect(codes(["go", "typescript"])).toEqual(["CARD_RESERVED_NAME"]);
    expect(codes(["typescript", "python"])).toEqual([]);
  });
});
