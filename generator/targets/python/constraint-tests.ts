/**
 * How Python tests each constraint of the check plan: the expression that holds when a value,
 * already known to be of the constraint's kind, breaks it. The checks try them in the plan's
 * order, each after the type's test.
 *
 *     minimum 1  →  field < 1
 */
import type { Code } from "../../emit/code.js";
import { type Constraint, type ConstraintTable, renderConstraint } from "../../model/constraints.js";
import { formatTest, patternFails } from "./string-matchers.js";
import { python } from "./syntax.js";

const { code } = python;

const constraintBreaks: ConstraintTable<(subject: Code) => Code> = {
  maximum:
    ({ limit }) =>
    (subject) =>
      code`${subject} > ${limit}`,
  minimum:
    ({ limit }) =>
    (subject) =>
      code`${subject} < ${limit}`,
  exclusiveMaximum:
    ({ limit }) =>
    (subject) =>
      code`${subject} >= ${limit}`,
  exclusiveMinimum:
    ({ limit }) =>
    (subject) =>
      code`${subject} <= ${limit}`,
  // A Python str is a sequence of code points, so len counts them as JSON Schema does.
  maxLength:
    ({ limit }) =>
    (subject) =>
      code`len(${subject}) > ${limit}`,
  minLength:
    ({ limit }) =>
    (subject) =>
      code`len(${subject}) < ${limit}`,
  pattern:
    ({ source }) =>
    (subject) =>
      patternFails(source, subject),
  format:
    ({ format }) =>
    (subject) =>
      code`not ${formatTest(format, subject)}`,
  // isinstance narrows an object to list[Unknown], which strict pyright refuses to measure.
  maxItems:
    ({ limit }) =>
    (subject) =>
      code`len(cast("list[object]", ${subject})) > ${limit}`,
  minItems:
    ({ limit }) =>
    (subject) =>
      code`len(cast("list[object]", ${subject})) < ${limit}`,
};

/** The test that `subject` breaks the constraint. */
export function constraintBroken(constraint: Constraint, subject: Code): Code {
  return renderConstraint(constraintBreaks, constraint)(subject);
}
