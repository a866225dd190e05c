/**
 * How Go checks each constraint of the check plan: a call to the prelude's constructor of that
 * constraint's `check`, which `bounded` runs in the plan's order once the value is decoded.
 *
 *     minimum 1 on an integer  →  minimum[int64](1)
 *     maxItems 3               →  arrayOf(asString, maxItems(3))
 */
import { type Code, raw } from "../../emit/code.js";
import type { CheckedPrimitive } from "../../lower/check-plan.js";
import { type Constraint, type ConstraintTable, renderConstraint } from "../../model/constraints.js";
import { constraintMessage } from "../../emit/check-messages.js";
import { formatFunction, patternName } from "./string-matchers.js";
import { go } from "./syntax.js";

const { code } = go;

/** The Go type a checked primitive decodes to, which a number's check constructor is instantiated at. */
export const goPrimitiveTypes = {
  string: "string",
  integer: "int64",
  number: "float64",
  boolean: "bool",
} satisfies Record<CheckedPrimitive, string>;

const constraintChecks: ConstraintTable<(primitive: CheckedPrimitive) => Code> = {
  maximum:
    ({ limit }) =>
    (primitive) =>
      code`maximum[${raw(goPrimitiveTypes[primitive])}](${limit})`,
  minimum:
    ({ limit }) =>
    (primitive) =>
      code`minimum[${raw(goPrimitiveTypes[primitive])}](${limit})`,
  exclusiveMaximum:
    ({ limit }) =>
    (primitive) =>
      code`exclusiveMaximum[${raw(goPrimitiveTypes[primitive])}](${limit})`,
  exclusiveMinimum:
    ({ limit }) =>
    (primitive) =>
      code`exclusiveMinimum[${raw(goPrimitiveTypes[primitive])}](${limit})`,
  maxLength:
    ({ limit }) =>
    () =>
      code`maxLength(${limit})`,
  minLength:
    ({ limit }) =>
    () =>
      code`minLength(${limit})`,
  pattern: (constraint) => () =>
    code`matching(${patternName(constraint.source)}.MatchString, ${constraintMessage(constraint)})`,
  format: (constraint) => () => code`matching(${formatFunction(constraint.format)}, ${constraintMessage(constraint)})`,
  maxItems:
    ({ limit }) =>
    () =>
      code`maxItems(${limit})`,
  minItems:
    ({ limit }) =>
    () =>
      code`minItems(${limit})`,
};

/** The check of a constraint on a value of `primitive` (an array's, for an array's constraint). */
export function constraintCheck(constraint: Constraint, primitive: CheckedPrimitive): Code {
  return renderConstraint(constraintChecks, constraint)(primitive);
}

/** The checks of an array's own constraints, which `arrayOf` runs on its items before reading them. */
export function arrayChecks(constraints: readonly Constraint[]): Code[] {
  return constraints.map((constraint) => renderConstraint(constraintChecks, constraint)("string"));
}
