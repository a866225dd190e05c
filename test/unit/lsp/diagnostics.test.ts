/**
 * Diagnostics: what `cardc gen` reports, with its codes, messages and hints, placed where `gen`
 * puts its caret and spanning the token there; none for the real vocabulary.
 */
import { describe, expect, it } from "vitest";
import { TextDocument } from "vscode-languageserver-textdocument";
import { compileVocabulary } from "../../../generator/core/generate.js";
import { vocabularyDiagnostics } from "../../../generator/lsp/diagnostics.js";
import { positionOf } from "../../../generator/model/pointer.js";
import { readRealSchema } from "../../support/generate.js";
import { smallVocabulary, textIn, uri } from "../../support/lsp.js";

const real = readRealSchema();
const documentOf = (text: string) => TextDocument.create(uri, "json", 1, text);

describe("diagnostics", () => {
  it("are none for the real vocabulary", () => {
    expect(vocabularyDiagnostics(documentOf(real)).diagnostics).toEqual([]);
  });

  it.each([
    [
      "an unknown type",
      smallVocabulary.replace('"type": "Level"', '"type": "Levle"'),
      "CARD_UNKNOWN_TYPE",
      '"Levle"',
      'unknown type "Levle"; expected a primitive or a declared type or variant name\nhint: did you mean "Level"?',
    ],
    [
      "a fallback naming no variant",
      smallVocabulary.replace('"fallback": "plain"', '"fallback": "plian"'),
      "CARD_BAD_FALLBACK",
      '"plian"',
      'fallback "plian" names no variant of "View"; expected one of "plain"\nhint: did you mean "plain"?',
    ],
    [
      "a missing doc (the structure)",
      smallVocabulary.replace('"doc": "A note.",', ""),
      "CARD_MISSING_KEY",
      "{",
      undefined,
    ],
    ["a syntax error", smallVocabulary.replace('"Small.",', '"Small."'), "CARD_JSON_SYNTAX", '"types"', undefined],
    ["a truncated document", smallVocabulary.slice(0, 200), "CARD_JSON_SYNTAX", "", undefined],
    [
      "an example its schema rejects",
      smallVocabulary.replace('"The note." } } },', '"The note." } }, "examples": [{ "card": "plain" }] },'),
      "CARD_BAD_EXAMPLE",
      "{",
      undefined,
    ],
  ])("report %s as gen does", (_what, text, code, token, message) => {
    const compiled = compileVocabulary(text);
    if (compiled.ok) throw new Error("the case's text compiles");
    const document = documentOf(text);
    const { diagnostics } = vocabularyDiagnostics(document);
    expect(diagnostics.map((diagnostic) => diagnostic.code)).toEqual(compiled.diagnostics.map((d) => d.code));
    expect(diagnostics[0]?.code).toBe(code);
    diagnostics.forEach((diagnostic, index) => {
      const from = compiled.diagnostics[index]!;
      // gen prints 1-based line:column; the protocol counts from 0.
      const { line, column } = positionOf(text, from.offset);
      expect(diagnostic.range.start).toEqual({ line: line - 1, character: column - 1 });
      expect(diagnostic.message).toBe(from.hint === undefined ? from.message : `${from.message}\nhint: ${from.hint}`);
      expect(diagnostic.source).toBe("cardc");
    });
    expect(textIn(document, diagnostics[0]!.range)).toBe(token);
    if (message !== undefined) expect(diagnostics[0]!.message).toBe(message);
  });

  it("link a duplicate to its first declaration", () => {
    const text = smallVocabulary.replace('"doc": "Small.",', '"doc": "Small.", "doc": "Again.",');
    const [duplicate] = vocabularyDiagnostics(documentOf(text)).diagnostics;
    expect(duplicate?.code).toBe("CARD_DUPLICATE_KEY");
    const first = duplicate!.relatedInformation?.[0];
    expect(first?.message).toBe("first declared here");
    expect(text.split("\n")[first!.location.range.start.line]?.slice(first!.location.range.start.character)).toMatch(
      /^"doc": "Small\."/,
    );
  });

  it("come for names of 20,000 characters, with the did-you-mean they call for", () => {
    const declared = `A${"b".repeat(19_999)}`;
    const near = `A${"b".repeat(19_998)}c`;
    const text = smallVocabulary
      .replace('"Level": {', `"${declared}": { "doc": "Long.", "enum": ["x"] }, "Level": {`)
      .replace('"type": "Level"', `"type": "${near}"`);
    const diagnostics = vocabularyDiagnostics(documentOf(text)).diagnostics;
    expect(diagnostics.map((diagnostic) => diagnostic.code)).toEqual(["CARD_UNKNOWN_TYPE"]);
    expect(diagnostics[0]?.message).toMatch(new RegExp(`\\nhint: did you mean "${declared}"\\?$`));
  });
});
