/** A new top-level type: new exports, nothing existing changes. */
import type { DiffRule } from "../diff-rule.js";

export const typeAdded: DiffRule = {
  id: "type-added",
  class: "safe",
  bump: "minor",
  summary: "a new named type",
  find: ({ pairing }) =>
    pairing.addedTypes.map((type) => ({
      message: `${type.kind} "${type.name}" was added`,
      before: "/types",
      after: type.pointer,
    })),
};
