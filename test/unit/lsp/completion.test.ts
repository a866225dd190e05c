/** Completion: type names and `map<` in a field's `"type"` (keeping the rest of the expression), tags in a `fallback`, nothing elsewhere. */
import { describe, expect, it } from "vitest";
import { TextDocument } from "vscode-languageserver-textdocument";
import { completeAt } from "../../../generator/lsp/completion.js";
import { indexVocabulary } from "../../../generator/lsp/vocabulary-index.js";
import { applyEdits, at, open, smallVocabulary, uri } from "../../support/lsp.js";

const typeNames = ["Level", "OldNote", "Note", "View", "PlainView", "RichView", "BoldView"];
const primitives = ["string", "integer", "number", "boolean", "unknown"];
const keywords = ["map<"];

describe("completion", () => {
  it("offers every declared type and the primitives inside a field's type, replacing only the name", () => {
    const { document, index } = open(smallVocabulary);
    const cursor = at(smallVocabulary, '"type": "Old|Note[][]"');
    const items = completeAt(document, index, index, cursor);
    expect(items.map((item) => item.label)).toEqual([...typeNames, ...primitives, ...keywords]);
    // Read off the text, as when it is not JSON, the place is the same.
    expect(completeAt(document, undefined, index, cursor)).toEqual(items);
    const note = items.find((item) => item.label === "Note")!;
    expect(note.documentation).toEqual({ kind: "markdown", value: "**Note** — record\n\nA note." });
    const edit = note.textEdit as { range: Parameters<typeof document.getText>[0] & object; newText: string };
    expect(applyEdits(document, [edit])).toContain('"type": "Note[][]"');
  });

  it("completes in a string still being typed, from the last index that could be built", () => {
    const lastGood = indexVocabulary(smallVocabulary);
    const text = smallVocabulary.replace('"type": "Level", "doc": "Its level." },', '"type": "Le');
    const document = TextDocument.create(uri, "json", 2, text);
    const items = completeAt(document, undefined, lastGood, at(text, '"type": "Le|'));
    expect(items.map((item) => item.label)).toEqual([...typeNames, ...primitives, ...keywords]);
    const edit = items[0]!.textEdit as { range: { start: unknown; end: unknown }; newText: string };
    expect(applyEdits(document, [edit as never])).toContain('"type": "Level\n');
  });

  it("offers the names and map< inside a map's key and value, replacing only the name under the cursor", () => {
    const text = smallVocabulary.replace(
      '"type": "Level", "doc": "Its level."',
      '"type": "map<Lev, Not[]>", "doc": "Its level."',
    );
    const { document, index } = open(text);
    for (const [context, chosen, want] of [
      ['"type": "map<Le|v, Not[]>"', "Level", '"type": "map<Level, Not[]>"'],
      ['"type": "map<Lev, No|t[]>"', "Note", '"type": "map<Lev, Note[]>"'],
      ['"type": "map<Lev, |Not[]>"', "map<", '"type": "map<Lev, map<[]>"'],
    ] as const) {
      const cursor = at(text, context);
      const items = completeAt(document, index, index, cursor);
      expect(items.map((item) => item.label)).toEqual([...typeNames, ...primitives, ...keywords]);
      const edit = items.find((item) => item.label === chosen)!.textEdit as never;
      expect(applyEdits(document, [edit])).toContain(want);
    }
  });

  it("offers the other tags of the union inside a fallback", () => {
    const text = smallVocabulary.replace('"fallback": "plain"', '"fallback": ""');
    const { document, index } = open(text);
    const items = completeAt(document, index, index, at(text, '"fallback": "|"'));
    expect(items.map((item) => [item.label, item.detail])).toEqual([["plain", "PlainView"]]);
    expect(completeAt(document, undefined, index, at(text, '"fallback": "|"'))).toEqual(items);
  });

  it.each([
    ['"doc": "How |loud."', "a doc"],
    ['"ty|pe": "Level"', "a key"],
    ['"capability": "ri|ch"', "a capability"],
    ['"tag": "car|d"', "a tag field"],
    ['"type": |"Level"', "before the string"],
  ])("offers nothing at %s (%s)", (context) => {
    const { document, index } = open(smallVocabulary);
    expect(completeAt(document, index, index, at(smallVocabulary, context))).toEqual([]);
  });
});
