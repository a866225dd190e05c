/** Two fields that were mutually exclusive may now appear together: everything valid before still is. */
import type { DiffRule } from "../diff-rule.js";
import { describeOwner } from "../describe.js";
import { exclusiveOnlyIn } from "./exclusive-pairs.js";

export const exclusiveRelaxed: DiffRule = {
  id: "exclusive-relaxed",
  class: "safe",
  bump: "minor",
  summary: "two fields are no longer mutually exclusive",
  find: ({ pairing }) =>
    pairing.fields.flatMap(({ owners }) =>
      exclusiveOnlyIn(owners.before, owners.after).map(([first, second]) => ({
        message: `${describeOwner(owners.after)} now allows "${first}" and "${second}" together`,
        before: `${owners.before.pointer}/exclusive`,
        after: owners.after.pointer,
      })),
    ),
};
