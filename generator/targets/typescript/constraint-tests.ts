/**
 * How TypeScript tests each constraint of the check plan: the expression that holds when a value,
 * already known to be of the constraint's kind, satisfies it. The guards join these tests with the
 * type's; the explainers report the first that fails, in the plan's order. A string's length is
 * counted in code points by the runtime's `codePoints`, asked only when `.length` (UTF-16 units,
 * never fewer) cannot already tell.
 *
 *     minimum 1     →  line >= 1
 *     maxLength 5   →  (code.length <= 5 || codePoints(code) <= 5)
 */
import { type Code, code, identifier } from "../../emit/code.js";
import { type Constraint, type ConstraintTable, renderConstraint } from "../../model/constraints.js";
import { formatTest, patternTest } from "./string-matchers.js";

const constraintTests: ConstraintTable<(subject: Code) => Code> = {
  maximum:
    ({ limit }) =>
    (subject) =>
      code`${subject} <= ${limit}`,
  minimum:
    ({ limit }) =>
    (subject) =>
      code`${subject} >= ${limit}`,
  exclusiveMaximum:
    ({ limit }) =>
    (subject) =>
      code`${subject} < ${limit}`,
  exclusiveMinimum:
    ({ limit }) =>
    (subject) =>
      code`${subject} > ${limit}`,
  maxLength:
    ({ limit }) =>
    (subject) =>
      code`(${subject}.length <= ${limit} || ${codePoints}(${subject}) <= ${limit})`,
  // A string of fewer UTF-16 units than the limit has fewer code points too, and one of at least
  // twice as many has enough, since a code point takes at most two units.
  minLength:
    ({ limit }) =>
    (subject) =>
      limit <= 1
        ? code`${subject}.length >= ${limit}`
        : code`${subject}.length >= ${limit} && (${subject}.length >= ${limit * 2} || ${codePoints}(${subject}) >= ${limit})`,
  pattern:
    ({ source }) =>
    (subject) =>
      patternTest(source, subject),
  format:
    ({ format }) =>
    (subject) =>
      formatTest(format, subject),
  maxItems:
    ({ limit }) =>
    (subject) =>
      code`${subject}.length <= ${limit}`,
  minItems:
    ({ limit }) =>
    (subject) =>
      code`${subject}.length >= ${limit}`,
};

/** The runtime's code point counter, which `validators.ts` imports when a length is checked. */
const codePoints = identifier("codePoints");

/** Whether the tests of these constraints call the runtime's `codePoints`. */
export function countsCodePoints(constraints: readonly Constraint[]): boolean {
  return constraints.some(
    (constraint) => constraint.kind === "maxLength" || (constraint.kind === "minLength" && constraint.limit > 1),
  );
}

/** The test that `subject` satisfies the constraint. */
export function constraintHolds(constraint: Constraint, subject: Code): Code {
  return renderConstraint(constraintTests, constraint)(subject);
}
