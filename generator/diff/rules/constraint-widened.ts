/**
 * A lower bound lowered or removed, an upper one raised or removed (`bounds.ts`), on a field or a
 * named scalar: everything valid before still is.
 */
import type { DiffRule } from "../diff-rule.js";
import { boundMoves, describeBound } from "./bounds.js";
import { constrainedPlaces } from "./constrained-places.js";

export const constraintWidened: DiffRule = {
  id: "constraint-widened",
  class: "safe",
  bump: "minor",
  summary: "a bound (minimum, maximum, exclusive bound, length or item count) was widened or removed",
  find: ({ pairing }) =>
    boundMoves(constrainedPlaces(pairing))
      .filter((move) => !move.tighter)
      .map(({ subject, constraints, bound, from, to }) => ({
        message: `${subject} ${bound} widened from ${describeBound(from)} to ${describeBound(to)}`,
        before: `${constraints.before.pointer}/${bound}`,
        after: to === undefined ? constraints.after.pointer : `${constraints.after.pointer}/${bound}`,
      })),
};
