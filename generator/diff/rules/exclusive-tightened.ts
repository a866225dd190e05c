/** Two fields that could appear together before and are now exclusive: recorded values with both are rejected. */
import type { DiffRule } from "../diff-rule.js";
import type { Owner } from "../pair-vocabularies.js";
import { describeOwner } from "../describe.js";

/** Every exclusive pair of an owner, as "first second" in code-unit order. */
export function exclusivePairs(owner: Owner): Set<string> {
  const found = new Set<string>();
  for (const group of owner.exclusive)
    for (const first of group) for (const second of group) if (first < second) found.add(`${first} ${second}`);
  return found;
}

export const exclusiveTightened: DiffRule = {
  id: "exclusive-tightened",
  class: "wire",
  summary: "two existing fields became mutually exclusive",
  find: ({ pairing }) =>
    pairing.fields.flatMap(({ owners }) => {
      const before = exclusivePairs(owners.before);
      const existed = new Set(owners.before.fields.map((field) => field.name));
      return [...exclusivePairs(owners.after)]
        .filter((pair) => !before.has(pair) && pair.split(" ").every((name) => existed.has(name)))
        .map((pair) => ({
          message: `${describeOwner(owners.after)} now allows at most one of ${pair
            .split(" ")
            .map((name) => `"${name}"`)
            .join(" and ")}; recorded values with both no longer validate`,
          before: owners.before.pointer,
          after: `${owners.after.pointer}/exclusive`,
        }));
    }),
};
