/**
 * A union of kinds lost a member (`string | number | null` → `string | number`, or `string | null`
 * → `string`): recorded values of the removed kind no longer validate.
 */
import type { DiffRule } from "../diff-rule.js";
import { describeField } from "../describe.js";
import { changedFields, describeTypeRef } from "../pair-vocabularies.js";
import { unionMemberChange } from "./union-members.js";

export const unionMemberRemoved: DiffRule = {
  id: "union-member-removed",
  class: "wire",
  bump: "major",
  summary: "a union of kinds lost a member: recorded values of that kind no longer validate",
  find: ({ pairing }) =>
    changedFields(
      pairing,
      ({ before, after }) => unionMemberChange(before.type, after.type, pairing.renames) === "removed",
    ).map(({ owner, before, after }) => ({
      message: `${describeField(owner, after.name)} narrowed from ${describeTypeRef(before.type)} to ${describeTypeRef(after.type)}; recorded values of the removed member no longer validate`,
      before: `${before.pointer}/type`,
      after: `${after.pointer}/type`,
    })),
};
