/**
 * A field whose type changed (old type names read through renames). Every change narrows or
 * replaces the set of valid values except `integer` → `number`, which `field-type-widened` reports,
 * a map keyed by an enum keyed by any string, which `map-keys-widened` reports, and a union of kinds
 * gaining or losing members, which `union-member-added` and `union-member-removed` report.
 */
import type { DiffRule } from "../diff-rule.js";
import { describeField } from "../describe.js";
import { changedFields, describeTypeRef, sameTypeRef } from "../pair-vocabularies.js";
import { isIntegerWidening } from "./field-type-widened.js";
import { isMapKeyWidening } from "./map-keys-widened.js";
import { unionMemberChange } from "./union-members.js";

export const fieldTypeChanged: DiffRule = {
  id: "field-type-changed",
  class: "wire",
  bump: "major",
  summary: "a field's type changed or narrowed",
  find: ({ pairing }) =>
    changedFields(
      pairing,
      ({ before, after }) =>
        !sameTypeRef(before.type, after.type, pairing.renames) &&
        !isIntegerWidening(before.type, after.type) &&
        !isMapKeyWidening(before.type, after.type, pairing.renames) &&
        unionMemberChange(before.type, after.type, pairing.renames) === undefined,
    ).map(({ owner, before, after }) => ({
      message: `${describeField(owner, after.name)} changed type from ${describeTypeRef(before.type)} to ${describeTypeRef(after.type)}; recorded values may no longer validate`,
      before: `${before.pointer}/type`,
      after: `${after.pointer}/type`,
    })),
};
