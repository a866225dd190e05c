/** A character inside a decoded string found at its place in the source literal, whatever escapes come first. */
import { expect, it } from "vitest";
import { sourceOffsetInString } from "../../../generator/parse/string-literal-offset.js";

it.each([
  ['"abc"', 2, 3],
  ['"a\\\\d"', 1, 2],
  ['"a\\\\d"', 2, 4],
  ['"\\u00e9x"', 1, 7],
  ['"\\n\\"x"', 2, 5],
  ['"😀x"', 2, 3],
  ['"ab"', 5, 3],
] as const)("in %s, unit %i is at %i", (literal, index, offset) => {
  expect(sourceOffsetInString(`${literal},`, 0, index)).toBe(offset);
});
