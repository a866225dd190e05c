/**
 * Reads a field's (or a named scalar's) constraint keywords into the IR's list of constraints, in
 * the order hosts try them. One reader per kind, so a new kind is one new row.
 */
import type { DslConstraints } from "../model/dsl.js";
import type { Constraint, ConstraintKind } from "../model/constraints.js";
import { constraintOrder } from "../model/constraints.js";

/** Every kind is a number limit under the keyword of its own name. */
const readers: { readonly [K in ConstraintKind]: (source: DslConstraints) => Constraint | undefined } = {
  maximum: (source) => limit("maximum", source.maximum),
  minimum: (source) => limit("minimum", source.minimum),
  exclusiveMaximum: (source) => limit("exclusiveMaximum", source.exclusiveMaximum),
  exclusiveMinimum: (source) => limit("exclusiveMinimum", source.exclusiveMinimum),
  maxLength: (source) => limit("maxLength", source.maxLength),
  minLength: (source) => limit("minLength", source.minLength),
  maxItems: (source) => limit("maxItems", source.maxItems),
  minItems: (source) => limit("minItems", source.minItems),
};

function limit<K extends ConstraintKind>(kind: K, value: number | undefined): Constraint | undefined {
  return value === undefined ? undefined : ({ kind, limit: value } as Constraint);
}

export function lowerConstraints(source: DslConstraints): Constraint[] {
  return constraintOrder.flatMap((kind) => readers[kind](source) ?? []);
}
