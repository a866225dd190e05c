/**
 * `integer` → `number` (at any depth of arrays and map values): every recorded value stays valid and the TS type is
 * `number` both times, but the target languages whose integers are a type of their own read another type (`i64` → `f64` in Rust, `int64` →
 * `float64` in Go, `int` → `float` in Python), so their code that uses the field stops compiling.
 */
import type { IrTypeRef } from "../../lower/ir.js";
import { sameMapKey } from "../../lower/type-refs.js";
import { languageList } from "../../model/target-naming.js";
import { targetNamings } from "../../targets/index.js";
import type { DiffRule } from "../diff-rule.js";
import { describeField } from "../describe.js";
import { changedFields } from "../pair-vocabularies.js";

export function isIntegerWidening(before: IrTypeRef, after: IrTypeRef): boolean {
  if (before.kind === "array" && after.kind === "array") return isIntegerWidening(before.items, after.items);
  if (before.kind === "map" && after.kind === "map")
    return sameMapKey(before.keys, after.keys) && isIntegerWidening(before.values, after.values);
  return (
    before.kind === "primitive" && before.name === "integer" && after.kind === "primitive" && after.name === "number"
  );
}

/** `Python, Rust and Go`: the target languages whose integer and number are different types. */
const readAnotherType = languageList(targetNamings.filter((naming) => naming.integerIsNotNumber));

export const fieldTypeWidened: DiffRule = {
  id: "field-type-widened",
  class: "source",
  bump: "major",
  // Names no language, so docs/diff.md's table (held to it) needs no edit when a target is added.
  summary:
    "a field's type was widened from integer to number: a target whose integers are a type of their own reads another type",
  find: ({ pairing }) =>
    changedFields(pairing, ({ before, after }) => isIntegerWidening(before.type, after.type)).map(
      ({ owner, before, after }) => ({
        message: `${describeField(owner, after.name)} was widened from integer to number; ${readAnotherType} read it as another type`,
        before: `${before.pointer}/type`,
        after: `${after.pointer}/type`,
      }),
    ),
};
