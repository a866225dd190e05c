/**
 * What the language server knows of one version of a document: every declared type name (named
 * types, unions, variants) with where its name is written, every tag value of a union, and every
 * place that refers to one of them (a field's `"type"`, through any `[]`, and a variant's
 * `fallback`). It is built from cardc's parser (`parseSource`) and the DSL walk the checks use
 * (`walkDeclarations`), over the tolerant projection of `project-document.ts`, so a vocabulary
 * with errors still navigates. A document that is not JSON at all has no index.
 */
import { type Declaration, fieldsOf, nameLocation, walkDeclarations } from "../model/dsl.js";
import { pointerOf } from "../model/pointer.js";
import { isPrimitiveName, namesIn, parseTypeExpression, spellType, unionAround } from "../model/type-expression.js";
import { parseSource, type SourceDocument } from "../parse/parse-source.js";
import { patchSource, type TextChange } from "../parse/patch-source.js";
import { projectDocument } from "./project-document.js";
import { contains, type Span, stringContentSpan } from "./spans.js";

/** A declared type name: a named type's key under `types`, or a variant's (or nested union's) `name`. */
export interface TypeSymbol {
  readonly name: string;
  readonly declaration: Declaration;
  /** The name's characters, quotes excluded. */
  readonly nameSpan: Span;
}

/** A union's tag value: the key of one of its `variants`, which a sibling's `fallback` names. */
export interface TagSymbol {
  /** The pointer of the union whose tag this is. */
  readonly union: string;
  readonly tag: string;
  readonly nameSpan: Span;
  /** The variant it selects, when that variant declares a name. */
  readonly variant: Declaration | undefined;
}

export interface TypeReference {
  readonly name: string;
  /** The name's characters inside the `"type"` string, without any `[]`. */
  readonly nameSpan: Span;
  /** The field's `type` pointer. */
  readonly pointer: string;
  /** The union of kinds the name is a member of, spelled as the docs write it (`Position | Position[]`), if any. */
  readonly union?: string;
}

export interface TagReference {
  readonly union: string;
  readonly tag: string;
  readonly nameSpan: Span;
  /** The `fallback` pointer. */
  readonly pointer: string;
}

/** A string an author fills with a name: a field's `"type"`, or a variant's `fallback` (with its union and own tag). */
export type Slot =
  | { readonly kind: "type"; readonly content: Span }
  | { readonly kind: "fallback"; readonly content: Span; readonly union: string; readonly own: string };

export interface VocabularyIndex {
  readonly source: SourceDocument;
  /** Every declaration in document order, as `walkDeclarations` gives them. */
  readonly declarations: readonly Declaration[];
  readonly types: readonly TypeSymbol[];
  readonly tags: readonly TagSymbol[];
  readonly typeReferences: readonly TypeReference[];
  readonly tagReferences: readonly TagReference[];
  /** Every `"type"` and `fallback` string, whatever it holds, for completion. */
  readonly slots: readonly Slot[];
}

/** What stands at an offset: a type name (declared or referred to) or a tag value, with its span. */
export type Target =
  | { readonly kind: "type"; readonly name: string; readonly nameSpan: Span; readonly union?: string }
  | { readonly kind: "tag"; readonly union: string; readonly tag: string; readonly nameSpan: Span };

/**
 * The span of a string's characters when they are exactly `expected`: a name written with escapes
 * (`"\u0046ileDiff"`) means what it says but cannot be located or edited character by character.
 */
function literalSpan(text: string, offset: number, expected: string): Span | undefined {
  return spelledAsIs(text, stringContentSpan(text, offset), expected);
}

/** The span when its characters are exactly `expected`. */
function spelledAsIs(text: string, span: Span | undefined, expected: string): Span | undefined {
  return span !== undefined && text.slice(span.start, span.end) === expected ? span : undefined;
}

export function indexVocabulary(text: string): VocabularyIndex | undefined {
  const parsed = parseSource(text);
  return parsed.ok ? indexSource(parsed.document) : undefined;
}

/**
 * The index after edits of the text `previous` indexes, which read `text` once applied in order:
 * each edited value read again on its own while that can be done (typing inside one declaration),
 * else the whole text. `previous` is used up: its source's tree becomes the new one's.
 */
export function indexAfterEdits(
  previous: VocabularyIndex,
  changes: readonly TextChange[],
  text: string,
): VocabularyIndex | undefined {
  let source = previous.source;
  for (const change of changes) {
    const patched = patchSource(source, change);
    if (patched === undefined) return indexVocabulary(text);
    source = patched;
  }
  return indexSource(source);
}

