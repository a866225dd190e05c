/** A required field made optional: data stays valid, but consumers reading it must now handle its absence. */
import type { DiffRule } from "../diff-rule.js";
import { describeField } from "../describe.js";

export const fieldMadeOptional: DiffRule = {
  id: "field-made-optional",
  class: "source",
  summary: "a required field was made optional: readers must handle its absence",
  find: ({ pairing }) =>
    pairing.fields.flatMap(({ owners, common }) =>
      common
        .filter(({ before, after }) => !before.optional && after.optional)
        .map(({ before, after }) => ({
          message: `${describeField(owners.after, after.name)} was made optional; code reading it must handle undefined`,
          before: before.pointer,
          after: `${after.pointer}/optional`,
        })),
    ),
};
