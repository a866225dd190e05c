/**
 * A union with more members than the generated `switch` handles dispatches through a `Map`: the
 * validators and bridge of a vocabulary one past that size are generated, written to a scratch
 * folder inside the project (so `@cardc/runtime` resolves) and run on the first and last variant,
 * valid and invalid, including a tag that is inherited rather than own, and on tags a plain object
 * would find on its prototype, which the table must not.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { syntheticInvalid, syntheticValue, syntheticVocabulary } from "../support/flat-vocabulary.js";
import { fileNamed, generateOk } from "../support/generate.js";
import { switchLimit } from "../../generator/targets/typescript/tag-dispatch.js";

const scratch = new URL("../.large-union/", import.meta.url).pathname;
const variants = switchLimit + 1;
const { files } = await generateOk(syntheticVocabulary(variants));
mkdirSync(scratch, { recursive: true });
for (const file of files) {
  mkdirSync(dirname(join(scratch, file.path)), { recursive: true });
  writeFileSync(join(scratch, file.path), file.contents);
}
const validators = (await import(join(scratch, "validators.ts"))) as {
  isCard: (value: unknown) => boolean;
  validateCard: (value: unknown) => {
    ok: boolean;
    errors?: readonly { text: string }[];
  };
};

const bridge = (await import(join(scratch, "bridge.ts"))) as {
  dispatchCard: (arms: Record<string, (view: unknown) => unknown>, view: unknown, context: undefined) => unknown;
};

/** Tags a plain object would find on its prototype, and tags that are no strings. */
const hostileTags: unknown[] = ["__proto__", "constructor", "toString", "hasOwnProperty", 1, null, ["card0000"]];

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("a union larger than a switch", () => {
  it("dispatches through a map", () => {
    expect(fileNamed(files, "validators.ts")).toContain(
      "const matchCardCases = new Map<unknown, (value: any) => boolean>();",
    );
    expect(fileNamed(files, "validators.ts")).toContain(`matchCardCases.set("card0000", matchCard0000View);`);
  });

  it("keeps a switch for a union of the largest size a switch handles", async () => {
    const small = fileNamed((await generateOk(syntheticVocabulary(switchLimit))).files, "validators.ts");
    expect(small).toContain("switch (value.card) {");
    expect(small).not.toContain("matchCardCases");
  });

  it.each([0, variants - 1])("accepts variant %i and rejects its mutations", (index) => {
    expect(validators.isCard(syntheticValue(index))).toBe(true);
    expect(validators.isCard(syntheticInvalid(index))).toBe(false);
    expect(validators.isCard({ ...syntheticValue(index), card: "card9999" })).toBe(false);
    const inherited = Object.create({
      card: syntheticValue(index)["card"],
    }) as Record<string, unknown>;
    Object.assign(inherited, { ...syntheticValue(index), card: undefined });
    delete inherited["card"];
    expect(validators.isCard(inherited)).toBe(false);
  });

  it.each(hostileTags)("refuses the tag %j in the guard and the validator", (tag) => {
    const value = { ...syntheticValue(0), card: tag };
    expect(validators.isCard(value)).toBe(false);
    const result = validators.validateCard(value);
    expect(result.ok ? "" : result.errors?.[0]?.text).toMatch(/^Card: \/card must be one of /);
  });

  it("dispatches the bridge through a map, each variant to its own arm", () => {
    expect(fileNamed(files, "bridge.ts")).toContain(
      `dispatchCardCases.set("card0000", (arms, view: Cards.Card0000View, context) => arms.card0000(view, context));`,
    );
    const arms = Object.fromEntries(
      Array.from({ length: variants }, (_, index) => [`card${String(index).padStart(4, "0")}`, () => index]),
    );
    for (const index of [0, variants >> 1, variants - 1]) {
      expect(bridge.dispatchCard(arms, syntheticValue(index), undefined)).toBe(index);
    }
  });

  it.each(hostileTags)("ends the bridge's dispatch of the tag %j in assertNever", (tag) => {
    const arms = { card0000: () => 0, ["__proto__"]: () => "prototype" };
    expect(() => bridge.dispatchCard(arms, { card: tag }, undefined)).toThrow(/^unhandled Card: /);
  });

  it("names the variant and path of a problem in a large union", () => {
    const result = validators.validateCard(syntheticInvalid(variants - 1));
    expect(result.ok ? "" : result.errors?.[0]?.text).toBe(
      `Card card "card${String(variants - 1).padStart(4, "0")}": /count must be >= 0`,
    );
  });
});
