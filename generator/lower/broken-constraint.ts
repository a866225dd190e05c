/**
 * Which constraint a value breaks, with the message Ajv gives for it: the one table the IR
 * interpreter (`core/check-value.ts`) judges values by and the vector writer (`emit/constraint-vectors.ts`)
 * picks values just inside and just outside each bound with, so both read a bound alike. Lengths are
 * counted in code points, as JSON Schema counts them.
 */
import { codePoints } from "../../runtime/core/validation.js";
import type { Constraint, ConstraintTable } from "../model/constraints.js";
import { renderConstraint } from "../model/constraints.js";
import { matchesFormat, matchesPattern } from "../pattern/match-string.js";

/** What is wrong with a value by the first of the constraints it breaks, or undefined. */
export function firstBrokenConstraint(constraints: readonly Constraint[], value: unknown): string | undefined {
  for (const constraint of constraints) {
    const broken = renderConstraint(constraintBroken, constraint)(value);
    if (broken !== undefined) return broken;
  }
  return undefined;
}

/** What Ajv says when a value of the constraint's kind breaks it; undefined when it holds. */
const constraintBroken: ConstraintTable<(value: unknown) => string | undefined> = {
  maximum:
    ({ limit }) =>
    (value) =>
      typeof value === "number" && !(value <= limit) ? `must be <= ${limit}` : undefined,
  minimum:
    ({ limit }) =>
    (value) =>
      typeof value === "number" && !(value >= limit) ? `must be >= ${limit}` : undefined,
  exclusiveMaximum:
    ({ limit }) =>
    (value) =>
      typeof value === "number" && !(value < limit) ? `must be < ${limit}` : undefined,
  exclusiveMinimum:
    ({ limit }) =>
    (value) =>
      typeof value === "number" && !(value > limit) ? `must be > ${limit}` : undefined,
  maxLength:
    ({ limit }) =>
    (value) =>
      typeof value === "string" && codePoints(value) > limit
        ? `must NOT have more than ${limit} characters`
        : undefined,
  minLength:
    ({ limit }) =>
    (value) =>
      typeof value === "string" && codePoints(value) < limit
        ? `must NOT have fewer than ${limit} characters`
        : undefined,
  pattern:
    ({ source }) =>
    (value) =>
      typeof value === "string" && !matchesPattern(source, value)
        ? `must match pattern ${JSON.stringify(source)}`
        : undefined,
  format:
    ({ format }) =>
    (value) =>
      typeof value === "string" && !matchesFormat(format, value)
        ? `must match format ${JSON.stringify(format)}`
        : undefined,
  maxItems:
    ({ limit }) =>
    (value) =>
      Array.isArray(value) && value.length > limit ? `must NOT have more than ${limit} items` : undefined,
  minItems:
    ({ limit }) =>
    (value) =>
      Array.isArray(value) && value.length < limit ? `must NOT have fewer than ${limit} items` : undefined,
};
