/**
 * A named scalar's primitive changed, save `integer` to `number` (`scalar-type-widened`): recorded
 * values of the old primitive no longer validate wherever the scalar is used.
 */
import type { DiffRule } from "../diff-rule.js";

export const scalarTypeChanged: DiffRule = {
  id: "scalar-type-changed",
  class: "wire",
  bump: "major",
  summary: "a named scalar's primitive changed",
  find: ({ pairing }) =>
    pairing.scalars
      .filter(
        ({ before, after }) => before.primitive !== after.primitive && !isWidening(before.primitive, after.primitive),
      )
      .map(({ before, after }) => ({
        message: `scalar "${after.name}" changed from ${before.primitive} to ${after.primitive}; recorded values wherever it is used no longer validate`,
        before: `${before.pointer}/type`,
        after: `${after.pointer}/type`,
      })),
};

export function isWidening(before: string, after: string): boolean {
  return before === "integer" && after === "number";
}
