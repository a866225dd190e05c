/**
 * What `pnpm gen` says about the hand-written bridges after generating: which arms each
 * `define…Bridge` call lacks, and which it still has for variants that are gone. It reads the arms
 * object literal with a small scanner (strings, templates and comments skipped, keys taken at the
 * literal's own depth) instead of a compiler, because loading one would cost `gen` more than the
 * whole generation; the typecheck stays the authority, and this is the early hint. An arms object
 * built with a spread (`...common`) is not judged, since the scanner cannot see what it brings.
 */
import type { Ir, IrUnion } from "../lower/ir.js";
import { bridgeNames } from "../targets/typescript/naming.js";
import type { BridgeFile } from "./find-bridge-files.js";

/** The arms a union's bridge needs: a leaf is `true`, a nested union or an open union's `known` is a subtree. */
export type ArmTree = ReadonlyMap<string, ArmTree | true>;

function armTreeOf(union: IrUnion): ArmTree {
  const members = (of: IrUnion): ArmTree =>
    new Map(of.members.map((member) => [member.tagValue, member.type.kind === "union" ? members(member.type) : true]));
  const open = union.open || union.members.some((member) => member.type.kind === "union" && member.type.open);
  return open
    ? new Map<string, ArmTree | true>([
        ["known", members(union)],
        ["unknown", true],
      ])
    : members(union);
}

export interface ArmProblem {
  readonly path: string;
  readonly define: string;
  readonly kind: "missing" | "stale" | "unknown-union";
  /** The arm, dotted for nested ones: `search.paths`. */
  readonly arm: string;
}

export function reportArms(ir: Ir, files: readonly BridgeFile[]): ArmProblem[] {
  const unions = new Map(
    ir.types.filter((type): type is IrUnion => type.kind === "union").map((union) => [union.name, union]),
  );
  const problems: ArmProblem[] = [];
  for (const file of files) {
    for (const unionName of file.unions) {
      const define = bridgeNames(unionName).define;
      const union = unions.get(unionName);
      if (union === undefined) {
        problems.push({ path: file.path, define, kind: "unknown-union", arm: unionName });
        continue;
      }
      for (const start of callArgumentStarts(file.text, define)) {
        const literal = readObjectLiteral(file.text, start);
        if (literal !== undefined)
          compare(armTreeOf(union), literal, "", (kind, arm) => problems.push({ path: file.path, define, kind, arm }));
      }
    }
  }
  return problems;
}

export function describeArmProblem(problem: ArmProblem): string {
  switch (problem.kind) {
    case "missing":
      return `${problem.path}: ${problem.define} has no arm for "${problem.arm}" (write it, or run \`cardc scaffold\` for a stub)`;
    case "stale":
      return `${problem.path}: ${problem.define} has an arm for "${problem.arm}", which the vocabulary no longer has`;
    case "unknown-union":
      return `${problem.path}: calls ${problem.define}, but the vocabulary has no union "${problem.arm}"`;
  }
}

function compare(
  expected: ArmTree,
  found: ObjectLiteral,
  prefix: string,
  report: (kind: "missing" | "stale", arm: string) => void,
): void {
  if (found.hasSpread) return;
  for (const [key, subtree] of expected) {
    const value = found.keys.get(key);
    if (value === undefined) report("missing", `${prefix}${key}`);
    else if (subtree !== true && value !== null) compare(subtree, value, `${prefix}${key}.`, report);
  }
  for (const key of found.keys.keys()) if (!expected.has(key)) report("stale", `${prefix}${key}`);
}

// ---- a scanner just good enough for object literals of arms ----

interface ObjectLiteral {
  /** Each key, with its value when that is itself an object literal. */
  readonly keys: ReadonlyMap<string, ObjectLiteral | null>;
  readonly hasSpread: boolean;
}

/** Offsets just after `define…Bridge(` (past any type arguments) for each call in the text. */
function callArgumentStarts(text: string, define: string): number[] {
  const starts: number[] = [];
  const pattern = new RegExp(`\\b${define}\\s*(<)?`, "g");
  for (const match of text.matchAll(pattern)) {
    let index = match.index + match[0].length;
    if (match[1] !== undefined) index = skipBalanced(text, index - 1, "<", ">");
    index = skipTrivia(text, index);
    if (text[index] === "(") starts.push(skipTrivia(text, index + 1));
  }
  return starts;
}

function readObjectLiteral(text: string, start: number): ObjectLiteral | undefined {
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

function skipBalanced(text: string, index: number, open: string, close: string): number {
  let depth = 0;
  while (index < text.length) {
    const char = text[index];
    if (char === open) depth += 1;
    else if (char === close && --depth === 0) return index + 1;
    index = char === '"' || char === "'" || char === "`" ? skipString(text, index) : index + 1;
  }
  return index;
}

/** Skips whitespace and comments. */
function skipTrivia(text: string, index: number): number {
  for (;;) {
    while (index < text.length && /\s/.test(text[index] as string)) index += 1;
    if (text.startsWith("//", index)) {
      const end = text.indexOf("\n", index);
      index = end < 0 ? text.length : end + 1;
    } else if (text.startsWith("/*", index)) {
      const end = text.indexOf("*/", index + 2);
      index = end < 0 ? text.length : end + 2;
    } else return index;
  }
}

/** Skips a string or template literal starting at `index` (templates with their `${…}` holes). */
function skipString(text: string, index: number): number {
  const quote = text[index];
  index += 1;
  while (index < text.length) {
    const char = text[index];
    if (char === "\\") index += 2;
    else if (char === quote) return index + 1;
    else if (quote === "`" && text.startsWith("${", index)) index = skipBalanced(text, index + 1, "{", "}");
    else index += 1;
  }
  return index;
}
