/** A nullable field made non-null: recorded nulls stop validating. */
import type { DiffRule } from "../diff-rule.js";
import { describeField } from "../describe.js";
import { changedFields } from "../pair-vocabularies.js";

export const fieldMadeNonNullable: DiffRule = {
  id: "field-made-non-nullable",
  class: "wire",
  bump: "major",
  summary: "a nullable field was made non-null",
  find: ({ pairing }) =>
    changedFields(pairing, ({ before, after }) => before.nullable && !after.nullable).map(
      ({ owner, before, after }) => ({
        message: `${describeField(owner, after.name)} is no longer nullable; recorded nulls no longer validate`,
        before: `${before.pointer}/nullable`,
        after: after.pointer,
      }),
    ),
};
