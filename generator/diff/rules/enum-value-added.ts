/**
 * A new enum value. The generated type is a closed union of literals, so exhaustive switches over it
 * stop compiling, as for a new variant; readers not yet upgraded reject a card carrying the value
 * and show the fallback card, so recorded data is unaffected.
 */
import type { DiffRule } from "../diff-rule.js";

export const enumValueAdded: DiffRule = {
  id: "enum-value-added",
  class: "source",
  bump: "major",
  summary: "an enum gained a value: exhaustive switches need the new case",
  find: ({ pairing }) =>
    pairing.enums.flatMap(({ before, after }) =>
      after.values
        .filter((value) => !before.values.includes(value))
        .map((value) => ({
          message: `enum "${after.name}" value ${JSON.stringify(value)} was added; exhaustive switches over "${after.name}" need the case`,
          before: `${before.pointer}/enum`,
          after: `${after.pointer}/enum/${after.values.indexOf(value)}`,
        })),
    ),
};
