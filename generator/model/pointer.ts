/** JSON Pointer (RFC 6901) tokens, and converting an offset into the 1-based line and column a person reads. */
import { escapePointerToken, pointerTokens } from "../../lib/pointer.js";
import type { SourcePosition } from "./diagnostic.js";

/** JSON Pointer tokens, escaped and read as the generated validators do them. */
export { escapePointerToken, pointerTokens };

export function pointerOf(...tokens: readonly (string | number)[]): string {
  return tokens.map((token) => `/${escapePointerToken(String(token))}`).join("");
}

export function positionOf(text: string, offset: number): SourcePosition {
  let line = 1;
  let lineStart = 0;
  for (let index = 0; index < offset && index < text.length; index++) {
    if (text.charCodeAt(index) === 10) {
      line++;
      lineStart = index + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

export function describePosition(text: string, offset: number): string {
  const { line, column } = positionOf(text, offset);
  return `${line}:${column}`;
}
