/**
 * A top-level type that is gone (and was not renamed): its generated type, guard and validator
 * exports disappear. Removed variants have their own rule, because those also break recorded data.
 */
import type { DiffRule } from "../diff-rule.js";

export const typeRemoved: DiffRule = {
  id: "type-removed",
  class: "source",
  bump: "major",
  summary: "a named type was removed: its type, guard and validator exports disappear",
  find: ({ pairing }) =>
    pairing.removedTypes.map((type) => ({
      message: `${type.kind} "${type.name}" was removed; code importing it stops compiling`,
      before: type.pointer,
      after: "/types",
    })),
};
