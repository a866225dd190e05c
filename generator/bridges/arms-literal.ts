/**
 * Reads the arms object literal a `define…Bridge(` call is given, without a compiler: a scanner
 * just good enough for object literals of arms (keys taken at the literal's own depth, nested
 * literals read as subtrees). It walks the scanned code (`source-scan.ts`), in which strings,
 * templates, regular expressions and comments hold nothing that could look like a bracket or a
 * key, and reads a quoted key's name from the text. An arms object built with a spread
 * (`...common`) is marked, since nothing here can see what the spread brings.
 */
import { type ScannedSource, skipBalanced, skipString, skipTrivia } from "./source-scan.js";

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

/**
 * Where a call's arguments are in scanned `code`, given the offset just past the callee's name
 * (type arguments skipped).
 */
export function callArguments(code: string, afterCallee: number): CallArguments | undefined {
  let index = skipTrivia(code, afterCallee);
  if (code[index] === "<") index = skipTrivia(code, skipBalanced(code, index, "<", ">"));
  if (code[index] !== "(") return undefined;
  return { open: index, first: skipTrivia(code, index + 1), end: skipBalanced(code, index, "(", ")") };
}

/** The object literal at `start` of a scanned file, undefined when none starts there. */
export function readObjectLiteral(source: ScannedSource, start: number): ObjectLiteral | undefined {
  const { code } = source;
  if (code[start] !== "{") return undefined;
  const keys = new Map<string, ObjectLiteral | null>();
  let hasSpread = false;
  let index = start + 1;
  for (;;) {
    index = skipTrivia(code, index);
    if (index >= code.length || code[index] === "}") break;
    if (code.startsWith("...", index)) hasSpread = true;
    const key = readKey(source, index);
    if (key !== undefined) {
      const after = skipTrivia(code, key.end);
      const valueStart = code[after] === ":" ? skipTrivia(code, after + 1) : -1;
      keys.set(key.name, valueStart >= 0 ? (readObjectLiteral(source, valueStart) ?? null) : null);
    }
    index = skipToNextProperty(code, index);
    if (code[index] === ",") index += 1;
  }
  return { keys, hasSpread };
}

/** The key at `index`: its name as written in the text, and where it ends in the code. */
function readKey(source: ScannedSource, index: number): { name: string; end: number } | undefined {
  const { text } = source;
  const quote = source.code[index];
  if (quote === '"' || quote === "'") {
    const end = skipString(source.code, index);
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
function skipToNextProperty(code: string, index: number): number {
  let depth = 0;
  while (index < code.length) {
    const char = code[index] as string;
    if (depth === 0 && (char === "," || char === "}")) return index;
    if (char === "(" || char === "[" || char === "{") depth += 1;
    else if (char === ")" || char === "]" || char === "}") depth -= 1;
    index = char === '"' || char === "'" || char === "`" ? skipString(code, index) : skipTrivia(code, index + 1);
  }
  return index;
}
