/**
 * How Rust checks a field's rule of the check plan: the prelude's `Must` steps, walked over the JSON
 * value before it is read, so an array's own constraints come before its items and each item's
 * before the next item, as every host orders them. A rule with no constraint anywhere has no steps.
 *
 *     string[] with maxItems 3 and minLength 1  →  &[Must::Array, Must::MaxItems(3), Must::Each, Must::String, Must::MinLength(1)]
 */
import { type Code, raw } from "../../emit/code.js";
import type { CheckedPrimitive, ValueRule } from "../../lower/check-plan.js";
import { type Constraint, type ConstraintTable, renderConstraint } from "../../model/constraints.js";
import { formatStep, patternStep } from "./string-matchers.js";
import { rust } from "./syntax.js";

const { code } = rust;

/** The steps of a rule, or undefined when nothing in it is constrained. */
export function constraintSteps(rule: ValueRule): Code[] | undefined {
  switch (rule.kind) {
    case "any":
    case "reference":
    // A map's values and a union's members carry no field constraint: the checker refuses them there.
    case "entries":
    case "by-kind":
      return undefined;
    case "primitive": {
      const kind = kindSteps[rule.primitive];
      return rule.constraints.length === 0 || kind === undefined
        ? undefined
        : [raw(`Must::${kind}`), ...rule.constraints.map(constraintStep)];
    }
    case "each": {
      const items = constraintSteps(rule.items);
      if (items === undefined && rule.constraints.length === 0) return undefined;
      return [
        raw("Must::Array"),
        ...rule.constraints.map(constraintStep),
        ...(items === undefined ? [] : [raw("Must::Each"), ...items]),
      ];
    }
  }
}

/** The step naming a primitive's kind; a boolean takes no constraint, so it has none. */
const kindSteps = {
  string: "String",
  integer: "Integer",
  number: "Number",
  boolean: undefined,
} satisfies Record<CheckedPrimitive, string | undefined>;

const mustSteps: ConstraintTable<Code> = {
  maximum: ({ limit }) => code`Must::Maximum(${raw(rustFloat(limit))})`,
  minimum: ({ limit }) => code`Must::Minimum(${raw(rustFloat(limit))})`,
  exclusiveMaximum: ({ limit }) => code`Must::ExclusiveMaximum(${raw(rustFloat(limit))})`,
  exclusiveMinimum: ({ limit }) => code`Must::ExclusiveMinimum(${raw(rustFloat(limit))})`,
  maxLength: ({ limit }) => code`Must::MaxLength(${raw(String(limit))})`,
  minLength: ({ limit }) => code`Must::MinLength(${raw(String(limit))})`,
  pattern: ({ source }) => patternStep(source),
  format: ({ format }) => formatStep(format),
  maxItems: ({ limit }) => code`Must::MaxItems(${raw(String(limit))})`,
  minItems: ({ limit }) => code`Must::MinItems(${raw(String(limit))})`,
};

function constraintStep(constraint: Constraint): Code {
  return renderConstraint(mustSteps, constraint);
}

/** A limit as an `f64` literal: `1_f64`, `1e308_f64` (Rust takes no `+` in an exponent). */
function rustFloat(limit: number): string {
  return `${String(limit).replace("e+", "e")}_f64`;
}
