/**
 * The JSON kind each member of a union of kinds stands for, which is all that decides which member
 * a value is: a string, a number (integer or not), a boolean, null, an array or an object. A union
 * takes at most one member of each kind, so no host ever tries one member and then another. A named
 * type's kind comes from what it is declared as (`declaredKinds`), a named scalar's from its
 * primitive, so `Cost | number` shares a kind as `integer | number` does; a named type of a new
 * kind joins by adding a row, and the checker and the lowering take it in from there.
 */
import type { Declaration } from "./dsl.js";
import type { KeyCandidate } from "./map-keys.js";
import type { TypeNode } from "./type-expression.js";

/** What JSON.parse can hand back, the integer/number difference aside. */
export const jsonKinds = ["string", "number", "boolean", "null", "array", "object"] as const;
export type JsonKind = (typeof jsonKinds)[number];

/** The kinds a union's member may have besides null, which a union holds as a flag of its own. */
export type ValueKind = Exclude<JsonKind, "null">;

/** The kind of a member, or "any" for `unknown`, which takes every kind and so shares one with every other member. */
export type MemberKind = JsonKind | "any";

const primitiveKinds: Record<string, MemberKind> = {
  string: "string",
  integer: "number",
  number: "number",
  boolean: "boolean",
  unknown: "any",
};

/** The kind every value of a declared type has, by what the declaration is; a scalar's, by its primitive. */
const declaredKinds: Record<Declaration["kind"], (declared: KeyCandidate) => MemberKind | undefined> = {
  enum: () => "string",
  record: () => "object",
  union: () => "object",
  variant: () => "object",
  scalar: ({ primitive }) =>
    primitive !== undefined && Object.hasOwn(primitiveKinds, primitive) ? primitiveKinds[primitive] : undefined,
};

/**
 * The kind of a union's member; undefined for a name not declared (the known-types rule reports it)
 * or a scalar of no primitive (the scalar's own check reports it).
 */
export function memberKindOf(
  node: TypeNode,
  declaredAs: (name: string) => KeyCandidate | undefined,
): MemberKind | undefined {
  switch (node.kind) {
    case "null":
      return "null";
    case "array":
      return "array";
    case "map":
      return "object";
    case "union":
      return undefined;
    case "name": {
      const primitive = Object.hasOwn(primitiveKinds, node.name) ? primitiveKinds[node.name] : undefined;
      if (primitive !== undefined) return primitive;
      const declared = declaredAs(node.name);
      return declared === undefined ? undefined : declaredKinds[declared.kind](declared);
    }
  }
}

/** The kind of a parsed JSON value. */
export function jsonKindOfValue(value: unknown): JsonKind {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "string") return "string";
  if (typeof value === "number") return "number";
  return typeof value === "boolean" ? "boolean" : "object";
}
