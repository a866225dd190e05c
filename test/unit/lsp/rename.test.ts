/**
 * Rename: a type or variant name and every reference, the result compiling; a new name the
 * compiler's naming rules refuse, and a tag value, refused with the reason.
 */
import { describe, expect, it } from "vitest";
import { compileVocabulary } from "../../../generator/core/generate.js";
import { prepareRename, renameAt } from "../../../generator/lsp/rename.js";
import { readRealSchema } from "../../support/generate.js";
import { applyEdits, at, open, smallVocabulary, textIn } from "../../support/lsp.js";

const texts = {
  real: readRealSchema(),
  small: smallVocabulary,
  withMap: smallVocabulary.replace('"type": "OldNote[][]"', '"type": "map<Level, map<string, OldNote[]>>"'),
};

describe("rename", () => {
  it.each([
    ["real", '"|FileDiff": {', "FileDiff", "FileChange", 3],
    ["real", '"type": "Content|Block[]", "doc": "The result content."', "ContentBlock", "Block", 5],
    ["real", '"name": "|DiffCallView"', "DiffCallView", "PendingDiffView", 1],
    ["small", '"type": "|OldNote[][]"', "OldNote", "LegacyNote", 2],
    ["small", '"name": "Bold|View"', "BoldView", "StrongView", 1],
    // Named like Rust's String, which the crate names by its full path.
    ["small", '"type": "|OldNote[][]"', "OldNote", "String", 2],
    // Each name of a map's expression is renamed in place, the rest of the expression kept.
    ["withMap", '"type": "map<Lev|el, map<string, OldNote[]>>"', "Level", "Loudness", 3],
    ["withMap", '"type": "map<Level, map<string, |OldNote[]>>"', "OldNote", "LegacyNote", 2],
  ])(
    "in the %s vocabulary, %s renames %s to %s in %i places, and the result compiles",
    (which, context, from, to, places) => {
      const text = texts[which as keyof typeof texts];
      const { document, index } = open(text);
      const cursor = at(text, context);
      const prepared = prepareRename(document, index, cursor);
      expect(prepared.ok && prepared.placeholder).toBe(from);
      const renamed = renameAt(document, index, cursor, to);
      if (!renamed.ok) throw new Error(renamed.message);
      const edits = renamed.edit.changes?.[document.uri] ?? [];
      expect(edits.map((edit) => [textIn(document, edit.range), edit.newText])).toEqual(Array(places).fill([from, to]));
      const after = applyEdits(document, edits);
      expect(after.includes(`"${from}`)).toBe(false);
      const compiled = compileVocabulary(after);
      expect(compiled.ok ? [] : compiled.diagnostics.map((d) => d.message)).toEqual([]);
    },
  );

  it.each([
    ["Not A Name", 'cannot rename to "Not A Name": found type name "Not A Name"; expected an identifier'],
    ["9Lives", 'cannot rename to "9Lives": found type name "9Lives"; expected an identifier'],
    ["class", 'found type name "class", reserved in TypeScript and Python; expected another name'],
    ["usize", 'found type name "usize", which the generated Rust code binds itself; expected another name'],
    ["Note", '"Note" is already declared at 8:6; expected a name no type or variant has'],
    ["PlainView", '"PlainView" is already declared at 19:29'],
    ["isNote", 'cannot rename to "isNote": found type guard "isNote" of "Note", which collides with'],
    ["Co$t", 'cannot rename to "Co$t": found type name "Co$t"; expected letters, digits or _ only'],
  ])("refuses %s, saying why", (newName, reason) => {
    const { document, index } = open(smallVocabulary);
    const renamed = renameAt(document, index, at(smallVocabulary, '"type": "Le|vel"'), newName);
    expect(renamed.ok ? "renamed" : renamed.message).toContain(reason);
  });

  it("refuses a tag value, which is on the wire, and a place with no name", () => {
    const { document, index } = open(smallVocabulary);
    for (const cursor of [at(smallVocabulary, '"fallback": "pl|ain"'), at(smallVocabulary, '"|plain": {')]) {
      const prepared = prepareRename(document, index, cursor);
      expect(prepared.ok ? "prepared" : prepared.message).toMatch(/^a tag value is what a card carries on the wire/);
      expect(renameAt(document, index, cursor, "simple").ok).toBe(false);
    }
    const nowhere = at(smallVocabulary, '"doc": "Sm|all."');
    expect(prepareRename(document, index, nowhere)).toEqual({
      ok: false,
      message: "there is no type or variant name here to rename",
    });
  });

  it("refuses an unknown type, which has no declaration to rename", () => {
    const text = smallVocabulary.replace('"type": "Level"', '"type": "Levle"');
    const { document, index } = open(text);
    const renamed = renameAt(document, index, at(text, '"Le|vle"'), "Loudness");
    expect(renamed).toEqual({ ok: false, message: '"Levle" is not declared here, so there is nothing to rename' });
  });
});
