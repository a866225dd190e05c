/**
 * Finds number literals JavaScript cannot hold as written: `1e400` (beyond a double, which a
 * JSON reader turns into Infinity or null) and integers beyond 2^53 (`9007199254740993` silently
 * becomes …992). Either would change a bound or an example behind the author's back.
 */
import type { Node } from "jsonc-parser";
import type { Diagnostic } from "../model/diagnostic.js";
import { escapePointerToken } from "../model/pointer.js";

export function findUnsafeNumbers(text: string, node: Node, pointer: string): Diagnostic[] {
  if (node.type === "number") {
    const literal = text.slice(node.offset, node.offset + node.length);
    const value = Number(literal);
    if (!Number.isFinite(value)) {
      return [unsafe(pointer, node, `found number ${literal}, beyond the range of a double; expected a finite number`)];
    }
    if (/^-?[0-9]+$/.test(literal) && !Number.isSafeInteger(value)) {
      const message = `found integer ${literal}, which JavaScript reads as ${value}; expected at most 2^53 - 1 in magnitude`;
      return [unsafe(pointer, node, message)];
    }
    return [];
  }
  const found: Diagnostic[] = [];
  for (const [index, child] of (node.children ?? []).entries()) {
    if (node.type === "object") {
      const [name, value] = child.children ?? [];
      if (name !== undefined && value !== undefined) {
        found.push(...findUnsafeNumbers(text, value, `${pointer}/${escapePointerToken(String(name.value))}`));
      }
    } else if (node.type === "array") {
      found.push(...findUnsafeNumbers(text, child, `${pointer}/${index}`));
    }
  }
  return found;
}

function unsafe(pointer: string, node: Node, message: string): Diagnostic {
  return { code: "CARD_NUMBER_RANGE", message, pointer, offset: node.offset };
}
