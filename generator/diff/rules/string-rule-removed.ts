/**
 * A pattern or format removed (`string-rules.ts`), on a field or a named scalar: everything valid
 * before still is.
 */
import type { DiffRule } from "../diff-rule.js";
import { constrainedPlaces } from "./constrained-places.js";
import { describeRule, stringRuleMoves } from "./string-rules.js";

export const stringRuleRemoved: DiffRule = {
  id: "string-rule-removed",
  class: "safe",
  bump: "minor",
  summary: "a pattern or format was removed",
  find: ({ pairing }) =>
    stringRuleMoves(constrainedPlaces(pairing))
      .filter((move) => move.to === undefined)
      .map(({ subject, constraints, rule, from }) => ({
        message: `${subject} ${rule} ${describeRule(from)} removed`,
        before: `${constraints.before.pointer}/${rule}`,
        after: constraints.after.pointer,
      })),
};
