/** A nullable field made non-null: recorded nulls stop validating. */
import type { DiffRule } from "../diff-rule.js";
import { describeField } from "../describe.js";

export const fieldMadeNonNullable: DiffRule = {
  id: "field-made-non-nullable",
  class: "wire",
  summary: "a nullable field was made non-null",
  find: ({ pairing }) =>
    pairing.fields.flatMap(({ owners, common }) =>
      common
        .filter(({ before, after }) => before.nullable && !after.nullable)
        .map(({ before, after }) => ({
          message: `${describeField(owners.after, after.name)} is no longer nullable; recorded nulls no longer validate`,
          before: `${before.pointer}/nullable`,
          after: after.pointer,
        })),
    ),
};
