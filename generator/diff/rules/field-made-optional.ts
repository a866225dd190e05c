/** A required field made optional: data stays valid, but consumers reading it must now handle its absence. */
import type { DiffRule } from "../diff-rule.js";
import { describeField } from "../describe.js";
import { changedFields } from "../pair-vocabularies.js";

export const fieldMadeOptional: DiffRule = {
  id: "field-made-optional",
  class: "source",
  bump: "major",
  summary: "a required field was made optional: readers must handle its absence",
  find: ({ pairing }) =>
    changedFields(pairing, ({ before, after }) => !before.optional && after.optional).map(
      ({ owner, before, after }) => ({
        message: `${describeField(owner, after.name)} was made optional; code reading it must handle undefined`,
        before: before.pointer,
        after: `${after.pointer}/optional`,
      }),
    ),
};
