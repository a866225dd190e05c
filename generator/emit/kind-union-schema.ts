/**
 * The JSON Schema of a union of kinds (`string | number[] | null`). Published, it is what
 * schema-to-types generators read as a union: `type` with every kind when every member is a bare
 * primitive (`"type": ["string", "number", "boolean", "null"]`), else `anyOf` the members' schemas
 * with `{ "type": "null" }` last. Only one member can match a value, since no two share a JSON kind.
 *
 * For Ajv the kinds come first as one `type` list (a primitive member by its own name, so `integer`
 * stays `integer`, and a named scalar by its primitive), and a member with more to check than its kind is applied by `if`/`then` on that
 * kind: a value of no member's kind is refused by the list, and any other value's first error is
 * the member's own, where the generated explainers and the IR interpreter point, never an earlier
 * member's as under `anyOf`.
 *
 *     { "type": ["string", "array", "null"], "allOf": [{ "if": { "type": "array" }, "then": { "type": "array", "items": … } }] }
 */
import type { IrKindMember, IrScalar, IrTypeRef } from "../lower/ir.js";
import type { JsonSchema } from "./json-schema-type.js";

type KindUnion = Extract<IrTypeRef, { kind: "kind-union" }>;

export function kindUnionSchema(
  type: KindUnion,
  forAjv: boolean,
  scalars: ReadonlyMap<string, IrScalar>,
  memberSchema: (member: IrKindMember) => JsonSchema,
): JsonSchema {
  const kindWord = (member: IrKindMember): string => kindWordOf(member, scalars);
  const nullSchema = type.nullable ? [{ type: "null" }] : [];
  const bare = type.members.every((member) => isBarePrimitive(member.type));
  if (!forAjv) {
    if (bare) return { type: [...type.members.map(kindWord), ...(type.nullable ? ["null"] : [])] };
    return { anyOf: [...type.members.map(memberSchema), ...nullSchema] };
  }
  const checked = type.members.filter((member) => !isBarePrimitive(member.type));
  return {
    type: [...type.members.map(kindWord), ...(type.nullable ? ["null"] : [])],
    ...(checked.length === 0
      ? {}
      : { allOf: checked.map((member) => ({ if: { type: kindWord(member) }, then: memberSchema(member) })) }),
  };
}

/** A member checked by its kind alone: `string`, `integer`, `number` or `boolean`, with no constraints. */
function isBarePrimitive(type: IrTypeRef): boolean {
  return type.kind === "primitive" && type.name !== "unknown";
}

/**
 * The `type` word a member stands for: a primitive's own name, a named scalar's primitive (so an
 * integer scalar stays `integer`, as its own schema says), else its JSON kind.
 */
export function kindWordOf(member: IrKindMember, scalars: ReadonlyMap<string, IrScalar>): string {
  if (member.type.kind === "primitive") return member.type.name;
  const scalar = member.type.kind === "named" ? scalars.get(member.type.name) : undefined;
  return scalar?.primitive ?? member.json;
}
