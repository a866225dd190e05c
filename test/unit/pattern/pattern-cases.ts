/**
 * Patterns and strings with the verdict I-Regexp gives, shared by the unit tests of the ECMA-262
 * rendering and the Rust automaton and by the toolchain test that runs Python's `re` and Go's RE2
 * on their renderings: classes, alternation, quantifiers on non-ASCII and astral text, `.` and
 * line breaks, categories.
 */
export interface PatternCase {
  readonly pattern: string;
  readonly matches: readonly string[];
  readonly refuses: readonly string[];
}

export const patternCases: readonly PatternCase[] = [
  { pattern: "", matches: [""], refuses: ["a"] },
  { pattern: "[0-9A-Z]{5}", matches: ["42S02", "HY000"], refuses: ["4200", "42s02", "42S021", "４2S02"] },
  { pattern: "a|bc|", matches: ["a", "bc", ""], refuses: ["abc", "b"] },
  { pattern: "(ab|c)+d", matches: ["abd", "cd", "abcabd"], refuses: ["d", "abcd e", "acd"] },
  { pattern: "é+", matches: ["é", "ééé"], refuses: ["", "e\u0301", "e"] },
  { pattern: "😀{2}", matches: ["😀😀"], refuses: ["😀", "😀😀😀", "\ud83d\ude00\ud83d"] },
  { pattern: ".", matches: ["a", "😀", "\u2028", "é"], refuses: ["\n", "\r", "", "ab", "e\u0301"] },
  { pattern: "[^a-z]", matches: ["A", "😀", "\n"], refuses: ["a", "z", "AB"] },
  { pattern: "\\p{Lu}\\p{Ll}*", matches: ["Ärger", "Σίσυφος", "𝐀"], refuses: ["ärger", "A1", ""] },
  { pattern: "\\P{L}+", matches: ["123", "😀!"], refuses: ["a1", ""] },
  { pattern: "[\\p{Nd}.]+", matches: ["1.5", "٣.٤"], refuses: ["1,5"] },
  { pattern: "x{2,3}", matches: ["xx", "xxx"], refuses: ["x", "xxxx"] },
  { pattern: "x{2,}", matches: ["xx", "xxxxxx"], refuses: ["x"] },
  { pattern: "(a?){3}", matches: ["", "a", "aaa"], refuses: ["aaaa"] },
  { pattern: "[-a]\\.[a-]", matches: ["-.a", "a.-"], refuses: ["b.a", "-xa"] },
  { pattern: "\\^\\[\\]\\\\\\{\\}\\|\\(\\)\\*\\+\\?\\-\\n\\t", matches: ["^[]\\{}|()*+?-\n\t"], refuses: [""] },
  { pattern: "a$b", matches: ["a$b"], refuses: ["a"] },
  { pattern: "[$]", matches: ["$"], refuses: [""] },
  { pattern: "\\p{Mn}", matches: ["\u0301"], refuses: ["e\u0301", "e"] },
];
