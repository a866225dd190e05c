/**
 * Find references: every place that names the type or tag under the cursor. A type name is
 * referred to by fields' `"type"` strings (`"FileDiff"`, `"FileDiff[][]"`); a tag value by the
 * `fallback` of its union's variants. The declaration is included when the client asks for it.
 * Rename edits exactly these places (`rename.ts`).
 */
import type { Location } from "vscode-languageserver";
import type { TextDocument } from "vscode-languageserver-textdocument";
import { locationOf } from "./ranges.js";
import type { Span } from "./spans.js";
import { type Target, targetAt, type VocabularyIndex } from "./vocabulary-index.js";

/** The spans that name a target, declarations first, each in document order. */
export function spansNaming(
  index: VocabularyIndex,
  target: Target,
): { readonly declarations: Span[]; readonly references: Span[] } {
  if (target.kind === "type") {
    return {
      declarations: index.types.filter((symbol) => symbol.name === target.name).map((symbol) => symbol.nameSpan),
      references: index.typeReferences
        .filter((reference) => reference.name === target.name)
        .map((reference) => reference.nameSpan),
    };
  }
  const sameTag = (symbol: { union: string; tag: string }) =>
    symbol.union === target.union && symbol.tag === target.tag;
  return {
    declarations: index.tags.filter(sameTag).map((symbol) => symbol.nameSpan),
    references: index.tagReferences.filter(sameTag).map((reference) => reference.nameSpan),
  };
}

export function findReferences(
  document: TextDocument,
  index: VocabularyIndex,
  offset: number,
  includeDeclaration: boolean,
): Location[] {
  const target = targetAt(index, offset);
  if (target === undefined) return [];
  const { declarations, references } = spansNaming(index, target);
  return [...(includeDeclaration ? declarations : []), ...references].map((span) => locationOf(document, span));
}
