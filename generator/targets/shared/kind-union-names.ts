/**
 * The names of the types Rust and Go declare for a vocabulary's unions of kinds, which those languages
 * cannot write in place. A name is spelled from the members, in written order, so one union written
 * in several fields is one type, and it reads as what it holds: `StringOrNumberOrBoolean`,
 * `PositionOrPositionList`, `StringMapOrString`. A union of one member and null is no type of its own:
 * each host writes it as it writes a nullable value of the member (`Option<T>`, `*T`).
 *
 * A member that is itself an array or map of a union spells that union `OneOf…`, so `(A | B)[] | C`
 * (`OneOfAOrBListOrC`) and `A | B[] | C` (`AOrBListOrC`) stay apart.
 */
import type { Ir, IrTypeRef } from "../../lower/ir.js";
import { allNamedTypes } from "../../lower/ir.js";

export type KindUnion = Extract<IrTypeRef, { kind: "kind-union" }>;

/** Whether the union is one member and null, which a host writes as that member, nullable. */
export function isNullableMember(type: KindUnion): boolean {
  return type.members.length === 1 && type.nullable;
}

/** The name of the type a union of kinds of two members or more is declared as. */
export function kindUnionName(type: KindUnion): string {
  return type.members.map((member) => partName(member.type)).join("Or");
}

function partName(type: IrTypeRef): string {
  switch (type.kind) {
    case "primitive":
      return type.name.charAt(0).toUpperCase() + type.name.slice(1);
    case "named":
      return type.name;
    case "array":
      return `${partName(type.items)}List`;
    case "map":
      return `${type.keys.kind === "enum" ? type.keys.name : ""}${partName(type.values)}Map`;
    case "kind-union":
      return isNullableMember(type)
        ? `${partName(type.members[0]?.type ?? type)}OrNull`
        : `OneOf${kindUnionName(type)}`;
  }
}

/**
 * Every union of kinds the vocabulary's fields hold that needs a type of its own, once by name, inner
 * ones before the unions that hold them, in the order the fields are declared.
 */
export function declaredKindUnions(ir: Ir): KindUnion[] {
  const found = new Map<string, KindUnion>();
  const visit = (type: IrTypeRef): void => {
    switch (type.kind) {
      case "primitive":
      case "named":
        return;
      case "array":
        return visit(type.items);
      case "map":
        return visit(type.values);
      case "kind-union":
        type.members.forEach((member) => visit(member.type));
        if (!isNullableMember(type) && !found.has(kindUnionName(type))) found.set(kindUnionName(type), type);
    }
  };
  for (const type of allNamedTypes(ir))
    if (type.kind === "record" || type.kind === "variant") type.fields.forEach((field) => visit(field.type));
  return [...found.values()];
}
