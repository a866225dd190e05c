/**
 * What the language server's unit tests share: a document and its index from a text, the offset of
 * a place named by the text around it (`at(text, '"type": "|FileDiff[]"')`, `|` being the cursor),
 * the text a range covers, and a small vocabulary reaching what the real one lacks (a deprecated
 * type, a doc-less variant, a fallback in a nested union).
 */
import { type Range, TextDocument, type TextEdit } from "vscode-languageserver-textdocument";
import { indexVocabulary, type VocabularyIndex } from "../../generator/lsp/vocabulary-index.js";

export const uri = "file:///project/schema/cards.json";

export function open(text: string, version = 1): { document: TextDocument; index: VocabularyIndex } {
  const index = indexVocabulary(text);
  if (index === undefined) throw new Error("the test's text is not JSON");
  return { document: TextDocument.create(uri, "json", version, text), index };
}

/**
 * The offset of the `|` in `context`, found in `text` with the `|` removed: its only occurrence, or
 * the `occurrence`-th (from 0) when it is given.
 */
export function at(text: string, context: string, occurrence?: number): number {
  const cursor = context.indexOf("|");
  const plain = context.replace("|", "");
  const starts: number[] = [];
  for (let found = text.indexOf(plain); found >= 0; found = text.indexOf(plain, found + 1)) starts.push(found);
  const start = occurrence === undefined ? (starts.length === 1 ? starts[0] : undefined) : starts[occurrence];
  if (cursor < 0 || start === undefined) throw new Error(`"${context}" does not name one place in the text`);
  return start + cursor;
}

export function textIn(document: TextDocument, range: Range): string {
  return document.getText(range);
}

export function applyEdits(document: TextDocument, edits: readonly TextEdit[]): string {
  return TextDocument.applyEdits(document, [...edits]);
}

/** A vocabulary for what the real one does not show: deprecation, a nested union's fallback, escapes. */
export const smallVocabulary = `{
  "$schema": "./cards.schema.json",
  "id": "urn:example:cards",
  "doc": "Small.",
  "types": {
    "Level": { "doc": "How loud.", "enum": ["low", "high"], "deprecatedValues": { "high": "use low" } },
    "OldNote": { "doc": "A note of the first kind.", "deprecated": "use Note", "fields": {} },
    "Note": {
      "doc": "A note.",
      "fields": {
        "level": { "type": "Level", "doc": "Its level." },
        "history": { "type": "OldNote[][]", "optional": true, "doc": "Earlier notes." }
      }
    },
    "View": {
      "doc": "How a note is shown.",
      "tag": "card",
      "variants": {
        "plain": { "name": "PlainView", "doc": "Plain.", "fields": { "note": { "type": "Note", "doc": "The note." } } },
        "rich": {
          "name": "RichView",
          "doc": "Rich.",
          "capability": "rich",
          "fallback": "plain",
          "tag": "style",
          "variants": {
            "bold": { "name": "BoldView", "doc": "Bold.", "fields": { "notes": { "type": "Note[]", "doc": "Notes." } } }
          }
        }
      }
    }
  }
}
`;
