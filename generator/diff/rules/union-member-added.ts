/**
 * A union of kinds gained a member (`string | number` → `string | number | boolean`, or `string` →
 * `string | null`): every recorded value stays valid, but code reading the field must handle the new
 * kind, and each host's type of it changes (a TypeScript union grows, a Rust enum gains a variant).
 */
import type { DiffRule } from "../diff-rule.js";
import { describeField } from "../describe.js";
import { changedFields, describeTypeRef } from "../pair-vocabularies.js";
import { unionMemberChange } from "./union-members.js";

export const unionMemberAdded: DiffRule = {
  id: "union-member-added",
  class: "source",
  bump: "major",
  summary: "a union of kinds gained a member: readers must handle the new kind",
  find: ({ pairing }) =>
    changedFields(
      pairing,
      ({ before, after }) => unionMemberChange(before.type, after.type, pairing.renames) === "added",
    ).map(({ owner, before, after }) => ({
      message: `${describeField(owner, after.name)} widened from ${describeTypeRef(before.type)} to ${describeTypeRef(after.type)}; code reading it must handle the new member`,
      before: `${before.pointer}/type`,
      after: `${after.pointer}/type`,
    })),
};
