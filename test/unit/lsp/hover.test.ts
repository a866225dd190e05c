/** Hover: a type's or variant's kind, doc and deprecation, over its uses and its declaration. */
import { describe, expect, it } from "vitest";
import { hoverAt } from "../../../generator/lsp/hover.js";
import { at, open, smallVocabulary, textIn } from "../../support/lsp.js";

describe("hover", () => {
  it.each([
    [
      '"type": "Old|Note[][]"',
      "OldNote",
      "**OldNote** — record\n\nA note of the first kind.\n\n**Deprecated:** use Note",
    ],
    ['"type": "L|evel"', "Level", '**Level** — enum: "low" | "high"\n\nHow loud.'],
    ['"|View": {', "View", "**View** — union, tagged by `card`\n\nHow a note is shown."],
    ['"name": "Plain|View"', "PlainView", '**PlainView** — variant of `View`, selected by `card: "plain"`\n\nPlain.'],
    ['"fallback": "p|lain"', "plain", '**PlainView** — variant of `View`, selected by `card: "plain"`\n\nPlain.'],
    ['"name": "Rich|View"', "RichView", '**RichView** — nested union of `View`, selected by `card: "rich"`\n\nRich.'],
  ])("at %s shows %s's declaration", (context, name, markdown) => {
    const { document, index } = open(smallVocabulary);
    const hover = hoverAt(document, index, at(smallVocabulary, context));
    expect(hover?.contents).toEqual({ kind: "markdown", value: markdown });
    expect(textIn(document, hover!.range!)).toBe(name);
  });

  it("shows each type a map's expression names, its key's and its value's", () => {
    const text = smallVocabulary.replace('"type": "OldNote[][]"', '"type": "map<Level, OldNote[]>"');
    const { document, index } = open(text);
    const key = hoverAt(document, index, at(text, '"type": "map<Le|vel, OldNote[]>"'));
    expect(textIn(document, key!.range!)).toBe("Level");
    expect(key?.contents).toEqual({ kind: "markdown", value: '**Level** — enum: "low" | "high"\n\nHow loud.' });
    const value = hoverAt(document, index, at(text, '"type": "map<Level, Old|Note[]>"'));
    expect(textIn(document, value!.range!)).toBe("OldNote");
    expect(hoverAt(document, index, at(text, '"type": "m|ap<Level, OldNote[]>"'))).toBeNull();
  });

  it("names the union of kinds a type stands in, after its declaration", () => {
    const text = smallVocabulary.replace('"type": "OldNote[][]"', '"type": "Level | OldNote[] | null"');
    const { document, index } = open(text);
    const member = hoverAt(document, index, at(text, 'Old|Note[] | null"'));
    expect(textIn(document, member!.range!)).toBe("OldNote");
    expect(member?.contents).toEqual({
      kind: "markdown",
      value:
        "**OldNote** — record\n\nA note of the first kind.\n\n**Deprecated:** use Note\n\nMember of `Level | OldNote[] | null`, taken by a value of its JSON kind.",
    });
  });

  it("shows nothing off a name, or for an unknown type", () => {
    const text = smallVocabulary.replace('"type": "Note"', '"type": "Nope"');
    const { document, index } = open(text);
    expect(hoverAt(document, index, at(text, '"doc": "How |loud."'))).toBeNull();
    expect(hoverAt(document, index, at(text, '"type": "No|pe"'))).toBeNull();
  });
});
