/**
 * Completion inside the two strings that name something: a field's `"type"` offers every declared
 * type name and the primitives (replacing the name, keeping any `[]` after it), and a variant's
 * `fallback` offers the tag values of its union. Where the cursor stands is read with jsonc-parser's
 * `getLocation`, which follows a half-typed document (an unclosed string, a missing brace); the
 * names come from the latest index that could be built, since text being typed is often not JSON
 * for a moment.
 */
import { type CompletionItem, CompletionItemKind, MarkupKind, type Range } from "vscode-languageserver";
import type { TextDocument } from "vscode-languageserver-textdocument";
import { getLocation, type Node } from "jsonc-parser";
import { pointerOf } from "../model/pointer.js";
import { primitiveNames } from "../model/type-expression.js";
import { describeDeclaration } from "./hover.js";
import { rangeOf } from "./ranges.js";
import type { Span } from "./spans.js";
import type { VocabularyIndex } from "./vocabulary-index.js";

const kindOf = {
  enum: CompletionItemKind.Enum,
  record: CompletionItemKind.Struct,
  union: CompletionItemKind.Class,
  variant: CompletionItemKind.Struct,
} as const;

/** The characters of a string node between its quotes; a string still being typed has no closing quote. */
function contentOf(text: string, node: Node): Span {
  const end = node.offset + node.length;
  const closed = node.length >= 2 && text[end - 1] === '"';
  return { start: node.offset + 1, end: closed ? end - 1 : end };
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

export function completeAt(
  document: TextDocument,
  index: VocabularyIndex | undefined,
  offset: number,
): CompletionItem[] {
  const text = document.getText();
  const location = getLocation(text, offset);
  const node = location.previousNode;
  const { path } = location;
  if (location.isAtPropertyKey || node?.type !== "string" || offset <= node.offset) return [];
  const content = contentOf(text, node);
  if (offset > content.end) return [];
  const key = path.at(-1);
  if (key === "type" && path.at(-3) === "fields") {
    // Only the name is replaced: in "FileDif[]" the [] stays.
    const bracket = text.slice(content.start, content.end).indexOf("[");
    const range = rangeOf(document, { start: content.start, end: bracket < 0 ? content.end : content.start + bracket });
    const declared = (index?.types ?? []).map((symbol) =>
      item(
        symbol.name,
        kindOf[symbol.declaration.kind],
        range,
        symbol.declaration.kind,
        describeDeclaration(symbol.declaration),
      ),
    );
    const primitives = primitiveNames.map((name) => item(name, CompletionItemKind.Keyword, range, "primitive"));
    return [...declared, ...primitives];
  }
  if (key === "fallback" && path.at(-3) === "variants" && index !== undefined) {
    const union = pointerOf(...path.slice(0, -3));
    const own = path.at(-2);
    const range = rangeOf(document, content);
    return index.tags
      .filter((tag) => tag.union === union && tag.tag !== own)
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
  return [];
}
