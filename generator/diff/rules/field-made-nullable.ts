/** A field made nullable: data stays valid, but consumers reading it must now handle null. */
import type { DiffRule } from "../diff-rule.js";
import { describeField } from "../describe.js";
import { changedFields } from "../pair-vocabularies.js";

export const fieldMadeNullable: DiffRule = {
  id: "field-made-nullable",
  class: "source",
  bump: "major",
  summary: "a field was made nullable: readers must handle null",
  find: ({ pairing }) =>
    changedFields(pairing, ({ before, after }) => !before.nullable && after.nullable).map(
      ({ owner, before, after }) => ({
        message: `${describeField(owner, after.name)} was made nullable; code reading it must handle null`,
        before: before.pointer,
        after: `${after.pointer}/nullable`,
      }),
    ),
};
