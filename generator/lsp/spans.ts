/**
 * Where a piece of JSON text ends, found from where it starts: the parser (`parse-source.ts`) gives
 * each node's start offset, and an editor needs ranges. jsonc-parser's scanner (the tokenizer under
 * that parser) reads the tokens, so strings with escapes and nested brackets are measured exactly
 * as they were parsed; nothing here reads JSON by hand.
 */
import { createScanner, type JSONScanner } from "jsonc-parser";

export interface Span {
  /** Offset of the first character, in UTF-16 code units. */
  readonly start: number;
  /** Offset just past the last character. */
  readonly end: number;
}

/** The next token after whitespace, as a span; an empty one at the end of the text. */
function nextToken(scanner: JSONScanner): Span {
  scanner.scan();
  const start = scanner.getTokenOffset();
  return { start, end: start + scanner.getTokenLength() };
}

/** The single token that starts at `offset` (a string with its quotes, a number, `{`…), or an empty span past the text. */
export function tokenSpan(text: string, offset: number): Span {
  const scanner = createScanner(text, true);
  scanner.setPosition(offset);
  return nextToken(scanner);
}

/**
 * The whole value that starts at `offset`: up to its matching bracket for an object or array, else
 * its one token. An unclosed bracket ends the value at the end of the text.
 */
export function valueSpan(text: string, offset: number): Span {
  const scanner = createScanner(text, true);
  scanner.setPosition(offset);
  let depth = 0;
  let start: number | undefined;
  // jsonc-parser's token kinds are a const enum its typings do not export as a value; a bracket token is its one character.
  for (let token = nextToken(scanner); token.end > token.start; token = nextToken(scanner)) {
    start ??= token.start;
    const first = text[token.start];
    if (token.end - token.start === 1 && (first === "{" || first === "[")) depth++;
    else if (token.end - token.start === 1 && (first === "}" || first === "]")) depth--;
    if (depth <= 0) return { start, end: token.end };
  }
  return { start: start ?? offset, end: text.length };
}

/** The characters between a string token's quotes, as a span (`"FileDiff[]"` → `FileDiff[]`). */
export function stringContentSpan(text: string, offset: number): Span | undefined {
  const token = tokenSpan(text, offset);
  if (text[token.start] !== '"' || token.end - token.start < 2 || text[token.end - 1] !== '"') return undefined;
  return { start: token.start + 1, end: token.end - 1 };
}

export function contains(span: Span, offset: number): boolean {
  return offset >= span.start && offset <= span.end;
}
