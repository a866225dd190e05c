/** Find references: every place naming the type or tag under the cursor, the declaration when asked. */
import { describe, expect, it } from "vitest";
import { findReferences } from "../../../generator/lsp/references.js";
import { readRealSchema } from "../../support/generate.js";
import { at, open, smallVocabulary, textIn } from "../../support/lsp.js";

describe("find references", () => {
  it("finds every field typed by a type, through any [], from its declaration or any use", () => {
    const { document, index } = open(smallVocabulary);
    for (const cursor of [at(smallVocabulary, '"|Note": {'), at(smallVocabulary, '"type": "No|te[]"')]) {
      const found = findReferences(document, index, cursor, false);
      expect(found.map((location) => textIn(document, location.range))).toEqual(["Note", "Note"]);
      expect(found.map((location) => document.offsetAt(location.range.start))).toEqual([
        at(smallVocabulary, '"type": "|Note"'),
        at(smallVocabulary, '"type": "|Note[]"'),
      ]);
    }
  });

  it("adds the declaration first when the client asks for it", () => {
    const { document, index } = open(smallVocabulary);
    const found = findReferences(document, index, at(smallVocabulary, '"type": "Old|Note[][]"'), true);
    expect(
      found.map((location) => [document.offsetAt(location.range.start), textIn(document, location.range)]),
    ).toEqual([
      [at(smallVocabulary, '"|OldNote": {'), "OldNote"],
      [at(smallVocabulary, '"type": "|OldNote[][]"'), "OldNote"],
    ]);
  });

  it("finds the fallbacks naming a tag value, and only those of its union", () => {
    const text = readRealSchema();
    const { document, index } = open(text);
    const found = findReferences(document, index, at(text, '"fallback": "gen|eric"', 0), true);
    // ToolCallView's "generic" and the fallbacks of its two gated variants; ToolResultView's "generic" is another tag.
    expect(found.map((location) => textIn(document, location.range))).toEqual(["generic", "generic", "generic"]);
    expect(found.map((location) => document.offsetAt(location.range.start))).toEqual([
      at(text, '"|generic": {', 0),
      at(text, '"fallback": "|generic"', 0),
      at(text, '"fallback": "|generic"', 1),
    ]);
  });

  it("finds nothing where no name stands", () => {
    const { document, index } = open(smallVocabulary);
    expect(findReferences(document, index, at(smallVocabulary, '"doc": "Sm|all."'), true)).toEqual([]);
  });
});
