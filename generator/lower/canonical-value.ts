/**
 * Puts a JSON value's keys in the order its type declares (tags first, then fields), recursively,
 * so an example renders the same whatever order its author typed the keys in. Keys the type does
 * not know keep their relative order after the known ones.
 */
import type { IrField, IrNamedType, IrRecord, IrTypeRef, IrVariant } from "./ir.js";
import { leavesOf } from "./ir.js";
import { memberOfValue } from "./type-refs.js";

function canonicalValue(
  value: unknown,
  type: IrTypeRef,
  byName: ReadonlyMap<string, IrNamedType | IrVariant>,
): unknown {
  if (type.kind === "array")
    return Array.isArray(value) ? value.map((item) => canonicalValue(item, type.items, byName)) : value;
  // A map's keys are data: they keep their author's order, and only the values are put in order.
  if (type.kind === "map")
    return isObject(value)
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, canonicalValue(item, type.values, byName)]))
      : value;
  if (type.kind === "kind-union") {
    const member = memberOfValue(type, value);
    return member === undefined ? value : canonicalValue(value, member.type, byName);
  }
  if (type.kind === "primitive" || !isObject(value)) return value;
  const named = byName.get(type.name);
  if (named === undefined || named.kind === "enum" || named.kind === "scalar") return value;
  if (named.kind === "union") {
    const leaf = leavesOf(named).find((candidate) => candidate.tags.every((tag) => value[tag.field] === tag.value));
    return leaf === undefined ? value : canonicalRecord(value, leaf, byName);
  }
  return canonicalRecord(value, named, byName);
}

export function canonicalRecord(
  value: Record<string, unknown>,
  record: Pick<IrRecord, "fields"> & { tags?: IrVariant["tags"] },
  byName: ReadonlyMap<string, IrNamedType | IrVariant>,
): Record<string, unknown> {
  const fields = new Map<string, IrField>(record.fields.map((field) => [field.name, field]));
  const order = [...(record.tags ?? []).map((tag) => tag.field), ...fields.keys()];
  const keys = [
    ...order.filter((key) => Object.hasOwn(value, key)),
    ...Object.keys(value).filter((key) => !order.includes(key)),
  ];
  return Object.fromEntries(
    keys.map((key) => {
      const field = fields.get(key);
      return [key, field === undefined ? value[key] : canonicalValue(value[key], field.type, byName)];
    }),
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
