/**
 * Which of the crate's types can derive `Eq` besides `PartialEq`: those holding no `f64` at any depth
 * (`serde_json::Value` is `Eq`). Clippy's `derive_partial_eq_without_eq` (a warning in Debian's
 * clippy) asks for `Eq` wherever it holds, and a host can then use the type as a set member or map key.
 * Types may refer to one another in a cycle, so every type starts as `Eq` and loses it once anything
 * it holds does, until nothing changes.
 */
import type { Ir, IrTypeRef } from "../../lower/ir.js";
import { allNamedTypes } from "../../lower/ir.js";

export function eqTypes(ir: Ir): ReadonlySet<string> {
  const named = allNamedTypes(ir);
  const eq = new Set(named.map((type) => type.name));
  const holdsEq = (ref: IrTypeRef): boolean => typeHoldsEq(ref, eq);
  let changed = true;
  while (changed) {
    changed = false;
    for (const type of named) {
      if (!eq.has(type.name)) continue;
      const parts =
        type.kind === "enum"
          ? []
          : type.kind === "scalar"
            ? [{ kind: "primitive", name: type.primitive } satisfies IrTypeRef]
            : type.kind === "union"
              ? type.members.map((member): IrTypeRef => ({ kind: "named", name: member.type.name }))
              : type.fields.map((field) => field.type);
      if (!parts.every(holdsEq)) {
        eq.delete(type.name);
        changed = true;
      }
    }
  }
  return eq;
}

/** Whether a type holds no `f64` at any depth, given the named types that can derive `Eq`. */
export function typeHoldsEq(ref: IrTypeRef, eq: ReadonlySet<string>): boolean {
  switch (ref.kind) {
    case "primitive":
      return ref.name !== "number";
    case "named":
      return eq.has(ref.name);
    case "array":
      return typeHoldsEq(ref.items, eq);
    case "map":
      return typeHoldsEq(ref.values, eq);
    case "kind-union":
      return ref.members.every((member) => typeHoldsEq(member.type, eq));
  }
}
