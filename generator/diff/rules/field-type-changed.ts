/**
 * A field whose type changed (old type names read through renames). Every change narrows or
 * replaces the set of valid values except `integer` → `number`, which `field-type-widened` reports.
 */
import type { DiffRule } from "../diff-rule.js";
import { describeField } from "../describe.js";
import { describeTypeRef, sameTypeRef } from "../pair-vocabularies.js";
import { isIntegerWidening } from "./field-type-widened.js";

export const fieldTypeChanged: DiffRule = {
  id: "field-type-changed",
  class: "wire",
  summary: "a field's type changed or narrowed",
  find: ({ pairing }) =>
    pairing.fields.flatMap(({ owners, common }) =>
      common
        .filter(
          ({ before, after }) =>
            !sameTypeRef(before.type, after.type, pairing.renames) && !isIntegerWidening(before.type, after.type),
        )
        .map(({ before, after }) => ({
          message: `${describeField(owners.after, after.name)} changed type from ${describeTypeRef(before.type)} to ${describeTypeRef(after.type)}; recorded values may no longer validate`,
          before: `${before.pointer}/type`,
          after: `${after.pointer}/type`,
        })),
    ),
};
