/**
 * Re-indexing after an edit: the index built from the previous version by reading again only the
 * value an edit is inside (`patchSource`, then `indexSource`) equals the index of a full parse of
 * the new text, over chains of random edits anywhere (insertions and deletions, of letters and of
 * JSON's own characters, so many edits break the text), on the small vocabulary and on a shaped
 * one with a duplicate key and a `__proto__` entry. The comparison covers every symbol and span,
 * the value, each node's offset and the outline, so a position left unshifted would show.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TextDocument } from "vscode-languageserver-textdocument";
import { patchSource, type TextChange } from "../../../generator/parse/patch-source.js";
import { documentSymbols } from "../../../generator/lsp/document-symbols.js";
import { indexSource, indexVocabulary, type VocabularyIndex } from "../../../generator/lsp/vocabulary-index.js";
import { shapedVocabulary } from "../../../bench/shaped-vocabulary.js";
import { at, smallVocabulary, uri } from "../../support/lsp.js";

/** Every pointer a value has, and one below each that it has not, for `offsetOf`'s nearest-ancestor answer. */
function pointersOf(value: unknown, pointer = ""): string[] {
  const below = [pointer, `${pointer}/missing`];
  if (typeof value !== "object" || value === null) return below;
  return [
    ...below,
    ...Object.entries(value).flatMap(([key, item]) =>
      pointersOf(item, `${pointer}/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`),
    ),
  ];
}

/** Everything an index answers from, in plain data, read before a later patch moves its tree on. */
function snapshot(index: VocabularyIndex | undefined) {
  if (index === undefined) return undefined;
  const { source } = index;
  const pointers = pointersOf(source.value);
  return {
    text: source.text,
    value: source.value,
    offsets: pointers.map((pointer) => [pointer, source.offsetOf(pointer), source.keyOffsetOf(pointer)]),
    declarations: index.declarations,
    types: index.types.map(({ name, declaration, nameSpan }) => ({ name, pointer: declaration.pointer, nameSpan })),
    tags: index.tags.map(({ variant, ...tag }) => ({ ...tag, variant: variant?.pointer })),
    typeReferences: index.typeReferences,
    tagReferences: index.tagReferences,
    slots: index.slots,
    outline: documentSymbols(TextDocument.create(uri, "json", 1, source.text), index),
  };
}

const applied = (text: string, change: TextChange) =>
  text.slice(0, change.start) + change.text + text.slice(change.end);

/**
 * An edit at a place picked modulo the text's length, so it lands anywhere whatever the length is by
 * then: any characters, or typing (letters in, one character out), which keeps the text JSON more often.
 */
const editArbitrary = fc.oneof(
  fc.record({
    where: fc.nat(),
    deleted: fc.oneof(fc.constant(0), fc.nat(3), fc.nat(40)),
    inserted: fc.string({
      unit: fc.constantFrom("a", "Z", "é", " ", "\n", '"', "\\", "{", "}", "[", "]", ",", ":", "1", "[]"),
      maxLength: 4,
    }),
  }),
  fc.record({
    where: fc.nat(),
    deleted: fc.nat(1),
    inserted: fc.string({ unit: fc.constantFrom("a", "Z", "é"), maxLength: 2 }),
  }),
);

const shaped = shapedVocabulary(3).replace(
  '"types": {',
  '"types": { "Twice": { "doc": "first", "fields": {} }, "Twice": { "doc": "second", "fields": {} }, "__proto__": { "doc": "x", "fields": {} },',
);

describe("re-indexing after an edit", () => {
  for (const [name, base, runs] of [
    ["the small vocabulary", smallVocabulary, 300],
    ["a shaped vocabulary with a duplicate key and __proto__", shaped, 150],
  ] as const) {
    it(`equals a full parse of the new text, over chains of random edits of ${name}`, () => {
      const outcomes = { patched: 0, parsed: 0 };
      fc.assert(
        fc.property(fc.array(editArbitrary, { minLength: 1, maxLength: 8 }), (edits) => {
          let text = base;
          let index = indexVocabulary(text);
          for (const { where, deleted, inserted } of edits) {
            const start = where % (text.length + 1);
            const change = { start, end: Math.min(text.length, start + deleted), text: inserted };
            text = applied(text, change);
            const patched = index === undefined ? undefined : patchSource(index.source, change);
            outcomes[patched === undefined ? "parsed" : "patched"]++;
            const incremental = patched === undefined ? indexVocabulary(text) : indexSource(patched);
            expect(snapshot(incremental)).toEqual(snapshot(indexVocabulary(text)));
            index = incremental;
          }
        }),
        { numRuns: runs, seed: 4_200_117 },
      );
      // Both ways are taken often, so the equality above speaks for the patch and not only the fallback.
      const edits = outcomes.patched + outcomes.parsed;
      expect(outcomes.patched).toBeGreaterThan(edits / 10);
      expect(outcomes.parsed).toBeGreaterThan(edits / 10);
    });
  }

  it("reads again the innermost value holding the edit, and needs the whole text for an edit of the root's own", () => {
    const index = indexVocabulary(smallVocabulary)!;
    const inDoc = at(smallVocabulary, '"doc": "Sm|all."');
    expect(patchSource(index.source, { start: inDoc, end: inDoc, text: "x" })?.value).toMatchObject({
      doc: "Smxall.",
    });
    // A key is read again with the object it is in; a key of the root's, or its brace, needs the whole text.
    const inKey = at(smallVocabulary, '"Le|vel": {');
    expect(
      patchSource(indexVocabulary(smallVocabulary)!.source, { start: inKey, end: inKey, text: "x" }),
    ).toBeDefined();
    const inRootKey = at(smallVocabulary, '"d|oc": "Small."');
    const fresh = indexVocabulary(smallVocabulary)!;
    expect(patchSource(fresh.source, { start: inRootKey, end: inRootKey, text: "x" })).toBeUndefined();
    expect(patchSource(fresh.source, { start: 0, end: 1, text: "{" })).toBeUndefined();
  });

  it("equals a full parse after typing in the first of two values under one key, or under __proto__", () => {
    for (const context of ['"doc": "fi|rst"', '"doc": "sec|ond"', '"doc": "|x"']) {
      const offset = at(shaped, context);
      const change = { start: offset, end: offset, text: "typed" };
      const patched = patchSource(indexVocabulary(shaped)!.source, change);
      expect(patched).toBeDefined();
      expect(snapshot(indexSource(patched!))).toEqual(snapshot(indexVocabulary(applied(shaped, change))));
    }
  });

  it("leaves no tree behind the version it patched, so an index is never patched twice", () => {
    const index = indexVocabulary(smallVocabulary)!;
    const inDoc = at(smallVocabulary, '"doc": "Sm|all."');
    expect(patchSource(index.source, { start: inDoc, end: inDoc, text: "x" })).toBeDefined();
    expect(patchSource(index.source, { start: inDoc, end: inDoc, text: "y" })).toBeUndefined();
  });
});
