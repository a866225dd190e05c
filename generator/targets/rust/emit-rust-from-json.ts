/**
 * Emits each Rust type's `FromJson` impl: the decoder `from_str` and `check_named` run on the value
 * `read_json` read, which names every problem by its JSON Pointer, as the Python and Go checks do
 * (serde's derives stay for hosts that embed the types in their own serde structs, but their errors
 * name no place). A record reads each field through `Fields`, which notes the keys it read, so
 * `closed` finds any other; a union reads its tag and hands the whole object to the member.
 *
 *     impl prelude::FromJson for FileLocation {
 *         fn from_json(
 *             value: &::serde_json::Value,
 *             at: &str,
 *         ) -> ::core::result::Result<Self, ::std::string::String> {
 *             let mut fields = prelude::Fields::of(value, at)?;
 *             let decoded = Self {
 *                 path: required(&mut fields, "path")?,
 *                 line: optional_within(&mut fields, "line", Some(1_f64), None)?,
 *             };
 *             closed(&fields)?;
 *             Ok(decoded)
 *         }
 *     }
 *
 * The trait and `Fields` are named through `prelude::`, so a vocabulary type of either name does not
 * hide them; the helper functions live in the value namespace, which a braced struct or enum never
 * enters.
 */
import type { Code, Statement } from "../../emit/code.js";
import { block, braces, derivedIdentifiers, layout, raw } from "../../emit/code.js";
import type { IrEnum, IrNamedType, IrRecord, IrUnion, IrVariant } from "../../lower/ir.js";
import { visitNamed } from "../../lower/ir.js";
import type { FieldStep } from "../../lower/check-plan.js";
import { keysOf, objectPlan, stepsOf } from "../../lower/check-plan.js";
import { otherMemberName } from "../shared/open-union-names.js";
import { rustFieldIdentifiers } from "./field-identifiers.js";
import { rustEnumVariant } from "./naming.js";
import { rustArm, rustBraces, rustCall, rustFn } from "./layout.js";
import { resultOrMessage, rustPaths } from "./paths.js";
import { rust } from "./syntax.js";

const { code, identifier, literal } = rust;

/** The `FromJson` impl of a named type or variant. */
export function emitFromJson(type: IrNamedType | IrVariant): Statement {
  return visitNamed(type, { enum: emitEnum, object: emitObject, union: emitUnion });
}

function fromJsonImpl(name: string, body: readonly Statement[]): Statement {
  return braces(code`impl prelude::FromJson for ${identifier(name)}`, [
    rustFn(
      raw("fn from_json"),
      [code`value: &${rustPaths.value}`, raw("at: &str")],
      resultOrMessage(raw("Self")),
      body,
    ),
  ]);
}

function emitEnum(type: IrEnum): Statement {
  const variant = derivedIdentifiers(
    type.values,
    (value) => identifier(rustEnumVariant(value)),
    `Rust enum ${type.name}`,
  );
  return fromJsonImpl(type.name, [
    braces(code`match text_of(value, at)?`, [
      ...type.values.map((value) => rustArm(literal(value), raw("Ok"), [code`Self::${variant(value)}`])),
      rustArm(raw("other"), raw("unknown_value"), [raw("at"), literal(type.name), raw("other")]),
    ]),
  ]);
}

/**
 * A record's or variant's check plan: tags, fields, exclusive pairs, then `closed`. `Fields` learns
 * the declared keys by reading them, so a required key's absence is reported where its field is
 * read and `closed` runs once every field has been: with no list of keys written out, rustfmt has
 * none to lay out by its length.
 */
function emitObject(type: IrRecord | IrVariant): Statement {
  // Spelled as the struct spells its fields.
  const fieldName = rustFieldIdentifiers(type);
  const plan = objectPlan(type);
  const reads = keysOf(plan, "closed").length > 0;
  return fromJsonImpl(type.name, [
    code`let ${raw(reads ? "mut " : "")}fields = prelude::Fields::of(value, at)?;`,
    ...stepsOf(plan, "tag").map((step) => tagCheck(step.key, step.value)),
    rustBraces(
      code`let decoded = Self`,
      stepsOf(plan, "field").map((step) => fieldRead(step, fieldName(step.key))),
      "};",
    ),
    ...stepsOf(plan, "exclusive").map((step) =>
      rustCall(raw("not_both"), [raw("&fields"), literal(step.first), literal(step.later)], "?;"),
    ),
    code`closed(&fields)?;`,
    code`Ok(decoded)`,
  ]);
}

/**
 * `name: required(&mut fields, "wireName")?,`, through the bounded reader where the field has a range.
 * A name so long that `name: required(` does not fit its line puts the call on the next, as rustfmt does.
 */
function fieldRead(step: FieldStep, name: Code): Statement {
  const { rule } = step;
  const bounds =
    rule.kind === "primitive" && (rule.minimum !== undefined || rule.maximum !== undefined) ? rule : undefined;
  const reader = raw(`${step.optional ? "optional" : "required"}${bounds === undefined ? "" : "_within"}`);
  const limits = bounds === undefined ? [] : [bound(bounds.minimum), bound(bounds.maximum)];
  const args = [raw("&mut fields"), literal(step.key), ...limits];
  return layout((page) =>
    page.fits(code`${name}: ${reader}(`)
      ? rustCall(code`${name}: ${reader}`, args, "?,")
      : block(code`${name}:`, [rustCall(reader, args, "?,")]),
  );
}

function bound(value: number | undefined): Code {
  return value === undefined ? raw("None") : code`Some(${value}_f64)`;
}

function tagCheck(key: string, value: string): Statement {
  return rustCall(raw("tag_is"), [raw("&mut fields"), literal(key), literal(value)], "?;");
}

function emitUnion(union: IrUnion): Statement {
  const fallback = union.open
    ? rustArm(raw("_"), raw("other_member"), [raw("value"), code`Self::${identifier(otherMemberName(union.name))}`])
    : rustArm(raw("other"), raw("unknown_tag"), [raw("&fields"), literal(union.tag), raw("other")]);
  return fromJsonImpl(union.name, [
    code`let mut fields = prelude::Fields::of(value, at)?;`,
    // A nested union's outer tags, for a value typed as the nested union that no outer union dispatched.
    ...union.outerTags.map((tag) => tagCheck(tag.field, tag.value)),
    rustCall(raw("let tag = tag_of"), [raw("&mut fields"), literal(union.tag)], "?;"),
    braces(code`match tag`, [
      ...union.members.map((member) =>
        rustArm(literal(member.tagValue), raw("member"), [
          raw("value"),
          raw("at"),
          code`Self::${identifier(member.type.name)}`,
        ]),
      ),
      fallback,
    ]),
  ]);
}
