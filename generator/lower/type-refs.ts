/**
 * What every reader of a type reference asks of it, answered once: how the DSL spells it, whether
 * two are the same, and which named types it reaches. The emitters, the diff and the bridge all
 * compare and print types through these, so a new kind of reference is taught here once.
 */
import { jsonKindOfValue } from "../model/json-kinds.js";
import type { Ir, IrKindMember, IrMapKey, IrTypeRef } from "./ir.js";
import { allNamedTypes } from "./ir.js";

/** The DSL's spelling of a reference: `string`, `FileDiff[]`, `map<Level, string[]>`. */
export function typeRefText(type: IrTypeRef): string {
  switch (type.kind) {
    case "primitive":
    case "named":
      return type.name;
    case "array":
      return type.items.kind === "kind-union" ? `(${typeRefText(type.items)})[]` : `${typeRefText(type.items)}[]`;
    case "map":
      return `map<${mapKeyText(type.keys)}, ${typeRefText(type.values)}>`;
    case "kind-union":
      return kindUnionSpellings(type).join(" | ");
  }
}

/** Each member of a union of kinds as the DSL spells it, null last when the union takes it. */
export function kindUnionSpellings(type: Extract<IrTypeRef, { kind: "kind-union" }>): string[] {
  const spelled = type.members.map((member) => typeRefText(member.type));
  return type.nullable ? [...spelled, "null"] : spelled;
}

/** The member of a union of kinds a value's JSON kind selects, or undefined when no member takes that kind. */
export function memberOfValue(
  type: Extract<IrTypeRef, { kind: "kind-union" }>,
  value: unknown,
): IrKindMember | undefined {
  const kind = jsonKindOfValue(value);
  return type.members.find((member) => member.json === kind);
}

export function mapKeyText(keys: IrMapKey): string {
  return keys.kind === "string" ? "string" : keys.name;
}

/** Whether two references are the same type, reading each name of `before` through `rename`. */
export function sameTypeRef(
  before: IrTypeRef,
  after: IrTypeRef,
  rename: (name: string) => string = (name) => name,
): boolean {
  switch (before.kind) {
    case "primitive":
      return after.kind === "primitive" && after.name === before.name;
    case "named":
      return after.kind === "named" && after.name === rename(before.name);
    case "array":
      return after.kind === "array" && sameTypeRef(before.items, after.items, rename);
    case "map":
      return (
        after.kind === "map" &&
        sameMapKey(before.keys, after.keys, rename) &&
        sameTypeRef(before.values, after.values, rename)
      );
    case "kind-union":
      return (
        after.kind === "kind-union" &&
        after.nullable === before.nullable &&
        after.members.length === before.members.length &&
        before.members.every((member) =>
          after.members.some((other) => other.json === member.json && sameTypeRef(member.type, other.type, rename)),
        )
      );
  }
}

/** Whether two maps take the same keys, reading an enum's name of `before` through `rename`. */
export function sameMapKey(
  before: IrMapKey,
  after: IrMapKey,
  rename: (name: string) => string = (name) => name,
): boolean {
  return before.kind === "string"
    ? after.kind === "string"
    : after.kind === "enum" && after.name === rename(before.name);
}

/** Every named type a reference reaches, a map's key enum included, outermost first. */
export function namedIn(type: IrTypeRef): string[] {
  switch (type.kind) {
    case "primitive":
      return [];
    case "named":
      return [type.name];
    case "array":
      return namedIn(type.items);
    case "map":
      return [...(type.keys.kind === "string" ? [] : [type.keys.name]), ...namedIn(type.values)];
    case "kind-union":
      return type.members.flatMap((member) => namedIn(member.type));
  }
}

/** The enums and string scalars that key a map anywhere in the vocabulary, in the order they are first met. */
export function mapKeyTypes(ir: Ir): string[] {
  const found = new Set<string>();
  const visit = (type: IrTypeRef): void => {
    if (type.kind === "array") visit(type.items);
    if (type.kind === "kind-union") type.members.forEach((member) => visit(member.type));
    if (type.kind !== "map") return;
    if (type.keys.kind !== "string") found.add(type.keys.name);
    visit(type.values);
  };
  for (const type of allNamedTypes(ir))
    if (type.kind === "record" || type.kind === "variant") type.fields.forEach((field) => visit(field.type));
  return [...found];
}
