/**
 * A pattern or format added or replaced (`string-rules.ts`), on a field or a named scalar: recorded
 * values it does not match are rejected.
 */
import type { DiffRule } from "../diff-rule.js";
import { constrainedPlaces } from "./constrained-places.js";
import { describeRule, stringRuleMoves } from "./string-rules.js";

export const stringRuleTightened: DiffRule = {
  id: "string-rule-tightened",
  class: "wire",
  bump: "major",
  summary: "a pattern or format was added or replaced",
  find: ({ pairing }) =>
    stringRuleMoves(constrainedPlaces(pairing))
      .filter((move) => move.to !== undefined)
      .map(({ subject, constraints, rule, from, to }) => ({
        message: `${subject} ${rule} changed from ${describeRule(from)} to ${describeRule(to)}; recorded values it does not match no longer validate`,
        before: from === undefined ? constraints.before.pointer : `${constraints.before.pointer}/${rule}`,
        after: `${constraints.after.pointer}/${rule}`,
      })),
};
