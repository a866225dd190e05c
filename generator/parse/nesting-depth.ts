/**
 * Finds where a source nests deeper than any vocabulary needs. The parser and every later stage
 * walk the tree recursively, so a pathological file (`[[[[…` 100,000 times) would otherwise exhaust
 * the stack: one linear scan, before parsing, turns that into a located diagnostic.
 */
import type { Diagnostic } from "../model/diagnostic.js";

export const maxNestingDepth = 256;

export function findExcessiveNesting(text: string): Diagnostic | undefined {
  let depth = 0;
  let inString = false;
  for (let offset = 0; offset < text.length; offset++) {
    const char = text.charCodeAt(offset);
    if (inString) {
      if (char === 0x5c)
        offset++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth++;
      if (depth > maxNestingDepth) {
        return {
          code: "CARD_TOO_DEEP",
          message: `found nesting deeper than ${maxNestingDepth} levels; expected a vocabulary nested at most ${maxNestingDepth} deep`,
          pointer: "",
          offset,
        };
      }
    } else if (char === 0x7d || char === 0x5d) {
      depth--;
    }
  }
  return undefined;
}
