/**
 * Every fixture's generated TypeScript, run: each vector its tree holds (the DSL's examples, a
 * minimal and a full instance of every variant, each single-step mutation) gets the verdict it
 * states from `isX` and from `validateX`. With the strict typecheck over `out/` and each target's
 * gates and vector runs in `test/toolchain/`, this is how the fixtures without a golden tree are held.
 */
import { describe, expect, it } from "vitest";
import { fixtureNames, fixtureOut, readVectors } from "../support/fixture-trees.js";

type Checks = Record<string, (value: unknown) => boolean | { ok: boolean }>;

describe.each(fixtureNames)("the %s fixture's validators", (name) => {
  const vectors = readVectors(fixtureOut(name));

  it("has valid and invalid vectors", () => {
    expect(vectors.some((vector) => vector.valid)).toBe(true);
    expect(vectors.some((vector) => !vector.valid)).toBe(true);
  });

  it("give every vector its stated verdict", async () => {
    const checks = (await import(`${fixtureOut(name)}/validators.ts`)) as Checks;
    const wrong = vectors.flatMap((vector) => {
      const is = checks[`is${vector.type}`]?.(vector.value);
      const validate = checks[`validate${vector.type}`]?.(vector.value);
      const verdicts = [is, typeof validate === "object" ? validate.ok : undefined];
      return verdicts.every((verdict) => verdict === vector.valid) ? [] : [`${vector.id}: ${JSON.stringify(verdicts)}`];
    });
    expect(wrong).toEqual([]);
  });
});
