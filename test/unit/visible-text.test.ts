/**
 * Vocabulary text on a terminal: every character a terminal acts on (C0, DEL, C1, line separators,
 * bidirectional controls) is printed as a visible `\uXXXX`, other text is untouched, and a
 * diagnostic's caret stays under the character it points at once the line before it is escaped.
 */
import { stripVTControlCharacters } from "node:util";
import { describe, expect, it } from "vitest";
import { renderDiagnostic } from "../../generator/cli/render-diagnostics.js";
import { colourStyle } from "../../generator/cli/style.js";
import { escapeHidden, visible } from "../../generator/model/visible-text.js";

describe("visible", () => {
  it.each([
    { text: "B\u001b[31mRED", want: "B\\u001b[31mRED" },
    { text: "bell\u0007", want: "bell\\u0007" },
    { text: "a\nb\rc\td", want: "a\\u000ab\\u000dc\\u0009d" },
    { text: "\u0000\u007f", want: "\\u0000\\u007f" },
    { text: "csi\u009b2J", want: "csi\\u009b2J" },
    { text: "\u202eevil\u202c", want: "\\u202eevil\\u202c" },
    { text: "\u2066x\u2069\u200f\u061c\u2028", want: "\\u2066x\\u2069\\u200f\\u061c\\u2028" },
    { text: "\ufeffbom \ud800 lone", want: "\\ufeffbom \\ud800 lone" },
  ])("escapes $want", ({ text, want }) => {
    expect(visible(text)).toBe(want);
  });

  it("escapes the hidden code points alone in escapeHidden, leaving tabs and line breaks to comment layout", () => {
    expect(escapeHidden("a\tb\u2028c\u001bd\ud83c\udccf")).toBe("a\tb\u2028c\\u001bd\ud83c\udccf");
  });

  it("leaves printable text alone, accents, emoji and CJK included", () => {
    const text = 'FileDiff "é" 名前 🃏 \\u001b ~ \u00a0';
    expect(visible(text)).toBe(text);
  });
});

describe("renderDiagnostic with control characters in the vocabulary", () => {
  const line = '{ "types": { "A\u009b2J": { "doc": "\u202ex", "enum": [1] } } }';
  const diagnostic = {
    code: "CARD_UNKNOWN_KEY",
    message: 'unknown key "\u001b]0;pwned\u0007"',
    pointer: "/types/A\u009b2J/\u001b",
    hint: 'did you mean "doc\u0008"?',
    offset: line.indexOf('"enum"'),
  } as const;

  it("prints every vocabulary piece visibly and keeps the caret under its character", () => {
    const rows = renderDiagnostic("cards\u001b.json", line, diagnostic).split("\n");
    expect(rows.slice(0, 4)).toEqual([
      'cards\\u001b.json:1:37 error CARD_UNKNOWN_KEY  unknown key "\\u001b]0;pwned\\u0007"',
      "  at /types/A\\u009b2J/\\u001b",
      '  hint: did you mean "doc\\u0008"?',
      '   1 | { "types": { "A\\u009b2J": { "doc": "\\u202ex", "enum": [1] } } }',
    ]);
    expect(rows[4]?.indexOf("^")).toBe(rows[3]?.indexOf('"enum"'));
  });

  it("adds cardc's own colour around the escaped text, and no other escape", () => {
    const plain = renderDiagnostic("cards.json", line, diagnostic);
    const coloured = renderDiagnostic("cards.json", line, diagnostic, colourStyle);
    for (const row of plain.split("\n")) expect(visible(row)).toBe(row);
    expect(coloured).toContain(
      `${colourStyle.problem("error CARD_UNKNOWN_KEY")}  unknown key "\\u001b]0;pwned\\u0007"`,
    );
    expect(stripVTControlCharacters(coloured)).toBe(plain);
  });
});
