/**
 * Reads the vocabulary source text into a JSON value plus a syntax tree that remembers where every
 * node came from. This is the only place that sees raw text: later stages locate their findings
 * through the tree (`SourceDocument.offsetOf`). Problems that `JSON.parse` hides are caught here
 * too: a byte-order mark, an empty file and, above all, duplicate keys (which `JSON.parse`
 * silently resolves by keeping the last one), numbers it would silently round and lone surrogates.
 */
import { type Node, type ParseError, parseTree, printParseErrorCode } from "jsonc-parser";
import type { Diagnostic } from "../model/diagnostic.js";
import { describePosition, escapePointerToken } from "../model/pointer.js";
import { loneSurrogates } from "./lone-surrogates.js";
import { findExcessiveNesting } from "./nesting-depth.js";
import { walkTree } from "./tree-walk.js";
import { unsafeNumber } from "./unsafe-numbers.js";

export interface SourceDocument {
  readonly text: string;
  readonly value: unknown;
  /** Offset of the node a JSON Pointer names, or of its nearest existing ancestor. */
  offsetOf(pointer: string): number;
  /** Offset of the key (not the value) of the property a pointer names, where there is one. */
  keyOffsetOf(pointer: string): number;
}

/** `ok` means the text is JSON; `diagnostics` may still hold problems that do not stop later checks. */
export type ParseResult =
  | { readonly ok: true; readonly document: SourceDocument; readonly diagnostics: readonly Diagnostic[] }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

const syntaxMessages: Record<string, string> = {
  InvalidSymbol: "found an invalid symbol; expected a JSON value",
  InvalidNumberFormat: "found a malformed number",
  PropertyNameExpected: "expected a property name in double quotes",
  ValueExpected: "expected a value",
  ColonExpected: "expected ':' after the property name",
  CommaExpected: "expected ',' between entries",
  CloseBraceExpected: "expected '}' to close the object",
  CloseBracketExpected: "expected ']' to close the array",
  EndOfFileExpected: "expected the end of the file after the root value",
  InvalidCommentToken: "found a comment; JSON has no comments",
  UnexpectedEndOfComment: "found an unterminated comment",
  UnexpectedEndOfString: "found an unterminated string",
  UnexpectedEndOfNumber: "found an unterminated number",
  InvalidUnicode: "found an invalid unicode escape",
  InvalidEscapeCharacter: "found an invalid escape character",
  InvalidCharacter: "found a control character inside a string",
};

/**
 * Where a comma stands that only whitespace separates from the `}` or `]` the parser stopped at: the
 * error is then a trailing comma, which the parser reports only as a missing property name or value.
 */
function trailingCommaBefore(text: string, offset: number): number | undefined {
  if (text[offset] !== "}" && text[offset] !== "]") return undefined;
  let before = offset - 1;
  while (before >= 0 && /\s/.test(text[before] ?? "")) before--;
  return text[before] === "," ? before : undefined;
}

