/**
 * Maps as a host and an author meet them, on the maps fixture's generated TypeScript and through the
 * compiler: `__proto__`, `constructor` and `toString` are ordinary keys that reach no prototype, an
 * enum-keyed map refuses a key outside its enum at the key's own pointer, and an example that breaks
 * a map is reported where it breaks it. The other hosts read the same texts in `raw-text.test.ts`.
 */
import { describe, expect, it } from "vitest";
import { compileVocabulary } from "../../generator/core/generate.js";
import { fixtureOut, fixtureSource } from "../support/fixture-trees.js";

type Result = { ok: boolean; value?: unknown; errors?: readonly { path: string; text: string }[] };
const { parseJson, isSqlCard } = (await import(`${fixtureOut("maps")}/validators.ts`)) as {
  parseJson: (type: string, text: string) => Result;
  isSqlCard: (value: unknown) => boolean;
};

const settings = (entries: string, timings = '{"parse":1}') =>
  `{"card":"settings","settings":${entries},"timings":${timings},"byScope":{},"overrides":null}`;

describe("a map in the generated TypeScript", () => {
  it("keeps __proto__, constructor and toString as keys, each an own key of the value it checks", () => {
    const result = parseJson("SqlCard", settings('{"__proto__":"a","constructor":"b","toString":"c"}'));
    expect(result.ok).toBe(true);
    const value = JSON.parse(settings('{"__proto__":"a"}')) as { settings: object };
    expect(Object.getPrototypeOf(value.settings)).toBe(Object.prototype);
    expect(isSqlCard(value)).toBe(true);
  });

  it("checks the value under __proto__ as any other", () => {
    expect(parseJson("SqlCard", settings('{"__proto__":1}')).errors?.[0]?.path).toBe("/settings/__proto__");
    expect(parseJson("SqlCard", settings('{"toString":{}}')).errors?.[0]?.path).toBe("/settings/toString");
  });

  it("refuses a key outside its enum at the key's pointer, before any value", () => {
    const result = parseJson("SqlCard", settings("{}", '{"parse":"slow","compile":3}'));
    expect(result.ok).toBe(false);
    expect(result.errors?.[0]?.path).toBe("/timings/compile");
    expect(result.errors?.[0]?.text).toContain("is not allowed");
  });

  it("refuses an array where a map stands, and takes an empty map", () => {
    expect(parseJson("SqlCard", settings("[]")).errors?.[0]?.path).toBe("/settings");
    expect(parseJson("SqlCard", settings("{}", "{}")).ok).toBe(true);
  });
});

describe("a map in an example", () => {
  it("is checked by gen, which names the unknown key of an enum-keyed map", () => {
    const source = fixtureSource("maps").replace(
      '"timings": { "parse": 1, "execute": 20 }',
      '"timings": { "parse": 1, "compile": 20 }',
    );
    expect(source).toContain('"compile": 20');
    const compiled = compileVocabulary(source);
    expect(compiled.ok ? [] : compiled.diagnostics.map((diagnostic) => [diagnostic.code, diagnostic.message])).toEqual([
      ["CARD_BAD_EXAMPLE", expect.stringContaining('has unknown key "compile"')],
    ]);
  });
});