/** The index of a source already read, as the check reads it before the server indexes the same version. */
export function indexSource(source: SourceDocument): VocabularyIndex {
  const declarations = walkDeclarations(projectDocument(source.value));
  const byPointer = new Map(declarations.map((declaration) => [declaration.pointer, declaration]));
  const types: TypeSymbol[] = [];
  const tags: TagSymbol[] = [];
  const typeReferences: TypeReference[] = [];
  const tagReferences: TagReference[] = [];
  const slots: Slot[] = [];
  for (const declaration of declarations) {
    const { pointer, at } = nameLocation(declaration);
    const nameOffset = at === "key" ? source.keyOffsetOf(pointer) : source.offsetOf(pointer);
    const nameSpan = literalSpan(source.text, nameOffset, declaration.name);
    if (nameSpan !== undefined) types.push({ name: declaration.name, declaration, nameSpan });
    if (declaration.kind === "union") {
      for (const tag of Object.keys(declaration.node.variants)) {
        const tagPointer = `${declaration.pointer}/variants${pointerOf(tag)}`;
        const tagSpan = literalSpan(source.text, source.keyOffsetOf(tagPointer), tag);
        const variant = byPointer.get(tagPointer);
        if (tagSpan !== undefined) tags.push({ union: declaration.pointer, tag, nameSpan: tagSpan, variant });
      }
    }
    const parent = "ancestors" in declaration ? declaration.ancestors.at(-1) : undefined;
    const fallback = (declaration.node as { fallback?: unknown }).fallback;
    if (parent !== undefined && typeof fallback === "string") {
      const fallbackPointer = `${declaration.pointer}/fallback`;
      const content = stringContentSpan(source.text, source.offsetOf(fallbackPointer));
      if (content !== undefined) slots.push({ kind: "fallback", content, union: parent.pointer, own: parent.tagValue });
      const fallbackSpan = spelledAsIs(source.text, content, fallback);
      if (fallbackSpan !== undefined) {
        tagReferences.push({ union: parent.pointer, tag: fallback, nameSpan: fallbackSpan, pointer: fallbackPointer });
      }
    }
    for (const field of fieldsOf(declaration)) {
      const parsed = parseTypeExpression(field.field.type);
      const typePointer = `${field.pointer}/type`;
      const content = stringContentSpan(source.text, source.offsetOf(typePointer));
      if (content !== undefined) slots.push({ kind: "type", content });
      if (!parsed.ok) continue;
      const typeSpan = spelledAsIs(source.text, content, field.field.type);
      if (typeSpan === undefined) continue;
      // Each name of a composed expression (`map<Level, Node[]>`) is a reference of its own.
      for (const { name, offset } of namesIn(parsed.node)) {
        if (isPrimitiveName(name)) continue;
        const nameSpan = { start: typeSpan.start + offset, end: typeSpan.start + offset + name.length };
        const union = unionAround(parsed.node, offset);
        typeReferences.push({
          name,
          nameSpan,
          pointer: typePointer,
          ...(union === undefined ? {} : { union: spellType(union) }),
        });
      }
    }
  }
  return { source, declarations, types, tags, typeReferences, tagReferences, slots };
}

/** The type name or tag value at an offset (a cursor just after a name still counts as on it), if any. */
export function targetAt(index: VocabularyIndex, offset: number): Target | undefined {
  for (const symbol of index.types) {
    if (contains(symbol.nameSpan, offset)) return { kind: "type", name: symbol.name, nameSpan: symbol.nameSpan };
  }
  for (const reference of index.typeReferences) {
    if (contains(reference.nameSpan, offset)) {
      const { name, nameSpan, union } = reference;
      return { kind: "type", name, nameSpan, ...(union === undefined ? {} : { union }) };
    }
  }
  for (const tag of [...index.tags, ...index.tagReferences]) {
    if (contains(tag.nameSpan, offset)) return { kind: "tag", union: tag.union, tag: tag.tag, nameSpan: tag.nameSpan };
  }
  return undefined;
}

/** Where a type name is declared: the first declaration of it, as the compiler reports later ones as duplicates. */
export function typeDeclaration(index: VocabularyIndex, name: string): TypeSymbol | undefined {
  return index.types.find((symbol) => symbol.name === name);
}

export function tagDeclaration(index: VocabularyIndex, union: string, tag: string): TagSymbol | undefined {
  return index.tags.find((symbol) => symbol.union === union && symbol.tag === tag);
}
