/** A lower bound raised or added, an upper one lowered or added (`bounds.ts`): recorded values outside the new range are rejected. */
import type { DiffRule } from "../diff-rule.js";
import { describeField } from "../describe.js";
import { boundMoves, describeBound } from "./bounds.js";

export const constraintTightened: DiffRule = {
  id: "constraint-tightened",
  class: "wire",
  bump: "major",
  summary: "a bound (minimum, maximum, exclusive bound, length or item count) was tightened or added",
  find: ({ pairing }) =>
    boundMoves(pairing.fields)
      .filter((move) => move.tighter)
      .map(({ fields, owners, bound, from, to }) => ({
        message: `${describeField(owners.after, fields.after.name)} ${bound} tightened from ${describeBound(from)} to ${describeBound(to)}; recorded values outside it no longer validate`,
        before: from === undefined ? fields.before.pointer : `${fields.before.pointer}/${bound}`,
        after: `${fields.after.pointer}/${bound}`,
      })),
};
