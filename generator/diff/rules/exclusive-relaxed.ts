/** Two fields that were mutually exclusive may now appear together: everything valid before still is. */
import type { DiffRule } from "../diff-rule.js";
import { describeOwner } from "../describe.js";
import { exclusivePairs } from "./exclusive-tightened.js";

export const exclusiveRelaxed: DiffRule = {
  id: "exclusive-relaxed",
  class: "safe",
  summary: "two fields are no longer mutually exclusive",
  find: ({ pairing }) =>
    pairing.fields.flatMap(({ owners }) => {
      const after = exclusivePairs(owners.after);
      const present = new Set(owners.after.fields.map((field) => field.name));
      return [...exclusivePairs(owners.before)]
        .filter((pair) => !after.has(pair) && pair.split(" ").every((name) => present.has(name)))
        .map((pair) => ({
          message: `${describeOwner(owners.after)} now allows ${pair
            .split(" ")
            .map((name) => `"${name}"`)
            .join(" and ")} together`,
          before: `${owners.before.pointer}/exclusive`,
          after: owners.after.pointer,
        }));
    }),
};
