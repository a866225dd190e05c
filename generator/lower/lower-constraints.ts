/**
 * Reads a field's (or a named scalar's) constraint keywords into the IR's list of constraints, in
 * the order hosts try them, beside its `const`. One reader per kind, so a new kind is one new row.
 */
import type { DslConstraints } from "../model/dsl.js";
import type { Constraint, ConstraintKind } from "../model/constraints.js";
import { constraintOrder } from "../model/constraints.js";
import { isStringFormat } from "../pattern/string-formats.js";
import type { IrConstraints } from "./ir.js";

/** Each kind is read from the keyword of its own name: a bound as its number, a pattern as written, a format by name. */
const readers: { readonly [K in ConstraintKind]: (source: DslConstraints) => Constraint | undefined } = {
  maximum: (source) => limit("maximum", source.maximum),
  minimum: (source) => limit("minimum", source.minimum),
  exclusiveMaximum: (source) => limit("exclusiveMaximum", source.exclusiveMaximum),
  exclusiveMinimum: (source) => limit("exclusiveMinimum", source.exclusiveMinimum),
  maxLength: (source) => limit("maxLength", source.maxLength),
  minLength: (source) => limit("minLength", source.minLength),
  pattern: (source) => (source.pattern === undefined ? undefined : { kind: "pattern", source: source.pattern }),
  // The checker refused every format but the defined ones.
  format: (source) =>
    source.format === undefined || !isStringFormat(source.format)
      ? undefined
      : { kind: "format", format: source.format },
  maxItems: (source) => limit("maxItems", source.maxItems),
  minItems: (source) => limit("minItems", source.minItems),
};

function limit<K extends ConstraintKind>(kind: K, value: number | undefined): Constraint | undefined {
  return value === undefined ? undefined : ({ kind, limit: value } as Constraint);
}

export function lowerConstraints(source: DslConstraints): IrConstraints {
  return {
    constraints: constraintOrder.flatMap((kind) => readers[kind](source) ?? []),
    ...(source.const === undefined ? {} : { const: source.const }),
  };
}
