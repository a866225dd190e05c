/**
 * Output is byte-stable: generating twice gives identical bytes, and so does the same vocabulary
 * with the keys of its objects reordered wherever order carries no meaning (the keys of a field, a
 * type or a variant definition, and the document's top level). The order of types, fields,
 * variants and enum values is meaningful: it is the declaration order of every output.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../fuzz/mutate-source.js";
import { generateOk, readRealSchema } from "../support/generate.js";

const orderedMaps = new Set(["types", "fields", "variants"]);

/** Reorders every object's keys with `pick`, except the maps whose order is declaration order. */
function reorderKeys(value: unknown, pick: (keys: string[]) => string[], parentKey = ""): unknown {
  if (Array.isArray(value)) return value.map((item) => reorderKeys(item, pick));
  if (typeof value !== "object" || value === null) return value;
  const keys = Object.keys(value);
  const order = orderedMaps.has(parentKey) || parentKey === "examples" ? keys : pick(keys);
  return Object.fromEntries(
    order.map((key) => [
      key,
      reorderKeys((value as Record<string, unknown>)[key], pick, orderedMaps.has(parentKey) ? "" : key),
    ]),
  );
}

describe("determinism", () => {
  it("generates identical bytes twice", async () => {
    const text = readRealSchema();
    const first = await generateOk(text);
    const second = await generateOk(text);
    expect(second.files).toEqual(first.files);
  });

  it("generates identical bytes from the same vocabulary with its definition keys reordered", async () => {
    const text = readRealSchema();
    const baseline = (await generateOk(text)).files;
    const parsed = JSON.parse(text) as unknown;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
        const random = seededRandom(seed);
        const pick = (keys: string[]): string[] => {
          const shuffled = [...keys];
          for (let index = shuffled.length - 1; index > 0; index--) {
            const other = random.below(index + 1);
            [shuffled[index], shuffled[other]] = [shuffled[other] as string, shuffled[index] as string];
          }
          return shuffled;
        };
        const reordered = JSON.stringify(reorderKeys(parsed, pick), null, 2);
        const { files } = await generateOk(reordered);
        expect(files).toEqual(baseline);
      }),
      { numRuns: 8, seed: 20261130 },
    );
  });
});
