/**
 * How a string rule (a `pattern` or a `format`) changed between versions, on a field or a named
 * scalar. One added or replaced may refuse values valid before: whether one I-Regexp accepts all
 * another does is not decided here, so a changed pattern counts as a tightening. One removed refuses
 * nothing new. Shared by the tightened and removed rules.
 */
import { type Constraint, constraintOf } from "../../model/constraints.js";
import type { ConstrainedPlace } from "./constrained-places.js";

export type StringRuleKind = "pattern" | "format";

export interface StringRuleMove extends ConstrainedPlace {
  readonly rule: StringRuleKind;
  readonly from: string | undefined;
  readonly to: string | undefined;
}

function spelling(constraint: Constraint | undefined): string | undefined {
  if (constraint?.kind === "pattern") return constraint.source;
  if (constraint?.kind === "format") return constraint.format;
  return undefined;
}

export function stringRuleMoves(places: readonly ConstrainedPlace[]): StringRuleMove[] {
  return places.flatMap((place) =>
    (["pattern", "format"] as const).flatMap((rule): StringRuleMove[] => {
      const from = spelling(constraintOf(place.constraints.before.constraints, rule));
      const to = spelling(constraintOf(place.constraints.after.constraints, rule));
      return from === to ? [] : [{ ...place, rule, from, to }];
    }),
  );
}

/** `"[0-9]{5}"`, or `none`. */
export function describeRule(value: string | undefined): string {
  return value === undefined ? "none" : JSON.stringify(value);
}
