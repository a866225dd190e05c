/**
 * Which fields the Rust crate holds in a `Box`: those whose type holds, inline, the type the field
 * belongs to. Rust stores a field's type in place (an `Option` too, unlike a `Vec`), so a record
 * with an optional field of its own type, or of a union one of whose variants holds the record, has
 * no finite size (E0072) until a `Box` on the cycle gives it one. Every such field is boxed, as
 * prost boxes a message field on a cycle, so which field carries the `Box` does not hang on the
 * order of the declarations; a field of an array type is on no cycle, since its `Vec` is one.
 *
 *     pub next: ::core::option::Option<::std::boxed::Box<Node>>,
 */
import type { Ir, IrField, IrNamedType, IrVariant } from "../../lower/ir.js";
import { allNamedTypes } from "../../lower/ir.js";

/**
 * The named type a field holds in place, if any: arrays hold theirs behind a pointer, and so does a
 * union of kinds' enum (`emit-rust-kind-unions.ts`); a union of one member and null is that member's `Option`.
 */
function heldInline(field: IrField): string | undefined {
  const type =
    field.type.kind === "kind-union" && field.type.members.length === 1 ? field.type.members[0]?.type : field.type;
  return type?.kind === "named" ? type.name : undefined;
}

/** The names a type holds in place: its fields' named types, or a union's members. */
function inlineParts(type: IrNamedType | IrVariant): string[] {
  if (type.kind === "enum" || type.kind === "scalar") return [];
  if (type.kind === "union") return type.members.map((member) => member.type.name);
  return type.fields.flatMap((field) => heldInline(field) ?? []);
}

/** The boxed fields of each type that has any, by type name. */
export function boxedFields(ir: Ir): ReadonlyMap<string, ReadonlySet<string>> {
  const types = new Map(allNamedTypes(ir).map((type) => [type.name, type]));
  const reaches = (from: string, target: string): boolean => {
    const seen = new Set<string>();
    const pending = [from];
    for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
      if (name === target) return true;
      if (seen.has(name)) continue;
      seen.add(name);
      const type = types.get(name);
      if (type !== undefined) pending.push(...inlineParts(type));
    }
    return false;
  };
  const boxed = new Map<string, ReadonlySet<string>>();
  for (const type of types.values()) {
    if (type.kind !== "record" && type.kind !== "variant") continue;
    const fields = type.fields.filter((field) => {
      const held = heldInline(field);
      return held !== undefined && reaches(held, type.name);
    });
    if (fields.length > 0) boxed.set(type.name, new Set(fields.map((field) => field.name)));
  }
  return boxed;
}
