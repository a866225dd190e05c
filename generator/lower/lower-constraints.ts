/**
 * Reads a field's (or a named scalar's) constraint keywords into the IR's list of constraints, in
 * the order hosts try them. One reader per kind, so a new kind is one new row.
 */
import type { DslConstraints } from "../model/dsl.js";
import type { Constraint, ConstraintKind } from "./constraints.js";
import { constraintOrder } from "./constraints.js";

const readers: { readonly [K in ConstraintKind]: (source: DslConstraints) => Constraint | undefined } = {
  maximum: (source) => (source.maximum === undefined ? undefined : { kind: "maximum", limit: source.maximum }),
  minimum: (source) => (source.minimum === undefined ? undefined : { kind: "minimum", limit: source.minimum }),
};

export function lowerConstraints(source: DslConstraints): Constraint[] {
  return constraintOrder.flatMap((kind) => readers[kind](source) ?? []);
}
