/**
 * A parsed I-Regexp written in each host's own regular-expression dialect, anchored to match the
 * whole string: ECMA-262 with the `u` flag (TypeScript's validators and the JSON Schema's
 * `pattern`), Python's `re` (used with `fullmatch`) and Go's RE2. Every class is written out as
 * code point ranges, escaped by number, so no dialect's own reading of `.`, `\p{…}`, case or a
 * metacharacter comes into it: each host gets one spelling of the same set.
 *
 *     [a-z]+\.😀   →  ECMA  ^(?:[a-z]+\.\u{1F600})$
 *                      Python  [a-z]+\.\U0001F600        (fullmatch)
 *                      Go      ^(?:[a-z]+\.\x{1F600})$
 */
import type { CodePointSet } from "./code-point-set.js";
import type { PatternNode } from "./parse-iregexp.js";

export type PatternDialect = "ecma" | "python" | "go";

/** How each dialect writes a code point by number; every one of these is read alike inside and outside a class. */
const numericEscape = {
  ecma: (codePoint) => `\\u{${hex(codePoint)}}`,
  python: (codePoint) =>
    codePoint <= 0xffff ? `\\u${hex(codePoint).padStart(4, "0")}` : `\\U${hex(codePoint).padStart(8, "0")}`,
  go: (codePoint) => `\\x{${hex(codePoint)}}`,
} satisfies Record<PatternDialect, (codePoint: number) => string>;

function hex(codePoint: number): string {
  return codePoint.toString(16).toUpperCase();
}

/** The pattern as the dialect's source text, anchored where the dialect needs it (Python anchors by `fullmatch`). */
export function renderPattern(tree: PatternNode, dialect: PatternDialect): string {
  const body = renderNode(tree, dialect);
  return dialect === "python" ? body : `^(?:${body})$`;
}

function renderNode(node: PatternNode, dialect: PatternDialect): string {
  switch (node.kind) {
    case "set":
      return renderSet(node.set, dialect);
    case "sequence":
      return node.items.length === 0
        ? "(?:)"
        : node.items
            .map((item) => (item.kind === "alternation" ? group(item, dialect) : renderNode(item, dialect)))
            .join("");
    case "alternation":
      return node.branches.map((branch) => renderNode(branch, dialect)).join("|");
    case "repeat":
      return `${node.item.kind === "set" ? renderNode(node.item, dialect) : group(node.item, dialect)}${quantifier(node.min, node.max)}`;
  }
}

function group(node: PatternNode, dialect: PatternDialect): string {
  return `(?:${renderNode(node, dialect)})`;
}

function quantifier(min: number, max: number | undefined): string {
  if (max === undefined) return min === 0 ? "*" : min === 1 ? "+" : `{${min},}`;
  if (min === 0 && max === 1) return "?";
  return min === max ? `{${min}}` : `{${min},${max}}`;
}

/** One character, written plainly when it is an ASCII letter or digit and by number otherwise. */
function character(codePoint: number, dialect: PatternDialect): string {
  return /^[A-Za-z0-9]$/.test(String.fromCodePoint(codePoint))
    ? String.fromCodePoint(codePoint)
    : numericEscape[dialect](codePoint);
}

function renderSet(set: CodePointSet, dialect: PatternDialect): string {
  const only = set.length === 1 ? set[0] : undefined;
  if (only !== undefined && only[0] === only[1]) return character(only[0], dialect);
  const ranges = set.map(([first, last]) =>
    first === last ? character(first, dialect) : `${character(first, dialect)}-${character(last, dialect)}`,
  );
  return `[${ranges.join("")}]`;
}
