/**
 * Finds number literals JavaScript cannot hold as written: `1e400` (beyond a double, which a
 * JSON reader turns into Infinity or null) and integers beyond 2^53 (`9007199254740993` silently
 * becomes …992). Either would change a bound or an example behind the author's back.
 */
import type { Node } from "jsonc-parser";
import type { Diagnostic } from "../model/diagnostic.js";

/** The problem of a number node, located by its pointer, or none; other nodes have none. */
export function unsafeNumber(text: string, node: Node, pointer: () => string): Diagnostic | undefined {
  if (node.type !== "number") return undefined;
  const problem = numberProblem(text.slice(node.offset, node.offset + node.length));
  return problem === undefined
    ? undefined
    : { code: "CARD_NUMBER_RANGE", message: problem, pointer: pointer(), offset: node.offset };
}

function numberProblem(literal: string): string | undefined {
  const value = Number(literal);
  if (!Number.isFinite(value)) return `found number ${literal}, beyond the range of a double; expected a finite number`;
  if (/^-?[0-9]+$/.test(literal) && !Number.isSafeInteger(value))
    return `found integer ${literal}, which JavaScript reads as ${value}; expected at most 2^53 - 1 in magnitude`;
  return undefined;
}
