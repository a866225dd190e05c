/**
 * The language server on named scalars, `const`, `default` and types that hold themselves: a scalar
 * is completed, hovered (its primitive and constraints, and the field's default over a field's type),
 * found and renamed like any type; and on vocabularies that recurse through optional and nullable
 * fields, arrays and a mutual pair, valid or not, it shows exactly the diagnostics `gen` reports.
 */
import { describe, expect, it } from "vitest";
import { TextDocument } from "vscode-languageserver-textdocument";
import { compileVocabulary } from "../../../generator/core/generate.js";
import { completeAt } from "../../../generator/lsp/completion.js";
import { findDefinition } from "../../../generator/lsp/definition.js";
import { vocabularyDiagnostics } from "../../../generator/lsp/diagnostics.js";
import { hoverAt } from "../../../generator/lsp/hover.js";
import { renameAt } from "../../../generator/lsp/rename.js";
import { positionOf } from "../../../generator/model/pointer.js";
import { fixtureSource } from "../../support/fixture-trees.js";
import { applyEdits, at, open, textIn, uri } from "../../support/lsp.js";

const scalars = fixtureSource("scalars");

describe("named scalars in the language server", () => {
  it("are completed in a field's type, with their constraints", () => {
    const { document, index } = open(scalars);
    const items = completeAt(document, index, index, at(scalars, '"type": "Co|st[]"'));
    const cost = items.find((item) => item.label === "Cost");
    expect(cost?.documentation).toEqual({
      kind: "markdown",
      value: "**Cost** — scalar: number, ≥ 0\n\nWhat a call cost, in dollars.",
    });
  });

  it("show a scalar's constraints on hover, and the default of the field whose type is hovered", () => {
    const { document, index } = open(scalars);
    const hover = hoverAt(document, index, at(scalars, '"type": "Po|rt", "optional": true, "default": 5432'));
    expect(hover?.contents).toEqual({
      kind: "markdown",
      value: "**Port** — scalar: integer, 1 to 65535\n\nA TCP port.\n\n**Default here:** `5432`",
    });
    expect(textIn(document, hover!.range!)).toBe("Port");
    const fixed = hoverAt(document, index, at(scalars, '"type": "Ver|sion"'));
    expect(fixed?.contents).toEqual({
      kind: "markdown",
      value: "**Version** — scalar: integer, always 2\n\nThe format's version.",
    });
  });

  it("go to a scalar's declaration and rename it everywhere, the result compiling", () => {
    const { document, index } = open(scalars);
    const definition = findDefinition(document, index, at(scalars, '"type": "Co|st[]"'));
    expect(definition === null ? "" : textIn(document, definition.range)).toBe("Cost");
    const renamed = renameAt(document, index, at(scalars, '"type": "Co|st[]"'), "Price");
    if (!renamed.ok) throw new Error(renamed.message);
    const edits = renamed.edit.changes?.[document.uri] ?? [];
    expect(edits.map((edit) => textIn(document, edit.range))).toEqual(["Cost", "Cost", "Cost", "Cost", "Cost", "Cost"]);
    const after = applyEdits(document, edits);
    const compiled = compileVocabulary(after);
    expect(compiled.ok ? [] : compiled.diagnostics.map((d) => d.message)).toEqual([]);
  });
});

/** The fixture's recursive types, then ways of breaking them and their scalars, each a text gen refuses. */
const recursive: [string, string][] = [
  ["the fixture as it stands", scalars],
  [
    "a required self-reference, which makes a type infinite",
    scalars.replace('"type": "ListNode", "nullable": true', '"type": "ListNode"'),
  ],
  [
    "a required mutual pair",
    scalars
      .replace('"type": "TreeB", "optional": true, "nullable": true', '"type": "TreeB"')
      .replace('"type": "TreeA", "nullable": true', '"type": "TreeA"'),
  ],
  ["a default the scalar refuses", scalars.replace('"default": 5432', '"default": 70000')],
  ["a const of the wrong kind", scalars.replace('"const": "query"', '"const": 7')],
  [
    "a string bound beside a number scalar",
    scalars.replace('"type": "Cost", "doc": "Its cost."', '"type": "Cost", "maxLength": 1, "doc": "Its cost."'),
  ],
];

describe("diagnostics on recursive vocabularies", () => {
  it.each(recursive)("are gen's, for %s", (what, text) => {
    const asItStands = what === "the fixture as it stands";
    // Each broken text differs from the fixture: its replacement found what it replaces.
    expect(text === scalars).toBe(asItStands);
    const compiled = compileVocabulary(text);
    const expected = compiled.ok
      ? []
      : compiled.diagnostics.map((diagnostic) => {
          const { line, column } = positionOf(text, diagnostic.offset);
          const message =
            diagnostic.hint === undefined ? diagnostic.message : `${diagnostic.message}\nhint: ${diagnostic.hint}`;
          return { code: diagnostic.code, start: { line: line - 1, character: column - 1 }, message };
        });
    const shown = vocabularyDiagnostics(TextDocument.create(uri, "json", 1, text)).diagnostics.map((diagnostic) => ({
      code: diagnostic.code,
      start: diagnostic.range.start,
      message: diagnostic.message,
    }));
    expect(shown).toEqual(expected);
    expect(compiled.ok).toBe(asItStands);
  });
});
