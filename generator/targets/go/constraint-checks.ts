/**
 * How Go checks each constraint of the check plan: a call to the prelude's constructor of that
 * constraint's `check`, which `bounded` runs in the plan's order once the value is decoded.
 *
 *     minimum 1 on an integer  →  minimum[int64](1)
 */
import { type Code, raw } from "../../emit/code.js";
import type { CheckedPrimitive } from "../../lower/check-plan.js";
import { type Constraint, type ConstraintTable, renderConstraint } from "../../lower/constraints.js";
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
};

/** The check of a constraint on a value of `primitive`. */
export function constraintCheck(constraint: Constraint, primitive: CheckedPrimitive): Code {
  return renderConstraint(constraintChecks, constraint)(primitive);
}
