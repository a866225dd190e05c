/** An enum value that is gone: recorded values using it stop validating. */
import type { DiffRule } from "../diff-rule.js";

export const enumValueRemoved: DiffRule = {
  id: "enum-value-removed",
  class: "wire",
  bump: "major",
  summary: "an enum lost a value: recorded values with it are rejected",
  find: ({ pairing }) =>
    pairing.enums.flatMap(({ before, after }) =>
      before.values
        .filter((value) => !after.values.includes(value))
        .map((value) => ({
          message: `enum "${after.name}" value ${JSON.stringify(value)} was removed; recorded values with it no longer validate`,
          before: `${before.pointer}/enum/${before.values.indexOf(value)}`,
          after: `${after.pointer}/enum`,
        })),
    ),
};
