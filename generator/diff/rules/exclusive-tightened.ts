/** Two fields that could appear together before and are now exclusive: recorded values with both are rejected. */
import type { DiffRule } from "../diff-rule.js";
import { describeOwner } from "../describe.js";
import { exclusiveOnlyIn } from "./exclusive-pairs.js";

export const exclusiveTightened: DiffRule = {
  id: "exclusive-tightened",
  class: "wire",
  bump: "major",
  summary: "two existing fields became mutually exclusive",
  find: ({ pairing }) =>
    pairing.fields.flatMap(({ owners }) =>
      exclusiveOnlyIn(owners.after, owners.before).map(([first, second]) => ({
        message: `${describeOwner(owners.after)} now allows at most one of "${first}" and "${second}"; recorded values with both no longer validate`,
        before: owners.before.pointer,
        after: `${owners.after.pointer}/exclusive`,
      })),
    ),
};
