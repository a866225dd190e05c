/**
 * The cuts every tool's cap makes in decoded text: never inside a surrogate pair, whichever side of
 * the cut is kept, and characters counted as code points.
 */
import { describe, expect, it } from "vitest";
import { codePoints, endBetweenCodePoints, startBetweenCodePoints } from "../../../runtime/demo/tools/code-points.js";

const text = "ab🃏cd"; // the card is units 2 and 3
/** Whether a slice holds no lone surrogate (`String.prototype.isWellFormed`, which the compiled lib does not type). */
const wellFormed = (slice: string) => !/\p{Cs}/u.test(slice);

describe("cutting between code points", () => {
  it.each([
    [2, 2],
    [3, 2],
    [4, 4],
    [0, 0],
  ])("ends a kept start at %i as %i", (end, want) => {
    expect(endBetweenCodePoints(text, end)).toBe(want);
    expect(wellFormed(text.slice(0, want))).toBe(true);
  });

  it.each([
    [2, 2],
    [3, 4],
    [4, 4],
    [6, 6],
  ])("starts a kept end at %i as %i", (start, want) => {
    expect(startBetweenCodePoints(text, start)).toBe(want);
    expect(wellFormed(text.slice(want))).toBe(true);
  });

  it("counts a pair as one character", () => {
    expect(codePoints(text)).toBe(5);
    expect(codePoints("")).toBe(0);
  });
});
