/**
 * Reads the vocabulary source text into a JSON value plus a syntax tree that remembers where every
 * node came from. This is the only place that sees raw text: later stages locate their findings
 * through the tree (`SourceDocument.offsetOf`). Problems that `JSON.parse` hides are caught here
 * too: a byte-order mark, an empty file and, above all, duplicate keys (which `JSON.parse`
 * silently resolves by keeping the last one), numbers it would silently round and lone surrogates.
 */
import { type Node, type ParseError, type ParseOptions, parseTree, printParseErrorCode } from "jsonc-parser";
import type { Diagnostic } from "../model/diagnostic.js";
import { describePosition, escapePointerToken } from "../model/pointer.js";
import { loneSurrogates } from "./lone-surrogates.js";
import { findExcessiveNesting } from "./nesting-depth.js";
import { type SourceDocument, sourceDocument } from "./source-document.js";
import { walkTree } from "./tree-walk.js";
import { unsafeNumber } from "./unsafe-numbers.js";

export type { SourceDocument } from "./source-document.js";

/** Plain JSON: what the vocabulary is read as, here and where an edited value is read again. */
export const jsonOptions: ParseOptions = {
  disallowComments: true,
  allowTrailingComma: false,
  allowEmptyContent: false,
};

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
  const root = parseTree(text, errors, jsonOptions);
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
  const document = sourceDocument(text, root);
  // Later checks still run on a document with a BOM or duplicate keys, so one run reports every problem.
  return { ok: true, document, diagnostics };
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
