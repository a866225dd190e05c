/**
 * Finds number literals JavaScript cannot hold as written: `1e400` (beyond a double, which a
 * JSON reader turns into Infinity or null) and integers beyond 2^53 (`9007199254740993` silently
 * becomes …992). Either would change a bound or an example behind the author's back.
 */
import type { Node } from "jsonc-parser";
import type { Diagnostic } from "../model/diagnostic.js";
import { escapePointerToken } from "../model/pointer.js";

export function findUnsafeNumbers(text: string, node: Node, pointer: string): Diagnostic[] {
  const found: Diagnostic[] = [];
  visit(text, node, [pointer], found);
  return found;
}

/**
 * Walks the tree with the path as a list of pointer parts, joined only for a number that is
 * reported: building every node's pointer up front cost more than the check itself.
 */
function visit(text: string, node: Node, path: string[], found: Diagnostic[]): void {
  if (node.type === "number") {
    const problem = numberProblem(text.slice(node.offset, node.offset + node.length));
    if (problem !== undefined)
      found.push({ code: "CARD_NUMBER_RANGE", message: problem, pointer: path.join(""), offset: node.offset });
    return;
  }
  const children = node.children ?? [];
  for (let index = 0; index < children.length; index++) {
    const child = children[index] as Node;
    if (node.type === "object") {
      const [name, value] = child.children ?? [];
      if (name === undefined || value === undefined) continue;
      path.push(`/${escapePointerToken(String(name.value))}`);
      visit(text, value, path, found);
      path.pop();
    } else if (node.type === "array") {
      path.push(`/${index}`);
      visit(text, child, path, found);
      path.pop();
    }
  }
}

function numberProblem(literal: string): string | undefined {
  const value = Number(literal);
  if (!Number.isFinite(value)) return `found number ${literal}, beyond the range of a double; expected a finite number`;
  if (/^-?[0-9]+$/.test(literal) && !Number.isSafeInteger(value))
    return `found integer ${literal}, which JavaScript reads as ${value}; expected at most 2^53 - 1 in magnitude`;
  return undefined;
}
