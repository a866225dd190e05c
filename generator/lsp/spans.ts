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
 * The token of a string known to hold `expected`: found without scanning when it is written plainly
 * (`"name"`), which is how nearly every key is written; otherwise scanned as any token.
 */
export function stringTokenSpan(text: string, offset: number, expected: string): Span {
  const end = offset + expected.length + 2;
  const plain = text[offset] === '"' && text[end - 1] === '"' && text.startsWith(expected, offset + 1);
  return plain && !expected.includes('"') && !expected.includes("\\")
    ? { start: offset, end }
    : tokenSpan(text, offset);
}

/** The characters between a string token's quotes, as a span (`"FileDiff[]"` → `FileDiff[]`). */
export function stringContentSpan(text: string, offset: number): Span | undefined {
  const token = tokenSpan(text, offset);
  if (text[token.start] !== '"' || token.end - token.start < 2 || text[token.end - 1] !== '"') return undefined;
  return { start: token.start + 1, end: token.end - 1 };
}

/**
 * Where every object and array ends, by where it starts, found in one pass over the text: scanning
 * each of thousands of nested declarations to its end would scan the outer ones again and again.
 */
export function containerEnds(text: string): ReadonlyMap<number, number> {
  const scanner = createScanner(text, true);
  const ends = new Map<number, number>();
  const open: number[] = [];
  for (let token = nextToken(scanner); token.end > token.start; token = nextToken(scanner)) {
    const first = text[token.start];
    if (token.end - token.start !== 1) continue;
    if (first === "{" || first === "[") open.push(token.start);
    else if (first === "}" || first === "]") {
      const start = open.pop();
      if (start !== undefined) ends.set(start, token.end);
    }
  }
  return ends;
}

export function contains(span: Span, offset: number): boolean {
  return offset >= span.start && offset <= span.end;
}
