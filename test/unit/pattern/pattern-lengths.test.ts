/** The lengths a pattern's strings can have, read off its tree, as the checker holds them against length bounds. */
import { describe, expect, it } from "vitest";
import { parseIRegexp, type PatternNode } from "../../../generator/pattern/parse-iregexp.js";
import { describeLengths, matchLengths } from "../../../generator/pattern/pattern-lengths.js";
import { formatSyntax } from "../../../generator/pattern/string-formats.js";

function tree(pattern: string): PatternNode {
  const parsed = parseIRegexp(pattern);
  if (!parsed.ok) throw new Error(parsed.problem.message);
  return parsed.tree;
}

describe("the lengths a pattern matches", () => {
  it.each([
    ["[0-9A-Z]{5}", 5, 5],
    ["a|bcd", 1, 3],
    ["(ab)+", 2, undefined],
    ["x?y*", 0, undefined],
    ["(😀|é){2,3}", 2, 3],
    ["", 0, 0],
    ["a{0}", 0, 0],
    ["\\p{Lu}\\p{Ll}{1,4}", 2, 5],
  ] as const)("reads %s as %s to %s characters", (pattern, least, most) => {
    expect(matchLengths(tree(pattern))).toEqual({ least, most });
  });

  it("finds no length for a class no character is in, unless it may be left out", () => {
    const empty: PatternNode = { kind: "set", set: [] };
    expect(matchLengths(empty)).toBeUndefined();
    expect(matchLengths({ kind: "sequence", items: [{ kind: "set", set: [[97, 97]] }, empty] })).toBeUndefined();
    expect(matchLengths({ kind: "repeat", item: empty, min: 0, max: undefined })).toEqual({ least: 0, most: 0 });
    expect(matchLengths({ kind: "alternation", branches: [empty, { kind: "set", set: [[97, 97]] }] })).toEqual({
      least: 1,
      most: 1,
    });
  });

  it("gives a format's syntax its length: a uuid is always 36 characters", () => {
    expect(matchLengths(formatSyntax("uuid"))).toEqual({ least: 36, most: 36 });
    expect(matchLengths(formatSyntax("date"))).toEqual({ least: 10, most: 10 });
  });

  it("is described as a message says it", () => {
    expect(describeLengths({ least: 5, most: 5 })).toBe("5 characters");
    expect(describeLengths({ least: 1, most: 1 })).toBe("1 character");
    expect(describeLengths({ least: 2, most: 4 })).toBe("2 to 4 characters");
    expect(describeLengths({ least: 3, most: undefined })).toBe("at least 3 characters");
  });
});
