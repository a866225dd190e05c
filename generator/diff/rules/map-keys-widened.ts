/**
 * A map's keys went from an enum to any string (at any depth of arrays and map values), its values
 * otherwise the same: every recorded value stays valid, but each host reads another key type
 * (TypeScript's `Partial<Record<E, V>>` becomes an index signature, Python's `dict[E, V]` a
 * `dict[str, V]`, Rust's `BTreeMap<E, V>` a `BTreeMap<String, V>`, Go's `map[E]V` a `map[string]V`), so
 * code that used the keys as the enum stops compiling. The opposite change, string to enum, refuses
 * keys recorded values may hold, and is `field-type-changed`.
 */
import type { IrTypeRef } from "../../lower/ir.js";
import { sameMapKey } from "../../lower/type-refs.js";
import type { DiffRule } from "../diff-rule.js";
import { describeField } from "../describe.js";
import { changedFields, describeTypeRef, sameTypeRef } from "../pair-vocabularies.js";

export function isMapKeyWidening(before: IrTypeRef, after: IrTypeRef, renames: ReadonlyMap<string, string>): boolean {
  if (before.kind === "array" && after.kind === "array") return isMapKeyWidening(before.items, after.items, renames);
  if (before.kind !== "map" || after.kind !== "map") return false;
  const valuesWidened = isMapKeyWidening(before.values, after.values, renames);
  if (before.keys.kind === "enum" && after.keys.kind === "string")
    return valuesWidened || sameTypeRef(before.values, after.values, renames);
  return sameMapKey(before.keys, after.keys, (name) => renames.get(name) ?? name) && valuesWidened;
}

export const mapKeysWidened: DiffRule = {
  id: "map-keys-widened",
  class: "source",
  bump: "major",
  summary: "a map's keys were widened from an enum to any string: every host reads another key type",
  find: ({ pairing }) =>
    changedFields(pairing, ({ before, after }) => isMapKeyWidening(before.type, after.type, pairing.renames)).map(
      ({ owner, before, after }) => ({
        message: `${describeField(owner, after.name)} widened its map keys from ${describeTypeRef(before.type)} to ${describeTypeRef(after.type)}; every host reads another key type`,
        before: `${before.pointer}/type`,
        after: `${after.pointer}/type`,
      }),
    ),
};
