/**
 * The vectors of a field that holds a union of kinds, directly or as the items of its arrays and the
 * values of its maps: a value of each member's kind is valid, one just past a scalar member's
 * constraints is not, and nor is a value of each JSON kind no member takes. The value sits where the union does, each array and map around it holding just it,
 * so every host is seen to decide by the JSON kind at that depth.
 */
import type { IrField, IrKindMember, IrTypeRef } from "../lower/ir.js";
import { type ValueKind, jsonKinds } from "../model/json-kinds.js";

type KindUnion = Extract<IrTypeRef, { kind: "kind-union" }>;

/** A value of each JSON kind, for the kinds a union leaves out. */
const valueOfKind: Record<ValueKind, unknown> = {
  string: "not a member's kind",
  number: 7,
  boolean: true,
  array: [],
  object: {},
};

/**
 * What the vectors need of the sampler: a valid value of a type, the values near the bounds its own
 * constraints set (a named scalar's), and a key a map takes.
 */
export interface KindUnionSamples {
  member(type: IrTypeRef): unknown;
  nearMember(type: IrTypeRef): readonly FieldVector[];
  mapKey(map: Extract<IrTypeRef, { kind: "map" }>): string | undefined;
}

export interface FieldVector {
  readonly label: string;
  readonly valid: boolean;
  readonly value: unknown;
}

/** The vectors of one field's outermost union of kinds, or none when its type holds none. */
export function kindUnionVectors(field: IrField, samples: KindUnionSamples): FieldVector[] {
  const found = outermostUnion(field.type, samples);
  if (found === undefined) return [];
  const { union, wrap, where } = found;
  const members = union.members.map((member: IrKindMember): FieldVector => ({
    label: `${where}member-${member.json}`,
    valid: true,
    value: wrap(samples.member(member.type)),
  }));
  // A scalar member holds its own constraints and `const` in the union too, so a value just past them is refused.
  const nearMembers = union.members.flatMap((member) =>
    samples.nearMember(member.type).map((near): FieldVector => ({
      label: `${where}member-${member.json}-${near.label}`,
      valid: near.valid,
      value: wrap(near.value),
    })),
  );
  const uncovered = uncoveredKinds(union).map((kind): FieldVector => ({
    label: `${where}kind-${kind}`,
    valid: false,
    value: wrap(valueOfKind[kind]),
  }));
  return [...members, ...nearMembers, ...uncovered];
}

/** The JSON kinds besides null no member of a union takes, in `jsonKinds` order. */
export function uncoveredKinds(union: KindUnion): ValueKind[] {
  return jsonKinds.filter(
    (kind): kind is ValueKind => kind !== "null" && !union.members.some((member) => member.json === kind),
  );
}

/** A value of a kind the union leaves out, or undefined when it takes every kind. */
export function valueOutside(union: KindUnion): unknown {
  const kind = uncoveredKinds(union)[0];
  return kind === undefined ? undefined : valueOfKind[kind];
}

/** The first union along arrays' items and maps' values, with how to wrap a value of it back to the field's type. */
function outermostUnion(
  type: IrTypeRef,
  samples: KindUnionSamples,
): { union: KindUnion; wrap: (value: unknown) => unknown; where: string } | undefined {
  switch (type.kind) {
    case "kind-union":
      return { union: type, wrap: (value) => value, where: "" };
    case "array": {
      const inner = outermostUnion(type.items, samples);
      return inner && { ...inner, wrap: (value) => [inner.wrap(value)], where: `items-${inner.where}` };
    }
    case "map": {
      const inner = outermostUnion(type.values, samples);
      const key = type.keys.kind === "string" ? "key" : samples.mapKey(type);
      if (inner === undefined || key === undefined) return undefined;
      return { ...inner, wrap: (value) => ({ [key]: inner.wrap(value) }), where: `values-${inner.where}` };
    }
    case "primitive":
    case "named":
      return undefined;
  }
}
