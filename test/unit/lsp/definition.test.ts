/** Go to definition, from each kind of place that names a type or a tag, on the real vocabulary and a small one. */
import { describe, expect, it } from "vitest";
import { findDefinition } from "../../../generator/lsp/definition.js";
import { readRealSchema } from "../../support/generate.js";
import { at, open, smallVocabulary, textIn } from "../../support/lsp.js";

const texts = {
  real: readRealSchema(),
  small: smallVocabulary,
  withString: smallVocabulary.replace('"type": "Level"', '"type": "string"'),
  withMap: smallVocabulary.replace('"type": "OldNote[][]"', '"type": "map<Level, (OldNote)[]>[]"'),
};

describe("go to definition", () => {
  it.each([
    // [text, cursor in context, the declaration's text, the context just before it]
    ["real", 'is." },\n            "diffs": {\n              "type": "|FileDiff[]"', "FileDiff", '    "'],
    ["real", 'is." },\n            "diffs": {\n              "type": "FileDiff|[]"', "FileDiff", '    "'],
    ["real", '"type": "Content|Block[]", "doc": "The result content."', "ContentBlock", '    "'],
    ["small", '"type": "Old|Note[][]"', "OldNote", '    "'],
    ["small", '"type": "Le|vel"', "Level", '    "'],
    ["small", '"type": "|Note[]"', "Note", '    "'],
    ["small", '"fallback": "pl|ain"', "plain", '        "'],
    ["small", '"name": "Rich|View"', "RichView", '"name": "'],
    ["small", '"|Note": {', "Note", '    "'],
    ["withMap", '"type": "map<Le|vel, (OldNote)[]>[]"', "Level", '    "'],
    ["withMap", '"type": "map<Level, (Old|Note)[]>[]"', "OldNote", '    "'],
  ])("in the %s vocabulary, %s → its declaration", (which, context, name, before) => {
    const text = texts[which as keyof typeof texts];
    const { document, index } = open(text);
    const location = findDefinition(document, index, at(text, context));
    expect(location).not.toBeNull();
    expect(textIn(document, location!.range)).toBe(name);
    const start = document.offsetAt(location!.range.start);
    expect(text.slice(start - before.length, start)).toBe(before);
  });

  it.each([
    ["withString", '"type": "str|ing"', "a primitive"],
    ["small", '"doc": "How lo|ud."', "a doc string"],
    ["small", '"level": { "ty|pe": "Level"', "a key"],
    ["small", '"capability": "ri|ch"', "a capability"],
  ])("in the %s vocabulary, has none at %s (%s)", (which, context) => {
    const text = texts[which as keyof typeof texts];
    const { document, index } = open(text);
    expect(findDefinition(document, index, at(text, context))).toBeNull();
  });

  it("has none for an unknown type, which the diagnostics report instead", () => {
    const text = smallVocabulary.replace('"type": "Level"', '"type": "Levle"');
    const { document, index } = open(text);
    expect(findDefinition(document, index, at(text, '"Le|vle"'))).toBeNull();
  });
});
