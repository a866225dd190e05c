/** `docLines`: vocabulary text as comment lines every target language's compiler and formatter leave alone. */
import { describe, expect, it } from "vitest";
import { docComment } from "../../generator/emit/code.js";
import { docLines } from "../../generator/emit/doc-lines.js";
import { type HiddenEscape, unicodeEscape } from "../../generator/model/visible-text.js";

describe("docLines", () => {
  it.each([
    ["splits at every line break", ["a\nb\r\nc\rd\u2028e\u2029f"], ["a", "b", "c", "d", "e", "f"]],
    ["puts one blank line between paragraphs", ["a", undefined, "", "b"], ["a", "", "b"]],
    ["trims each line, as gofmt would", ["  a  \n\tb\t"], ["a", "b"]],
    ["keeps one of a run of blank lines, none at the ends", ["\n\na\n\n\n b\n \n"], ["a", "", "b"]],
    [
      "writes NUL and other controls as escapes",
      ["a\u0000b\u0007c\u000bd\u007fe\u0085f"],
      ["a\\u0000b\\u0007c\\u000bd\\u007fe\\u0085f"],
    ],
    [
      "writes a byte-order mark and bidi controls as escapes",
      ["\ufeffa\u202eb\u2066c\u200fd\u061c"],
      ["\\ufeffa\\u202eb\\u2066c\\u200fd\\u061c"],
    ],
    ["writes a lone surrogate as an escape", ["a\ud800b"], ["a\\ud800b"]],
    ["keeps tabs inside a line and every other character", ["a\tb é 😀 */ ${x}"], ["a\tb é 😀 */ ${x}"]],
    ["says nothing for nothing", ["", " \n ", undefined], []],
  ])("%s", (_name, paragraphs, lines) => {
    expect(docLines(paragraphs, unicodeEscape)).toEqual(lines);
  });

  // javac expands `\uXXXX` before it reads comments, so `\u000a` would end a line comment early.
  const javaStyle: HiddenEscape = (codePoint) => `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;

  it("writes each hidden code point as the target chooses, leaving no \\u where a target says no to it", () => {
    expect(docLines(["a\u000bb\u202ec\ud800", "\ufeffd"], javaStyle)).toEqual(["aU+000BbU+202EcU+D800", "", "U+FEFFd"]);
    expect(docComment(["a\u202e */ b"], javaStyle).text).toBe("/** aU+202E *\\/ b */");
    expect(docComment(["a\u202e"]).text).toBe("/** a\\u202e */");
  });
});
