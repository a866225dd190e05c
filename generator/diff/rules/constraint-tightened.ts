/**
 * A lower bound raised or added, an upper one lowered or added (`bounds.ts`), on a field or a named
 * scalar: recorded values outside the new range are rejected.
 */
import type { DiffRule } from "../diff-rule.js";
import { boundMoves, describeBound } from "./bounds.js";
import { constrainedPlaces } from "./constrained-places.js";

export const constraintTightened: DiffRule = {
  id: "constraint-tightened",
  class: "wire",
  bump: "major",
  summary: "a bound (minimum, maximum, exclusive bound, length or item count) was tightened or added",
  find: ({ pairing }) =>
    boundMoves(constrainedPlaces(pairing))
      .filter((move) => move.tighter)
      .map(({ subject, constraints, bound, from, to }) => ({
        message: `${subject} ${bound} tightened from ${describeBound(from)} to ${describeBound(to)}; recorded values outside it no longer validate`,
        before: from === undefined ? constraints.before.pointer : `${constraints.before.pointer}/${bound}`,
        after: `${constraints.after.pointer}/${bound}`,
      })),
};
