/**
 * Completion: type names and `map<` in a field's `"type"` (keeping the rest of the expression), tags in
 * a `fallback`, a field's keywords in its keys and the formats in its `format`, nothing elsewhere.
 */
import { describe, expect, it } from "vitest";
import { TextDocument } from "vscode-languageserver-textdocument";
import metaSchema from "../../../schema/cards.schema.json" with { type: "json" };
import { completeAt } from "../../../generator/lsp/completion.js";
import { indexVocabulary } from "../../../generator/lsp/vocabulary-index.js";
import { applyEdits, at, open, smallVocabulary, uri } from "../../support/lsp.js";

const typeNames = ["Level", "OldNote", "Note", "View", "PlainView", "RichView", "BoldView"];
const primitives = ["string", "integer", "number", "boolean", "unknown"];
const keywords = ["map<", "null"];

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

  it("offers a field's keywords it does not have yet inside its keys, each with its meaning", () => {
    const { document, index } = open(smallVocabulary);
    const items = completeAt(document, index, index, at(smallVocabulary, '"ty|pe": "Level"'));
    const fieldKeys = Object.keys(metaSchema.definitions.field.properties);
    expect(items.map((item) => item.label)).toEqual(fieldKeys.filter((key) => key !== "doc"));
    expect(items.map((item) => item.label)).toEqual(
      expect.arrayContaining(["minLength", "pattern", "format", "const", "default"]),
    );
    const minLength = items.find((item) => item.label === "minLength")!;
    expect(minLength.documentation).toMatchObject({ value: expect.stringContaining("code points") });
    const fallback = items.find((item) => item.label === "default")!;
    expect(fallback.documentation).toMatchObject({ value: expect.stringContaining("no validator inserts") });
    const edit = minLength.textEdit as never;
    expect(applyEdits(document, [edit])).toContain('"minLength": "Level"');
  });

  it("offers a field's keywords in a key still being typed, and the formats in its format", () => {
    const typing = smallVocabulary.replace('"type": "Level", "doc": "Its level." },', '"type": "string", "pat');
    const typed = TextDocument.create(uri, "json", 2, typing);
    const keys = completeAt(typed, undefined, undefined, at(typing, '"pat|'));
    expect(keys.map((item) => item.label)).toContain("pattern");
    expect(keys.map((item) => item.label)).not.toContain("type");
    const text = smallVocabulary.replace('"type": "Level", "doc"', '"type": "string", "format": "d", "doc"');
    const { document, index } = open(text);
    const formats = completeAt(document, index, index, at(text, '"format": "d|"'));
    expect(formats.map((item) => item.label)).toEqual(["date-time", "date", "time", "uri", "uuid"]);
    expect(applyEdits(document, [formats[0]!.textEdit as never])).toContain('"format": "date-time"');
  });

  it.each([
    ['"doc": "How |loud."', "a doc"],
    ['"do|c": "A note."', "a type's key"],
    ['"capability": "ri|ch"', "a capability"],
    ['"tag": "car|d"', "a tag field"],
    ['"type": |"Level"', "before the string"],
  ])("offers nothing at %s (%s)", (context) => {
    const { document, index } = open(smallVocabulary);
    expect(completeAt(document, index, index, at(smallVocabulary, context))).toEqual([]);
  });
});
