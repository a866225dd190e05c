/** A field made nullable: data stays valid, but consumers reading it must now handle null. */
import type { DiffRule } from "../diff-rule.js";
import { describeField } from "../describe.js";

export const fieldMadeNullable: DiffRule = {
  id: "field-made-nullable",
  class: "source",
  summary: "a field was made nullable: readers must handle null",
  find: ({ pairing }) =>
    pairing.fields.flatMap(({ owners, common }) =>
      common
        .filter(({ before, after }) => !before.nullable && after.nullable)
        .map(({ before, after }) => ({
          message: `${describeField(owners.after, after.name)} was made nullable; code reading it must handle null`,
          before: before.pointer,
          after: `${after.pointer}/nullable`,
        })),
    ),
};
