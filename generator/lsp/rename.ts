/**
 * Rename a type or variant name: the declaration (a key under `types`, or a variant's `name`) and
 * every `"type"` that names it, keeping any `[]`. The new name must not be declared already (said with
 * where), and the compiler's naming rules run over the renamed document must raise nothing about it:
 * an identifier, no reserved word, no generated name such as `isX` colliding with a declared type, a
 * spelling every target language accepts (`rename-check.ts`). A refusal says why, in the words `gen`
 * would use. A tag value is not renamed: it is what travels on the wire.
 */
import type { Range, TextEdit, WorkspaceEdit } from "vscode-languageserver";
import type { TextDocument } from "vscode-languageserver-textdocument";
import { describePosition } from "../model/pointer.js";
import { rangeOf } from "./ranges.js";
import { spansNaming } from "./references.js";
import { namingRefusal } from "./rename-check.js";
import { targetAt, typeDeclaration, type VocabularyIndex } from "./vocabulary-index.js";

export type RenameOutcome =
  { readonly ok: true; readonly edit: WorkspaceEdit } | { readonly ok: false; readonly message: string };

export type PrepareOutcome =
  | { readonly ok: true; readonly range: Range; readonly placeholder: string }
  | { readonly ok: false; readonly message: string };

const tagRefusal =
  "a tag value is what a card carries on the wire, so renaming it breaks every producer; edit it by hand (and see `cardc diff`)";
const nothingHere = "there is no type or variant name here to rename";

export function prepareRename(document: TextDocument, index: VocabularyIndex, offset: number): PrepareOutcome {
  const target = targetAt(index, offset);
  if (target === undefined) return { ok: false, message: nothingHere };
  if (target.kind === "tag") return { ok: false, message: tagRefusal };
  return { ok: true, range: rangeOf(document, target.nameSpan), placeholder: target.name };
}

export function renameAt(
  document: TextDocument,
  index: VocabularyIndex,
  offset: number,
  newName: string,
): RenameOutcome {
  const target = targetAt(index, offset);
  if (target === undefined) return { ok: false, message: nothingHere };
  if (target.kind === "tag") return { ok: false, message: tagRefusal };
  const { declarations, references } = spansNaming(index, target);
  if (declarations.length === 0) {
    return { ok: false, message: `"${target.name}" is not declared here, so there is nothing to rename` };
  }
  if (newName === target.name) return { ok: true, edit: { changes: { [document.uri]: [] } } };
  const taken = typeDeclaration(index, newName);
  if (taken !== undefined) {
    const at = describePosition(index.source.text, taken.nameSpan.start);
    return { ok: false, message: `"${newName}" is already declared at ${at}; expected a name no type or variant has` };
  }
  const refusal = namingRefusal(index, target.name, newName);
  if (refusal !== undefined) {
    return { ok: false, message: `cannot rename to "${newName}": ${refusal.message} (${refusal.code})` };
  }
  const spans = [...declarations, ...references];
  const edits: TextEdit[] = spans.map((span) => ({ range: rangeOf(document, span), newText: newName }));
  return { ok: true, edit: { changes: { [document.uri]: edits } } };
}
