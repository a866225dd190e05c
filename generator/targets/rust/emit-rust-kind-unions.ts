/**
 * Emits the Rust enum of each union of kinds (`shared/kind-union-names.ts`): one variant per member,
 * named after the member's type or its kind, a record or union held in a `Box` (so a union on a
 * cycle of types has a finite size, and no variant dwarfs the others); null is the `Option` around
 * the enum. `FromJson` matches on the JSON kind alone and hands the value to the one member of that
 * kind; serde's derives read the enum untagged, for hosts that embed it in their own serde types.
 *
 *     #[serde(untagged)]
 *     pub enum StringOrNumber {
 *         String(::std::string::String),
 *         Number(f64),
 *     }
 *     impl prelude::FromJson for StringOrNumber {
 *         fn from_json(…) -> … {
 *             match value {
 *                 ::serde_json::Value::String(_) => member(value, at, Self::String),
 *                 ::serde_json::Value::Number(_) => member(value, at, Self::Number),
 *                 _ => no_member(at, "string or number"),
 *             }
 *         }
 *     }
 */
import type { Statement } from "../../emit/code.js";
import { braces, raw } from "../../emit/code.js";
import { mustBeOneOfKinds } from "../../emit/check-messages.js";
import type { IrKindMember, IrScalar, IrTypeRef } from "../../lower/ir.js";
import { kindWordOf } from "../../emit/kind-union-schema.js";
import type { ValueKind } from "../../model/json-kinds.js";
import { type KindUnion, isNullableMember, kindUnionName } from "../shared/kind-union-names.js";
import type { RustType } from "./layout.js";
import { rustArm, rustFn, rustTypeText } from "./layout.js";
import { boxOf, optionOf, resultOrMessage, rustPaths } from "./paths.js";
import { rust } from "./syntax.js";

const { code, identifier, literal } = rust;

/** How serde_json's `Value` spells each kind's variant. */
const valueVariants = {
  string: "String",
  number: "Number",
  boolean: "Bool",
  array: "Array",
  object: "Object",
} satisfies Record<ValueKind, string>;

/** The type a field holds for a union of kinds: the enum, or the one member, in an `Option` where null is a member. */
export function kindUnionType(type: KindUnion, typeExpression: (type: IrTypeRef) => RustType): RustType {
  const only = type.members[0];
  if (isNullableMember(type) && only !== undefined) return optionOf(typeExpression(only.type));
  const named: RustType = { path: identifier(kindUnionName(type)) };
  return type.nullable ? optionOf(named) : named;
}

/** The enum, its `FromJson` and its `Check`. */
export function emitKindUnion(
  type: KindUnion,
  eq: boolean,
  typeExpression: (type: IrTypeRef) => RustType,
  scalars: ReadonlyMap<string, IrScalar>,
): Statement[] {
  const name = identifier(kindUnionName(type));
  const variant = (member: IrKindMember) => identifier(variantName(member));
  const words = type.members.map((member) => kindWordOf(member, scalars));
  return [
    code`/// A value of one of these JSON kinds: ${raw(words.join(", "))}; the kind alone says which.`,
    ...(/^[A-Za-z0-9]*$/.test(name.text) ? [] : [code`#[allow(non_camel_case_types)]`]),
    code`#[derive(Debug, Clone, PartialEq${raw(eq ? ", Eq" : "")}, ${rustPaths.serialize}, ${rustPaths.deserialize})]`,
    code`#[serde(untagged)]`,
    braces(
      code`pub enum ${name}`,
      type.members.map(
        (member) => code`${variant(member)}(${rustTypeText(payload(member, typeExpression, scalars))}),`,
      ),
    ),
    code``,
    braces(code`impl prelude::FromJson for ${name}`, [
      rustFn(raw("fn from_json"), [code`value: &${rustPaths.value}`, raw("at: &str")], resultOrMessage(raw("Self")), [
        braces(code`match value`, [
          ...type.members.map((member) =>
            rustArm(code`${rustPaths.value}::${raw(valueVariants[member.json])}(_)`, raw("member"), [
              raw("value"),
              raw("at"),
              code`Self::${variant(member)}`,
            ]),
          ),
          rustArm(raw("_"), raw("no_member"), [raw("at"), literal(mustBeOneOfKinds(words).replace(/^must be /, ""))]),
        ]),
      ]),
    ]),
    code``,
    braces(code`impl Check for ${name}`, [
      rustFn(raw("fn check"), [raw("&self")], resultOrMessage(raw("()")), [
        braces(
          code`match self`,
          type.members.map((member) => code`Self::${variant(member)}(inner) => inner.check(),`),
        ),
      ]),
    ]),
  ];
}

/** A member's variant: a named type's own name, else its kind (`Integer`, `List`, `Map`). */
function variantName(member: IrKindMember): string {
  switch (member.type.kind) {
    case "named":
      return member.type.name;
    case "primitive":
      return member.type.name.charAt(0).toUpperCase() + member.type.name.slice(1);
    case "array":
      return "List";
    case "map":
      return "Map";
    case "kind-union":
      return "Union";
  }
}

/** What a variant holds: a named record or union in a `Box`, anything else (a scalar's newtype too) as it is. */
function payload(
  member: IrKindMember,
  typeExpression: (type: IrTypeRef) => RustType,
  scalars: ReadonlyMap<string, IrScalar>,
): RustType {
  const held = typeExpression(member.type);
  return member.type.kind === "named" && !scalars.has(member.type.name) ? boxOf(held) : held;
}
