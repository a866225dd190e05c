/**
 * Reads the arms object literal a `define…Bridge(` call is given, without a compiler: a scanner
 * just good enough for object literals of arms (strings, templates and comments skipped, keys taken
 * at the literal's own depth, nested literals read as subtrees). An arms object built with a spread
 * (`...common`) is marked, since nothing here can see what the spread brings.
 */
import { skipBalanced, skipString, skipTrivia } from "./source-scan.js";

export interface ObjectLiteral {
  /** Each key, with its value when that is itself an object literal. */
  readonly keys: ReadonlyMap<string, ObjectLiteral | null>;
  readonly hasSpread: boolean;
}

export interface CallArguments {
  /** The offset of the `(` that opens the argument list. */
  readonly open: number;
  /** The offset of the first argument. */
  readonly first: number;
  /** The offset just past the `)` that closes the argument list. */
  readonly end: number;
}

/** Where a call's arguments are, given the offset just past the callee's name (type arguments skipped). */
export function callArguments(text: string, afterCallee: number): CallArguments | undefined {
  let index = skipTrivia(text, afterCallee);
  if (text[index] === "<") index = skipTrivia(text, skipBalanced(text, index, "<", ">"));
  if (text[index] !== "(") return undefined;
  return { open: index, first: skipTrivia(text, index + 1), end: skipBalanced(text, index, "(", ")") };
}

export function readObjectLiteral(text: string, start: number): ObjectLiteral | undefined {
  if (text[start] !== "{") return undefined;
  const keys = new Map<string, ObjectLiteral | null>();
  let hasSpread = false;
  let index = start + 1;
  for (;;) {
    index = skipTrivia(text, index);
    if (index >= text.length || text[index] === "}") break;
    if (text.startsWith("...", index)) hasSpread = true;
    const key = readKey(text, index);
    if (key !== undefined) {
      const after = skipTrivia(text, key.end);
      const valueStart = text[after] === ":" ? skipTrivia(text, after + 1) : -1;
      keys.set(key.name, valueStart >= 0 ? (readObjectLiteral(text, valueStart) ?? null) : null);
    }
    index = skipToNextProperty(text, index);
    if (text[index] === ",") index += 1;
  }
  return { keys, hasSpread };
}

function readKey(text: string, index: number): { name: string; end: number } | undefined {
  const quote = text[index];
  if (quote === '"' || quote === "'") {
    const end = skipString(text, index);
    try {
      return { name: JSON.parse(quote === '"' ? text.slice(index, end) : `"${text.slice(index + 1, end - 1)}"`), end };
    } catch {
      return undefined;
    }
  }
  const match = /^[A-Za-z_$][A-Za-z0-9_$]*/.exec(text.slice(index, index + 200));
  return match === null ? undefined : { name: match[0], end: index + match[0].length };
}

/** Moves to the `,` or `}` that ends the property starting at `index`, skipping nested brackets. */
function skipToNextProperty(text: string, index: number): number {
  let depth = 0;
  while (index < text.length) {
    const char = text[index] as string;
    if (depth === 0 && (char === "," || char === "}")) return index;
    if (char === "(" || char === "[" || char === "{") depth += 1;
    else if (char === ")" || char === "]" || char === "}") depth -= 1;
    index = char === '"' || char === "'" || char === "`" ? skipString(text, index) : skipTrivia(text, index + 1);
  }
  return index;
}
