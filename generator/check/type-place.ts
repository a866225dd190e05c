/**
 * Where in a field's type expression a problem lies, as an offset into the source: the character
 * itself when the expression is written without escapes (as every real one is), else the start of
 * the string, so `map<strin, Node>` is flagged at `strin`, not at the opening quote. A problem at
 * the first character is the whole expression's, located at its string as every other field value is.
 */
import type { RuleContext } from "./rule.js";

export function offsetInType(context: RuleContext, typePointer: string, text: string, index: number): number {
  const start = context.source.offsetOf(typePointer);
  if (index === 0) return start;
  const written = JSON.stringify(text);
  return context.source.text.startsWith(written, start) ? start + 1 + index : start;
}
