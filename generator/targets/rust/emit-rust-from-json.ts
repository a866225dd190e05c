/**
 * Emits each Rust type's `FromJson` impl: the decoder `from_str` and `check_named` run on the value
 * `read_json` read, which names every problem by its JSON Pointer, as the Python and Go checks do
 * (serde's derives stay for hosts that embed the types in their own serde structs, but their errors
 * name no place). A record renders its check plan (`lower/check-plan.ts`) in the plan's order, so
 * it names the first problem TypeScript and Go name; a union reads its tag and hands the whole
 * object to the member.
 *
 *     impl prelude::FromJson for FileLocation {
 *         fn from_json(
 *             value: &::serde_json::Value,
 *             at: &str,
 *         ) -> ::core::result::Result<Self, ::std::string::String> {
 *             let mut fields = prelude::Fields::of(value, at)?;
 *             need(&mut fields, "path");
 *             may(&mut fields, "line");
 *             settled(&fields)?;
 *             let decoded = Self {
 *                 path: required(&fields, "path")?,
 *                 line: optional_checked(&fields, "line", &[Must::Integer, Must::Minimum(1_f64)])?,
 *             };
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
import type { IrEnum, IrNamedType, IrRecord, IrScalar, IrUnion, IrVariant } from "../../lower/ir.js";
import { visitNamed } from "../../lower/ir.js";
import type { FieldStep } from "../../lower/check-plan.js";
import { keysOf, objectPlan, stepsOf } from "../../lower/check-plan.js";
import { otherMemberName } from "../shared/open-union-names.js";
import { rustFieldIdentifiers } from "./field-identifiers.js";
import { rustEnumVariant } from "./naming.js";
import { rustArm, rustBraces, rustCall, rustCallWithArray, rustFn } from "./layout.js";
import { constraintSteps } from "./constraint-steps.js";
import { resultOrMessage, rustPaths } from "./paths.js";
import { rust } from "./syntax.js";

const { code, identifier, literal } = rust;

/** The `FromJson` impl of a named type or variant. */
export function emitFromJson(type: IrNamedType | IrVariant, scalars: ReadonlyMap<string, IrScalar>): Statement {
  return visitNamed(type, {
    enum: emitEnum,
    object: (type) => emitObject(type, scalars),
    union: emitUnion,
    scalar: emitScalar,
  });
}

/**
 * A named scalar decodes its primitive, then holds it to the scalar's constraints, at the pointer
 * it was found at, so a field or an array's item of the scalar's type is checked where it sits.
 */
function emitScalar(scalar: IrScalar): Statement {
  return fromJsonImpl(scalar.name, [
    code`let decoded = Self(prelude::FromJson::from_json(value, at)?);`,
    ...scalarChecks(scalar, raw("&decoded.0"), raw("at"), "?;"),
    code`Ok(decoded)`,
  ]);
}

/**
 * The calls that hold a scalar's value to its constraints: its `const`, then the steps of its
 * constraints, walked over the value as it serializes (`within`), as a field's are.
 */
export function scalarChecks(scalar: IrScalar, value: Code, at: Code, end: string): Statement[] {
  const steps = constraintSteps({ kind: "primitive", primitive: scalar.primitive, constraints: scalar.constraints });
  const checks = [
    ...(scalar.const === undefined
      ? []
      : [rustCall(raw("fixed"), [value, code`&${constLiteral(scalar.const, scalar.primitive)}`, at], "?;")]),
    ...(steps === undefined ? [] : [rustCallWithArray(raw("within"), [value, at], steps, "?;")]),
  ];
  return end === "?;" ? checks : [...checks, code`Ok(())`];
}

