/**
 * The I-Regexp reader, its ECMA-262 rendering and the Rust automaton, judged on one table of cases;
 * and every way out of I-Regexp refused at its offset inside the pattern.
 */
import { describe, expect, it } from "vitest";
import { parseIRegexp } from "../../../generator/pattern/parse-iregexp.js";
import { compilePattern, programLength, runPatternProgram } from "../../../generator/pattern/pattern-program.js";
import { renderPattern } from "../../../generator/pattern/render-pattern.js";
import { patternCases } from "./pattern-cases.js";

function treeOf(pattern: string) {
  const parsed = parseIRegexp(pattern);
  if (!parsed.ok) throw new Error(`${pattern}: ${parsed.problem.message}`);
  return parsed.tree;
}

describe("an I-Regexp matches the whole string, alike in ECMA-262 and the automaton", () => {
  for (const { pattern, matches, refuses } of patternCases) {
    it(`/${pattern}/`, () => {
      const tree = treeOf(pattern);
      const ecma = new RegExp(renderPattern(tree, "ecma"), "u");
      const program = compilePattern(tree);
      expect(program.steps.length).toBe(programLength(tree));
      for (const text of matches) {
        expect([text, ecma.test(text), runPatternProgram(program, text)]).toEqual([text, true, true]);
      }
      for (const text of refuses) {
        expect([text, ecma.test(text), runPatternProgram(program, text)]).toEqual([text, false, false]);
      }
    });
  }
});

describe("each dialect's spelling", () => {
  it.each([
    ["[a-z]+\\.😀", "ecma", "^(?:[a-z]+\\u{2E}\\u{1F600})$"],
    ["[a-z]+\\.😀", "python", "[a-z]+\\u002E\\U0001F600"],
    ["[a-z]+\\.😀", "go", "^(?:[a-z]+\\x{2E}\\x{1F600})$"],
    ["a|b", "ecma", "^(?:a|b)$"],
    ["(a|b)c", "go", "^(?:(?:a|b)c)$"],
    ["(ab){2,}", "python", "(?:ab){2,}"],
    [".", "ecma", "^(?:[\\u{0}-\\u{9}\\u{B}-\\u{C}\\u{E}-\\u{D7FF}\\u{E000}-\\u{10FFFF}])$"],
  ] as const)("%s in %s is %s", (pattern, dialect, expected) => {
    expect(renderPattern(treeOf(pattern), dialect)).toBe(expected);
  });
});

describe("a pattern outside I-Regexp is refused at its offset", () => {
  it.each([
    ["\\d{5}", 0, 'found the escape "\\d", which I-Regexp does not have'],
    ["ab\\w", 2, 'found the escape "\\w", which I-Regexp does not have'],
    [
      "^abc",
      0,
      'found "^" at the start; a pattern always matches the whole string, and I-Regexp reads "^" as the character itself',
    ],
    [
      "abc$",
      3,
      'found "$" at the end; a pattern always matches the whole string, and I-Regexp reads "$" as the character itself',
    ],
    ["a(?:b)", 2, 'found "(?"; I-Regexp groups take no modifiers (no "(?:", lookaround or named groups)'],
    ["a(b", 3, 'found the end of the pattern; expected ")" to close the group opened at offset 1'],
    ["ab)", 2, 'found an unmatched ")"; expected a "(" before it'],
    ["a]", 1, 'found an unmatched "]"'],
    ["*a", 0, 'found "*" with nothing before it to repeat'],
    ["a**", 2, 'found "*" after a quantifier; expected something to repeat'],
    ["a+?", 2, 'found "?" after the quantifier "+"; I-Regexp has no lazy or possessive quantifiers'],
    ["a{2,1}", 1, "found the repetition {2,1}, whose maximum is below its minimum"],
    ["a{1001}", 1, "found the count 1001; expected at most 1000"],
    ["a{x}", 2, 'found "x" in a repetition; expected a number'],
    ["a{,3}", 2, 'found "," in a repetition; expected a number'],
    ["[z-a]", 1, "found the range z-a, whose end comes before its start"],
    ["[a-c-e]", 4, 'found "-" inside a class; expected it only first, last or between the two ends of a range'],
    ["[[a]]", 1, 'found "[" inside a class; I-Regexp has no nested classes'],
    ["[]", 0, 'found an empty class "[]"; expected at least one character in it'],
    ["[abc", 4, 'found the end of the pattern; expected "]" to close the class opened at offset 0'],
    ["\\p{Xx}", 3, 'found the category "Xx"; I-Regexp names only Unicode general categories'],
    ["\\p{IsBasicLatin}", 3, 'found the category "IsBasicLatin"; I-Regexp names only Unicode general categories'],
    ["\\pL", 2, 'found "L" after "\\p"; expected "{" and a category'],
    ["😀\\d", 2, 'found the escape "\\d", which I-Regexp does not have'],
    ["a\\", 1, 'found "\\" at the end of the pattern; expected a character to escape'],
  ] as const)("%s at %i", (pattern, offset, message) => {
    const parsed = parseIRegexp(pattern);
    expect(parsed.ok ? "accepted" : { offset: parsed.problem.offset, message: parsed.problem.message }).toEqual({
      offset,
      message,
    });
  });

  it("says what to write instead of another dialect's escape", () => {
    const parsed = parseIRegexp("\\d+");
    expect(parsed.ok ? "accepted" : parsed.problem.hint).toBe("write [0-9] or \\p{Nd}");
  });
});
