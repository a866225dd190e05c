/**
 * How TypeScript tests each constraint of the check plan: the expression that holds when a value,
 * already known to be of the constraint's kind, satisfies it. The guards join these tests with the
 * type's; the explainers report the first that fails, in the plan's order.
 *
 *     minimum 1  →  line >= 1
 */
import { type Code, code } from "../../emit/code.js";
import { type Constraint, type ConstraintTable, renderConstraint } from "../../lower/constraints.js";

const constraintTests: ConstraintTable<(subject: Code) => Code> = {
  maximum:
    ({ limit }) =>
    (subject) =>
      code`${subject} <= ${limit}`,
  minimum:
    ({ limit }) =>
    (subject) =>
      code`${subject} >= ${limit}`,
};

/** The test that `subject` satisfies the constraint. */
export function constraintHolds(constraint: Constraint, subject: Code): Code {
  return renderConstraint(constraintTests, constraint)(subject);
}