/** A `const` as a Rust literal of the field's type: `2_i64`, `2_f64`, `"v1"`, `true`. */
export function constLiteral(value: string | number | boolean, primitive: string): Code {
  if (typeof value === "number") return code`${value}_${raw(primitive === "integer" ? "i64" : "f64")}`;
  return code`${value}`;
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
 * A record's or variant's check plan, step by step: each key declared (`need` for a tag or required
 * field, `may` for an optional one, one call each, so rustfmt has no list to lay out), `settled`
 * for a missing then an unknown key, each tag, the fields read into the struct, each exclusive pair.
 */
function emitObject(type: IrRecord | IrVariant, scalars: ReadonlyMap<string, IrScalar>): Statement {
  // Spelled as the struct spells its fields.
  const fieldName = rustFieldIdentifiers(type);
  const plan = objectPlan(type, scalars);
  const required = keysOf(plan, "required");
  const declare = (call: string, key: string): Statement =>
    rustCall(raw(call), [raw("&mut fields"), literal(key)], ";");
  const fields = stepsOf(plan, "field");
  const decoded = rustBraces(
    code`let decoded = Self`,
    fields.map((field) => fieldRead(field, fieldName(field.key))),
    "};",
  );
  const steps = plan.steps.flatMap((step): Statement[] => {
    switch (step.step) {
      case "required":
        return step.keys.map((key) => declare("need", key));
      case "closed":
        return [
          ...step.keys.filter((key) => !required.includes(key)).map((key) => declare("may", key)),
          code`settled(&fields)?;`,
        ];
      case "tag":
        return [tagCheck(step.key, step.value)];
      // The fields are read together, into the struct, at the first of them.
      case "field":
        return step === fields[0] ? [decoded] : [];
      case "exclusive":
        return [rustCall(raw("not_both"), [raw("&fields"), literal(step.first), literal(step.later)], "?;")];
    }
  });
  return fromJsonImpl(type.name, [
    code`let ${raw(keysOf(plan, "closed").length > 0 ? "mut " : "")}fields = prelude::Fields::of(value, at)?;`,
    ...steps,
    ...(fields.length === 0 ? [decoded] : []),
    code`Ok(decoded)`,
  ]);
}

/**
 * `name: required(&fields, "wireName")?,`, through the checked reader where the field's rule has
 * constraints. A name so long that `name: required(` does not fit its line puts the call on the next,
 * as rustfmt does.
 */
function fieldRead(step: FieldStep, name: Code): Statement {
  const { rule } = step;
  // A field's own `const`; a scalar's newtype checks its own as it decodes. A `const` within the
  // constraints, as the checks require, settles them too.
  const fixed = rule.kind === "primitive" && rule.scalar === undefined ? rule.const : undefined;
  const steps = fixed === undefined ? constraintSteps(rule) : undefined;
  const kind = fixed !== undefined ? "_fixed" : steps !== undefined ? "_checked" : "";
  const reader = raw(`${step.optional ? "optional" : "required"}${kind}`);
  const args = [
    raw("&fields"),
    literal(step.key),
    ...(fixed !== undefined && rule.kind === "primitive" ? [constLiteral(fixed, rule.primitive)] : []),
  ];
  const call = (head: Code) =>
    steps === undefined ? rustCall(head, args, "?,") : rustCallWithArray(head, args, steps, "?,");
  return layout((page) =>
    page.fits(code`${name}: ${reader}(`) ? call(code`${name}: ${reader}`) : block(code`${name}:`, [call(reader)]),
  );
}

function tagCheck(key: string, value: string): Statement {
  return rustCall(raw("tag_is"), [raw("&fields"), literal(key), literal(value)], "?;");
}

function emitUnion(union: IrUnion): Statement {
  const fallback = union.open
    ? rustArm(raw("_"), raw("other_member"), [raw("value"), code`Self::${identifier(otherMemberName(union.name))}`])
    : rustArm(raw("other"), raw("unknown_tag"), [raw("&fields"), literal(union.tag), raw("other")]);
  return fromJsonImpl(union.name, [
    code`let fields = prelude::Fields::of(value, at)?;`,
    // A nested union's outer tags, for a value typed as the nested union that no outer union dispatched.
    ...union.outerTags.map((tag) => tagCheck(tag.field, tag.value)),
    rustCall(raw("let tag = tag_of"), [raw("&fields"), literal(union.tag)], "?;"),
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
