/**
 * A new optional field. Recorded values stay valid and consumers keep compiling. A reader not yet
 * upgraded rejects a value that carries it (records are closed) and shows the fallback card.
 */
import type { DiffRule } from "../diff-rule.js";
import { describeField } from "../describe.js";

export const fieldAddedOptional: DiffRule = {
  id: "field-added-optional",
  class: "safe",
  bump: "minor",
  summary: "a new optional field",
  find: ({ pairing }) =>
    pairing.fields.flatMap(({ owners, added }) =>
      added
        .filter((field) => field.optional)
        .map((field) => ({
          message: `optional ${describeField(owners.after, field.name)} was added`,
          before: `${owners.before.pointer}/fields`,
          after: field.pointer,
        })),
    ),
};
