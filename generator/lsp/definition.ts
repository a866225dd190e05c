/**
 * Go to definition: from a type name (a field's `"type"`, through any `[]`, or a declaration
 * itself) to where it is declared, a named type's key or a variant's `name`; from a tag value (a
 * `fallback`, or a variant's key) to the variant's key in its union. An unknown name has none.
 */
import type { Location } from "vscode-languageserver";
import type { TextDocument } from "vscode-languageserver-textdocument";
import { locationOf } from "./ranges.js";
import { tagDeclaration, targetAt, typeDeclaration, type VocabularyIndex } from "./vocabulary-index.js";

export function findDefinition(document: TextDocument, index: VocabularyIndex, offset: number): Location | null {
  const target = targetAt(index, offset);
  if (target === undefined) return null;
  const declared =
    target.kind === "type" ? typeDeclaration(index, target.name) : tagDeclaration(index, target.union, target.tag);
  return declared === undefined ? null : locationOf(document, declared.nameSpan);
}
