/** A field's `default` added, changed or removed: an annotation in the docs and the JSON Schema, never a check. */
import type { DiffRule } from "../diff-rule.js";
import { describeField } from "../describe.js";
import { changedFields } from "../pair-vocabularies.js";

export const defaultChanged: DiffRule = {
  id: "default-changed",
  class: "safe",
  bump: "patch",
  summary: "a field's default was added, changed or removed",
  find: ({ pairing }) =>
    changedFields(
      pairing,
      ({ before, after }) => JSON.stringify(before.default?.value) !== JSON.stringify(after.default?.value),
    ).map(({ owner, before, after }) => ({
      message: `the default of ${describeField(owner, after.name)} changed from ${describeDefault(before.default)} to ${describeDefault(after.default)}`,
      before: before.default === undefined ? before.pointer : `${before.pointer}/default`,
      after: after.default === undefined ? after.pointer : `${after.pointer}/default`,
    })),
};

function describeDefault(value: { readonly value: unknown } | undefined): string {
  return value === undefined ? "none" : JSON.stringify(value.value);
}
