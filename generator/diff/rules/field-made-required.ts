/** An optional field made required: recorded values without it stop validating. */
import type { DiffRule } from "../diff-rule.js";
import { describeField } from "../describe.js";

export const fieldMadeRequired: DiffRule = {
  id: "field-made-required",
  class: "wire",
  summary: "an optional field was made required",
  find: ({ pairing }) =>
    pairing.fields.flatMap(({ owners, common }) =>
      common
        .filter(({ before, after }) => before.optional && !after.optional)
        .map(({ before, after }) => ({
          message: `${describeField(owners.after, after.name)} was made required; recorded values without it no longer validate`,
          before: `${before.pointer}/optional`,
          after: after.pointer,
        })),
    ),
};
