/**
 * Document symbols, for an editor's outline and breadcrumbs: every named type, each union's variants
 * (nested unions with their own) and every record's fields, as a tree in declaration order. A
 * symbol's range runs from its key to the end of its value; its selection is its name (a variant's
 * `name` value, a field's key). An enum lists its values.
 */
import { type DocumentSymbol, SymbolKind } from "vscode-languageserver";
import type { TextDocument } from "vscode-languageserver-textdocument";
import { type Declaration, fieldsOf } from "../model/dsl.js";
import { rangeOf } from "./ranges.js";
import { containerEnds, type Span, stringTokenSpan, tokenSpan } from "./spans.js";
import type { TypeSymbol, VocabularyIndex } from "./vocabulary-index.js";

const kindOf = {
  enum: SymbolKind.Enum,
  record: SymbolKind.Struct,
  union: SymbolKind.Class,
  variant: SymbolKind.Struct,
  scalar: SymbolKind.TypeParameter,
} as const;

function symbol(
  document: TextDocument,
  name: string,
  kind: SymbolKind,
  detail: string,
  span: Span,
  nameSpan: Span,
  children: DocumentSymbol[],
): DocumentSymbol {
  return { name, kind, detail, range: rangeOf(document, span), selectionRange: rangeOf(document, nameSpan), children };
}

function detailOf(declaration: Declaration): string {
  const parent = "ancestors" in declaration ? declaration.ancestors.at(-1) : undefined;
  const selected = parent === undefined ? "" : `${parent.union.tag}: "${parent.tagValue}"`;
  if (declaration.kind === "union") return [selected, `union by ${declaration.node.tag}`].filter(Boolean).join(", ");
  return selected === "" ? declaration.kind : selected;
}

/** The fields of a record or leaf variant, and the values of an enum, as child symbols. */
function membersOf(
  document: TextDocument,
  index: VocabularyIndex,
  declaration: Declaration,
  spanOf: (pointer: string) => Span,
): DocumentSymbol[] {
  const { source } = index;
  const entry = (pointer: string, name: string, kind: SymbolKind, detail: string): DocumentSymbol => {
    const span = spanOf(pointer);
    return symbol(document, name, kind, detail, span, stringTokenSpan(source.text, span.start, name), []);
  };
  if (declaration.kind === "enum") {
    // The written array, not the projected one, so each value's position is its place in the text.
    const written = (source.value as { types: Record<string, { enum?: unknown }> }).types[declaration.name]?.enum;
    return (Array.isArray(written) ? written : []).flatMap((value: unknown, position) => {
      if (typeof value !== "string") return [];
      const span = stringTokenSpan(source.text, source.offsetOf(`${declaration.pointer}/enum/${position}`), value);
      return [symbol(document, value, SymbolKind.EnumMember, "", span, span, [])];
    });
  }
  return fieldsOf(declaration).map((field) => entry(field.pointer, field.name, SymbolKind.Field, field.field.type));
}

export function documentSymbols(document: TextDocument, index: VocabularyIndex): DocumentSymbol[] {
  const byPointer = new Map<string, DocumentSymbol>();
  const symbols = new Map<Declaration, TypeSymbol>(index.types.map((type) => [type.declaration, type]));
  const roots: DocumentSymbol[] = [];
  const { source } = index;
  // Measured here rather than in the index: only the outline needs where a declaration ends.
  const ends = containerEnds(source.text);
  const spanOf = (pointer: string): Span => {
    const value = tokenSpan(source.text, source.offsetOf(pointer));
    return { start: source.keyOffsetOf(pointer), end: ends.get(value.start) ?? value.end };
  };
  for (const declaration of index.declarations) {
    const named = symbols.get(declaration);
    if (named === undefined) continue;
    const made = symbol(
      document,
      declaration.name,
      kindOf[declaration.kind],
      detailOf(declaration),
      spanOf(declaration.pointer),
      named.nameSpan,
      membersOf(document, index, declaration, spanOf),
    );
    byPointer.set(declaration.pointer, made);
    const parent = "ancestors" in declaration ? declaration.ancestors.at(-1) : undefined;
    const into = parent === undefined ? roots : (byPointer.get(parent.pointer)?.children ?? roots);
    into.push(made);
  }
  return roots;
}
