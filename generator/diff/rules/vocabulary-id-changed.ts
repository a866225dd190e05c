/** The vocabulary's `id`, the generated JSON Schema's `$id`: hosts that reference `<id>#/$defs/X` must follow it. */
import type { DiffRule } from "../diff-rule.js";

export const vocabularyIdChanged: DiffRule = {
  id: "vocabulary-id-changed",
  class: "source",
  bump: "major",
  summary: "the vocabulary id (the JSON Schema $id) changed: schema references must follow",
  find: ({ before, after }) =>
    before.ir.id === after.ir.id
      ? []
      : [
          {
            message: `the vocabulary id changed from ${JSON.stringify(before.ir.id)} to ${JSON.stringify(after.ir.id)}; hosts referencing the JSON Schema by $id must follow`,
            before: "/id",
            after: "/id",
          },
        ],
};
