/** A lower bound lowered or removed, an upper one raised or removed (`bounds.ts`): everything valid before still is. */
import type { DiffRule } from "../diff-rule.js";
import { describeField } from "../describe.js";
import { boundMoves, describeBound } from "./bounds.js";

export const constraintWidened: DiffRule = {
  id: "constraint-widened",
  class: "safe",
  bump: "minor",
  summary: "a bound (minimum, maximum, exclusive bound, length or item count) was widened or removed",
  find: ({ pairing }) =>
    boundMoves(pairing.fields)
      .filter((move) => !move.tighter)
      .map(({ fields, owners, bound, from, to }) => ({
        message: `${describeField(owners.after, fields.after.name)} ${bound} widened from ${describeBound(from)} to ${describeBound(to)}`,
        before: `${fields.before.pointer}/${bound}`,
        after: to === undefined ? fields.after.pointer : `${fields.after.pointer}/${bound}`,
      })),
};
