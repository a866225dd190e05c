/** Exclusive pairs of fields, compared between versions; shared by the tightened and relaxed rules. */
import type { Owner } from "../pair-vocabularies.js";

function exclusivePairs(owner: Owner): Set<string> {
  const found = new Set<string>();
  for (const group of owner.exclusive)
    for (const first of group) for (const second of group) if (first < second) found.add(`${first} ${second}`);
  return found;
}

/** Pairs exclusive in `one` but not in `other`, both of whose fields `other` has; each as two names. */
export function exclusiveOnlyIn(one: Owner, other: Owner): [string, string][] {
  const otherPairs = exclusivePairs(other);
  const otherFields = new Set(other.fields.map((field) => field.name));
  return [...exclusivePairs(one)]
    .filter((pair) => !otherPairs.has(pair))
    .map((pair) => pair.split(" ") as [string, string])
    .filter((names) => names.every((name) => otherFields.has(name)));
}