export function parseSource(rawText: string): ParseResult {
  const diagnostics: Diagnostic[] = [];
  let text = rawText;
  if (text.charCodeAt(0) === 0xfeff) {
    diagnostics.push({
      code: "CARD_BOM",
      message: "found a byte-order mark; expected plain UTF-8 without one",
      pointer: "",
      offset: 0,
      hint: "save the file as UTF-8 without BOM",
    });
    // Blank the mark out rather than cutting it, so every offset still matches the file.
    text = " " + text.slice(1);
  }
  if (text.trim() === "") {
    return {
      ok: false,
      diagnostics: [
        ...diagnostics,
        { code: "CARD_EMPTY", message: "found an empty file; expected a vocabulary object", pointer: "", offset: 0 },
      ],
    };
  }
  const tooDeep = findExcessiveNesting(text);
  if (tooDeep !== undefined) return { ok: false, diagnostics: [...diagnostics, tooDeep] };
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const firstError = errors[0];
  if (firstError !== undefined || root === undefined) {
    // Only the first syntax error is reliable: the parser's recovery makes the rest cascade from it.
    const name = firstError === undefined ? "ValueExpected" : printParseErrorCode(firstError.error);
    const offset = firstError?.offset ?? 0;
    const trailingComma = trailingCommaBefore(text, offset);
    diagnostics.push({
      code: "CARD_JSON_SYNTAX",
      message:
        trailingComma !== undefined
          ? `found a trailing comma before '${text[offset]}'; JSON allows none`
          : (syntaxMessages[name] ?? `found invalid JSON (${name})`),
      pointer: "",
      offset: trailingComma ?? offset,
      ...(trailingComma !== undefined
        ? { hint: "delete the comma; the vocabulary is plain JSON, not JSONC or JSON5" }
        : {}),
    });
    return { ok: false, diagnostics };
  }
  // One walk over the tree for what JSON.parse would hide, reported in text order.
  const hidden: Diagnostic[] = [];
  walkTree(root, (node, pointer) => {
    if (node.type === "object") hidden.push(...duplicateKeys(text, node, pointer));
    hidden.push(...loneSurrogates(text, node, pointer));
    const number = unsafeNumber(text, node, pointer);
    if (number !== undefined) hidden.push(number);
  });
  diagnostics.push(...hidden.sort((a, b) => a.offset - b.offset));
  // Every node's pointer, built when a place is first asked for: a document that checks asks for none.
  let nodes: Map<string, IndexedNode> | undefined;
  const locate = (pointer: string): IndexedNode => nearest((nodes ??= indexNodes(root)), pointer);
  const document: SourceDocument = {
    text,
    value: toValue(root),
    offsetOf: (pointer) => locate(pointer).value.offset,
    keyOffsetOf: (pointer) => {
      const entry = locate(pointer);
      return (entry.key ?? entry.value).offset;
    },
  };
  // Later checks still run on a document with a BOM or duplicate keys, so one run reports every problem.
  return { ok: true, document, diagnostics };
}

interface IndexedNode {
  readonly value: Node;
  readonly key: Node | undefined;
}

/** Every node by its JSON Pointer, with the key it sits under. */
function indexNodes(root: Node): Map<string, IndexedNode> {
  const nodes = new Map<string, IndexedNode>();
  const visit = (node: Node, key: Node | undefined, pointer: string): void => {
    nodes.set(pointer, { value: node, key });
    if (node.type === "object") {
      for (const property of node.children ?? []) {
        const [name, value] = property.children ?? [];
        if (name === undefined || value === undefined) continue;
        visit(value, name, `${pointer}/${escapePointerToken(String(name.value))}`);
      }
    } else if (node.type === "array") {
      (node.children ?? []).forEach((item, index) => visit(item, undefined, `${pointer}/${index}`));
    }
  };
  visit(root, undefined, "");
  return nodes;
}

function nearest(nodes: Map<string, IndexedNode>, pointer: string): IndexedNode {
  let current = pointer;
  for (;;) {
    const found = nodes.get(current);
    if (found !== undefined) return found;
    const cut = current.lastIndexOf("/");
    if (cut < 0) return nodes.get("") as IndexedNode;
    current = current.slice(0, cut);
  }
}

/** Every key an object gives twice, at the later one. */
function duplicateKeys(text: string, object: Node, pointer: () => string): Diagnostic[] {
  const found: Diagnostic[] = [];
  const seen = new Map<string, Node>();
  for (const property of object.children ?? []) {
    const name = property.children?.[0];
    if (name === undefined) continue;
    const key = String(name.value);
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, name);
      continue;
    }
    found.push({
      code: "CARD_DUPLICATE_KEY",
      message: `found key "${key}" twice in one object (first at ${describePosition(text, first.offset)}); expected each key once`,
      pointer: `${pointer()}/${escapePointerToken(key)}`,
      offset: name.offset,
      firstOffset: first.offset,
      hint: "a plain JSON reader would silently keep only the last one",
    });
  }
  return found;
}

/** Builds the value from the tree so it never passes through `JSON.parse`'s last-key-wins rule. */
function toValue(node: Node): unknown {
  switch (node.type) {
    case "object": {
      const object: Record<string, unknown> = Object.create(null);
      for (const property of node.children ?? []) {
        const [name, value] = property.children ?? [];
        if (name === undefined || value === undefined) continue;
        // The object has no prototype, so even a "__proto__" key is assigned as an ordinary own property.
        object[String(name.value)] = toValue(value);
      }
      return object;
    }
    case "array":
      return (node.children ?? []).map(toValue);
    case "string":
    case "number":
    case "boolean":
    case "null":
    case "property":
      return node.value;
  }
}
