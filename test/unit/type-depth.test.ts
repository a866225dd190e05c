/**
 * Types hold one another at most `maxTypeDepth` levels deep, a level being a declared type or an
 * optional or nullable wrapper (what rustc descends into): a chain at the limit checks, one level
 * more is one diagnostic at the chain's outermost type, a chain of any length is counted without
 * running out of stack, and a cycle is counted once round.
 */
import { describe, expect, it } from "vitest";
import { maxTypeDepth } from "../../generator/check/rules/type-depth.js";
import { generate } from "../../generator/core/generate.js";

/** `T0` holding `T1` … holding `T<count - 1>`, each link a field of the given kind. */
function chain(count: number, link: { optional?: boolean; nullable?: boolean; array?: boolean } = {}): string {
  const types: Record<string, unknown> = {};
  for (let index = 0; index < count; index++) {
    const next = {
      type: `T${index + 1}${link.array === true ? "[]" : ""}`,
      doc: "The next.",
      ...(link.optional === true ? { optional: true } : {}),
      ...(link.nullable === true ? { nullable: true } : {}),
    };
    types[`T${index}`] = {
      doc: `Level ${index}.`,
      fields: index + 1 < count ? { next } : { leaf: { type: "string", doc: "The end." } },
    };
  }
  return JSON.stringify({ id: "urn:cardc:test:chain", doc: "A chain.", types });
}

async function problems(source: string): Promise<{ code: string; pointer: string; message: string }[]> {
  const result = await generate(source, { sourceName: "cards.json" });
  return result.ok ? [] : result.diagnostics.map(({ code, pointer, message }) => ({ code, pointer, message }));
}

const refused = (depth: number, chain: string) => ({
  code: "CARD_TYPE_TOO_DEEP",
  pointer: "/types/T0",
  message: `type "T0" holds types ${depth} levels deep (${chain}); expected at most 100, the deepest rustc compiles in every crate that uses the type`,
});

describe("the depth of types", () => {
  it("is at most 100 levels", () => {
    expect(maxTypeDepth).toBe(100);
  });

  it.each([
    ["records", 100, {}],
    ["records in arrays, which add no level", 100, { array: true }],
    ["records in optional fields, each a level more", 50, { optional: true }],
    ["records in optional nullable fields, each two levels more", 34, { optional: true, nullable: true }],
  ] as const)("allows a chain of %s at the limit", async (_name, count, link) => {
    expect(await problems(chain(count, link))).toEqual([]);
  });

  it.each([
    [101, {}, 101, "T0 → T1 → T2 → … → T100"],
    [51, { optional: true }, 101, "T0 → T1 → T2 → … → T50"],
    [35, { optional: true, nullable: true }, 103, "T0 → T1 → T2 → … → T34"],
    [300, {}, 300, "T0 → T1 → T2 → … → T299"],
    [5_000, { array: true }, 5_000, "T0 → T1 → T2 → … → T4999"],
  ] as const)("refuses %i links %o as %i levels, once, at the outermost type", async (count, link, depth, path) => {
    expect(await problems(chain(count, link))).toEqual([refused(depth, path)]);
  });

  it("counts a cycle once round", async () => {
    const source = chain(99).replace('"leaf":{"type":"string"', '"back":{"type":"T0[]"');
    expect(source).toContain('"back":{"type":"T0[]"');
    expect(await problems(source)).toEqual([]);
  });
});
