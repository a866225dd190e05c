/** An optional field made required: recorded values without it stop validating. */
import type { DiffRule } from "../diff-rule.js";
import { describeField } from "../describe.js";
import { changedFields } from "../pair-vocabularies.js";

export const fieldMadeRequired: DiffRule = {
  id: "field-made-required",
  class: "wire",
  bump: "major",
  summary: "an optional field was made required",
  find: ({ pairing }) =>
    changedFields(pairing, ({ before, after }) => before.optional && !after.optional).map(
      ({ owner, before, after }) => ({
        message: `${describeField(owner, after.name)} was made required; recorded values without it no longer validate`,
        before: `${before.pointer}/optional`,
        after: after.pointer,
      }),
    ),
};
