/** A new required field: no recorded value has it. */
import type { DiffRule } from "../diff-rule.js";
import { describeField } from "../describe.js";

export const fieldAddedRequired: DiffRule = {
  id: "field-added-required",
  class: "wire",
  bump: "major",
  summary: "a new required field: recorded values lack it",
  find: ({ pairing }) =>
    pairing.fields.flatMap(({ owners, added }) =>
      added
        .filter((field) => !field.optional)
        .map((field) => ({
          message: `required ${describeField(owners.after, field.name)} was added; recorded values lack it`,
          before: `${owners.before.pointer}/fields`,
          after: field.pointer,
        })),
    ),
};
