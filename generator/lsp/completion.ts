/**
 * Completion inside the two strings that name something: a field's `"type"` offers every declared
 * type name, the primitives and `map<` (replacing the name under the cursor, keeping the rest of a
 * composed expression such as `[]` or `map<Level, …>`), and a variant's
 * `fallback` offers the other tag values of its union; a field's keys and its `format` are
 * `keyword-completion.ts`'s. Where the cursor stands comes from the index
 * of the current text when it is JSON, and otherwise from jsonc-parser's `getLocation`, which follows
 * a half-typed document (an unclosed string, a missing brace); the names then come from the last
 * index the document had, since text being typed is often not JSON for a moment.
 */
import { type CompletionItem, CompletionItemKind, MarkupKind, type Range } from "vscode-languageserver";
import type { TextDocument } from "vscode-languageserver-textdocument";
import { getLocation } from "jsonc-parser";
import { pointerOf } from "../model/pointer.js";
import { mapKeyword, nullKeyword, primitiveNames } from "../model/type-expression.js";
import { mapKeyExpectation } from "../model/map-keys.js";
import { describeDeclaration } from "./hover.js";
import { completeKeyword } from "./keyword-completion.js";
import { rangeOf } from "./ranges.js";
import { contains } from "./spans.js";
import type { Slot, VocabularyIndex } from "./vocabulary-index.js";

const kindOf = {
  enum: CompletionItemKind.Enum,
  record: CompletionItemKind.Struct,
  union: CompletionItemKind.Class,
  variant: CompletionItemKind.Struct,
  scalar: CompletionItemKind.TypeParameter,
} as const;

/** The slot under the cursor in a text that is not JSON: a string after a `type` or `fallback` key. */
function slotFromLocation(text: string, offset: number): Slot | undefined {
  const location = getLocation(text, offset);
  const node = location.previousNode;
  const { path } = location;
  if (location.isAtPropertyKey || node?.type !== "string" || offset <= node.offset) return undefined;
  const end = node.offset + node.length;
  // A string still being typed has no closing quote.
  const closed = node.length >= 2 && text[end - 1] === '"';
  const content = { start: node.offset + 1, end: closed ? end - 1 : end };
  if (path.at(-1) === "type" && path.at(-3) === "fields") return { kind: "type", content };
  if (path.at(-1) === "fallback" && path.at(-3) === "variants") {
    return { kind: "fallback", content, union: pointerOf(...path.slice(0, -3)), own: String(path.at(-2)) };
  }
  return undefined;
}

const nullDoc =
  "`null`: JSON's null, a member of a union of kinds (`string | null`); `A | B` takes a value of any one member, told apart by its JSON kind.";
const mapDoc = `\`map<K, V>\`: a JSON object whose every key is a \`K\` (${mapKeyExpectation}) and every value a \`V\`, any type expression.`;

const namePart = /[A-Za-z0-9_$]/;

/** The span of the name the cursor stands in or just after, within a type string; empty between names. */
function nameAround(text: string, content: { start: number; end: number }, offset: number) {
  let start = offset;
  let end = offset;
  while (start > content.start && namePart.test(text[start - 1] ?? "")) start--;
  while (end < content.end && namePart.test(text[end] ?? "")) end++;
  return { start, end };
}

function item(label: string, kind: CompletionItemKind, range: Range, detail: string, doc?: string): CompletionItem {
  return {
    label,
    kind,
    detail,
    textEdit: { range, newText: label },
    ...(doc === undefined ? {} : { documentation: { kind: MarkupKind.Markdown, value: doc } }),
  };
}

/**
 * The completions at an offset. `current` is the index of this text (undefined when it is not JSON);
 * `names` the index whose names to offer (the current one, else the last one the document had).
 */
export function completeAt(
  document: TextDocument,
  current: VocabularyIndex | undefined,
  names: VocabularyIndex | undefined,
  offset: number,
): CompletionItem[] {
  const keywords = completeKeyword(document, offset);
  if (keywords !== undefined) return keywords;
  const text = document.getText();
  const slot =
    current === undefined
      ? slotFromLocation(text, offset)
      : current.slots.find((candidate) => contains(candidate.content, offset));
  if (slot === undefined || offset < slot.content.start || offset > slot.content.end) return [];
  if (slot.kind === "type") {
    // Only the name under the cursor is replaced: in "FileDif[]" the [] stays, in "map<Level, Nod>" the rest.
    const range = rangeOf(document, nameAround(text, slot.content, offset));
    const declared = (names?.types ?? []).map((symbol) =>
      item(
        symbol.name,
        kindOf[symbol.declaration.kind],
        range,
        symbol.declaration.kind,
        describeDeclaration(symbol.declaration),
      ),
    );
    const primitives = primitiveNames.map((name) => item(name, CompletionItemKind.Keyword, range, "primitive"));
    const map = {
      ...item(`${mapKeyword}<`, CompletionItemKind.Keyword, range, "map<K, V>: an object of V keyed by K"),
      documentation: { kind: MarkupKind.Markdown, value: mapDoc },
    };
    const nullItem = {
      ...item(nullKeyword, CompletionItemKind.Keyword, range, "null: a member of a union, as in string | null"),
      documentation: { kind: MarkupKind.Markdown, value: nullDoc },
    };
    return [...declared, ...primitives, map, nullItem];
  }
  const range = rangeOf(document, slot.content);
  return (names?.tags ?? [])
    .filter((tag) => tag.union === slot.union && tag.tag !== slot.own)
    .map((tag) =>
      item(
        tag.tag,
        CompletionItemKind.EnumMember,
        range,
        tag.variant?.name ?? "variant",
        tag.variant === undefined ? undefined : describeDeclaration(tag.variant),
      ),
    );
}
