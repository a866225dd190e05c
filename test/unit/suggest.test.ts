/**
 * The did-you-mean: the same suggestions as the full edit distance for names up to 50 characters
 * (checked against it on random names), a bound of `maxEdits` past that, and an answer for names of
 * 20,000 characters from the banded distance, which stops once every cell of a row is past the bound.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { boundedEditDistance, didYouMean, maxEdits } from "../../generator/check/suggest.js";

/** The whole Wagner–Fischer table: what the bounded distance must agree with. */
function fullEditDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The suggestion as the full distance gives it: the first closest within a third of the length (at least 2). */
function fullSuggestion(found: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(found.length / 3)) + 1;
  for (const candidate of candidates) {
    const distance = fullEditDistance(found.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best === undefined ? undefined : `did you mean "${best}"?`;
}

const seed = 20_261_202;
/** Few letters, so random names are often close to each other. */
const name = (maxLength: number) => fc.string({ unit: fc.constantFrom("a", "b", "c", "A", "é"), maxLength });

describe("didYouMean", () => {
  it.each([
    { found: "FileDif", candidates: ["Level", "FileDiff", "FileDiffs"], want: 'did you mean "FileDiff"?' },
    { found: "filediff", candidates: ["FileDiff"], want: 'did you mean "FileDiff"?' },
    { found: "Nte", candidates: ["Note", "Nth"], want: 'did you mean "Note"?' },
    { found: "Colour", candidates: ["Level", "Note"], want: undefined },
    { found: "x", candidates: [], want: undefined },
  ])("$found among $candidates → $want", ({ found, candidates, want }) => {
    expect(didYouMean(found, candidates)).toBe(want);
  });

  it("suggests what the full distance suggests for names up to 50 characters", () => {
    fc.assert(
      fc.property(name(50), fc.array(name(50), { maxLength: 6 }), (found, candidates) => {
        expect(didYouMean(found, candidates)).toBe(fullSuggestion(found, candidates));
      }),
      { seed, numRuns: 2000 },
    );
  });

  it("bounds the distance between random names exactly where the full distance is within it", () => {
    fc.assert(
      fc.property(name(40), name(40), fc.nat(20), (a, b, bound) => {
        const full = fullEditDistance(a, b);
        expect(boundedEditDistance(a, b, bound)).toBe(full <= bound ? full : bound + 1);
      }),
      { seed, numRuns: 2000 },
    );
  });

  it(`allows at most ${maxEdits} edits in a long name`, () => {
    const long = "Long".repeat(30);
    const edited = (count: number) => `${"X".repeat(count)}${long.slice(count)}`;
    expect(didYouMean(edited(maxEdits), [long])).toBe(`did you mean "${long}"?`);
    expect(didYouMean(edited(maxEdits + 1), [long])).toBeUndefined();
  });

  it("answers for two names of 20,000 characters, near or far", () => {
    const declared = `A${"b".repeat(19_999)}`;
    // Ten edits spread along the name, so no common prefix or suffix makes it cheap.
    const near = Array.from(declared, (character, index) => (index % 2000 === 1000 ? "c" : character)).join("");
    expect(didYouMean(near, [declared])).toBe(`did you mean "${declared}"?`);
    expect(didYouMean(`A${"c".repeat(19_999)}`, [declared])).toBeUndefined();
  });
});
