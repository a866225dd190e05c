/**
 * Completion of a field's keywords: inside a key string of a field (`"fields": { "sqlstate": { "|" } }`)
 * the keys the DSL allows there and the field does not have yet (`type`, `optional`, `minLength`,
 * `pattern`, …), each with its meaning; inside the value of `format`, the formats cardc defines.
 * The keys and their meanings are read from the DSL's meta-schema, the file `gen` checks a
 * vocabulary's structure against, so a keyword added to the DSL is offered without an edit here.
 * Located with jsonc-parser, which follows a half-typed document as well as a whole one.
 */
import { type CompletionItem, CompletionItemKind, MarkupKind, type Range } from "vscode-languageserver";
import type { TextDocument } from "vscode-languageserver-textdocument";
import { findNodeAtLocation, getLocation, type Node, parseTree } from "jsonc-parser";
import metaSchema from "../../schema/cards.schema.json" with { type: "json" };
import { stringFormats } from "../model/string-format-names.js";
import { rangeOf } from "./ranges.js";

interface KeywordSchema {
  readonly description?: string;
  /** A keyword a field shares with a named scalar is defined once, under `definitions`. */
  readonly $ref?: string;
}

const definitions = metaSchema.definitions as Record<string, KeywordSchema>;

/** The keys a field may have, with the meta-schema's words for each, read through a shared definition. */
const fieldKeywords = Object.entries(
  (metaSchema.definitions.field as { properties: Record<string, KeywordSchema> }).properties,
).map(([key, schema]): [string, KeywordSchema] => [
  key,
  schema.$ref === undefined ? schema : (definitions[schema.$ref.replace("#/definitions/", "")] ?? schema),
]);

/** Whether a JSON path ends at a key or value of a field: `…/fields/<name>/<key>`. */
function inField(path: readonly (string | number)[]): boolean {
  return path.length >= 3 && path.at(-3) === "fields" && typeof path.at(-2) === "string";
}

/** The characters between a string node's quotes, the closing one perhaps not typed yet. */
function stringContent(text: string, node: Node): { start: number; end: number } {
  const end = node.offset + node.length;
  const closed = node.length >= 2 && text[end - 1] === '"';
  return { start: node.offset + 1, end: closed ? end - 1 : end };
}

function keywordItem(label: string, range: Range, detail: string, doc?: string): CompletionItem {
  return {
    label,
    kind: CompletionItemKind.Property,
    detail,
    textEdit: { range, newText: label },
    ...(doc === undefined ? {} : { documentation: { kind: MarkupKind.Markdown, value: doc } }),
  };
}

/** The keys the field around a key being typed already has, that one left out. */
function keysBeside(text: string, path: readonly (string | number)[]): Set<string> {
  const root = parseTree(text);
  const field = root === undefined ? undefined : findNodeAtLocation(root, path.slice(0, -1) as (string | number)[]);
  const keys = (field?.children ?? []).flatMap((property) => {
    const key = property.children?.[0]?.value as unknown;
    return typeof key === "string" ? [key] : [];
  });
  return new Set(keys.filter((key) => key !== path.at(-1)));
}

/**
 * The keyword completions at an offset, or undefined when the cursor is not in a field's key or
 * `format` value, so the caller can offer what else fits there.
 */
export function completeKeyword(document: TextDocument, offset: number): CompletionItem[] | undefined {
  const text = document.getText();
  const location = getLocation(text, offset);
  const node = location.previousNode;
  const { path } = location;
  // A key being typed is a "property" node, a value a "string" one; either spans its quotes.
  const quoted = node?.type === "string" || node?.type === "property";
  if (!inField(path) || node === undefined || !quoted || offset <= node.offset) return undefined;
  const content = stringContent(text, node);
  if (offset > content.end) return undefined;
  const range = rangeOf(document, content);
  if (location.isAtPropertyKey) {
    const present = keysBeside(text, path);
    return fieldKeywords
      .filter(([key]) => !present.has(key))
      .map(([key, schema]) => keywordItem(key, range, "field keyword", schema.description));
  }
  if (path.at(-1) === "format") return stringFormats.map((format) => keywordItem(format, range, "format"));
  return undefined;
}
