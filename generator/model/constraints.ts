/**
 * The constraints a value can carry beyond its type, one discriminated kind each, spelt and meant
 * as JSON Schema's keyword of the same name. A field holds them in the IR and a primitive or array
 * rule of the check plan carries the ones that apply to it, so a field and a named scalar share one
 * shape: a primitive with constraints.
 *
 * Adding a constraint is adding one kind here: `constraintKinds` then stops compiling until the new
 * kind says what it applies to, and every host's `ConstraintTable` stops compiling until that host
 * says how it checks it.
 */
import type { StringFormat } from "./string-format-names.js";

/** A constraint on a number, a string or an array. */
export type Constraint =
  | { readonly kind: "maximum"; readonly limit: number }
  | { readonly kind: "minimum"; readonly limit: number }
  | { readonly kind: "exclusiveMaximum"; readonly limit: number }
  | { readonly kind: "exclusiveMinimum"; readonly limit: number }
  /** A string's length counts Unicode code points, as JSON Schema does, not UTF-16 units or bytes. */
  | { readonly kind: "maxLength"; readonly limit: number }
  | { readonly kind: "minLength"; readonly limit: number }
  /** An I-Regexp (RFC 9485) the whole string matches, as the author wrote it. */
  | { readonly kind: "pattern"; readonly source: string }
  | { readonly kind: "format"; readonly format: StringFormat }
  | { readonly kind: "maxItems"; readonly limit: number }
  | { readonly kind: "minItems"; readonly limit: number };

export type ConstraintKind = Constraint["kind"];

/** The kind of JSON value a constraint applies to. */
export type ConstraintTarget = "number" | "string" | "array";

/**
 * What each kind applies to, in the order every host tries them: Ajv's order, so a value that
 * breaks two constraints is reported for the same one everywhere. The order of the keys is the order.
 */
export const constraintKinds = {
  maximum: { target: "number" },
  minimum: { target: "number" },
  exclusiveMaximum: { target: "number" },
  exclusiveMinimum: { target: "number" },
  maxLength: { target: "string" },
  minLength: { target: "string" },
  pattern: { target: "string" },
  format: { target: "string" },
  maxItems: { target: "array" },
  minItems: { target: "array" },
} as const satisfies Record<ConstraintKind, { readonly target: ConstraintTarget }>;

/** The kinds in the order hosts try them. */
export const constraintOrder = Object.keys(constraintKinds) as readonly ConstraintKind[];

/** A kind whose constraint is a number limit: a bound, as opposed to a pattern or a format. */
export type LimitKind = Extract<Constraint, { readonly limit: number }>["kind"];

const isLimit = {
  maximum: true,
  minimum: true,
  exclusiveMaximum: true,
  exclusiveMinimum: true,
  maxLength: true,
  minLength: true,
  pattern: false,
  format: false,
  maxItems: true,
  minItems: true,
} as const satisfies Record<ConstraintKind, boolean>;

/** The bounds, in the order hosts try them: the kinds a version's change moves up or down. */
export const limitKinds = constraintOrder.filter((kind): kind is LimitKind => isLimit[kind]);

/** A host's rendering of every kind: a table the compiler holds complete. */
export type ConstraintTable<T> = {
  readonly [K in ConstraintKind]: (constraint: Extract<Constraint, { readonly kind: K }>) => T;
};

/** The one lookup into a host's table, so no host switches on a kind itself. */
export function renderConstraint<T>(table: ConstraintTable<T>, constraint: Constraint): T {
  return (table[constraint.kind] as (constraint: Constraint) => T)(constraint);
}

/** The constraints that apply to one kind of value, in the order hosts try them. */
export function constraintsFor(constraints: readonly Constraint[], target: ConstraintTarget): Constraint[] {
  return constraints.filter((constraint) => constraintKinds[constraint.kind].target === target);
}

/** A constraint of one kind, if the list holds it. */
export function constraintOf<K extends ConstraintKind>(
  constraints: readonly Constraint[],
  kind: K,
): Extract<Constraint, { readonly kind: K }> | undefined {
  return constraints.find(
    (constraint): constraint is Extract<Constraint, { readonly kind: K }> => constraint.kind === kind,
  );
}

/** What a primitive's value counts as for its constraints; a boolean and `unknown` take none. */
export function targetOfPrimitive(primitive: string): ConstraintTarget | undefined {
  if (primitive === "string") return "string";
  return primitive === "integer" || primitive === "number" ? "number" : undefined;
}

/** Whether two lists hold the same constraints; both are in the hosts' order and hold plain values. */
export function sameConstraints(before: readonly Constraint[], after: readonly Constraint[]): boolean {
  return JSON.stringify(before) === JSON.stringify(after);
}
