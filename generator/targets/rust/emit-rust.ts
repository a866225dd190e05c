/**
 * Emits `rust/` — a crate of serde types for the vocabulary. A closed union is an internally tagged
 * enum (`#[serde(tag = "card")]`) of newtype variants, a nested union one of those inside another;
 * an open union keeps an unknown member as JSON. Every struct denies unknown fields; an optional
 * field rejects `null` and a required nullable one rejects a missing key. `from_str` and `check_named`
 * read the text by the rules every host shares (`src/read_json.rs`) and decode it through each type's
 * `FromJson` impl (`emit-rust-from-json.ts`), which names every problem by its JSON Pointer; `Check`
 * holds a value built in code to its ranges and exclusive groups. The helpers all this calls are
 * hand-written Rust, copied verbatim as `src/prelude.rs` and `src/read_json.rs`. The standard library's
 * and serde's items are named by their full paths (`paths.ts`), so a vocabulary type may share a
 * short name with one of them.
 *
 *     #[derive(Debug, Clone, PartialEq, ::serde::Serialize, ::serde::Deserialize)]
 *     #[serde(tag = "card")]
 *     pub enum ToolCallView {
 *         #[serde(rename = "generic")]
 *         GenericCallView(GenericCallView),
 *         …
 *     }
 */
import type { Code, Statement } from "../../emit/code.js";
import { block, braces, derivedIdentifiers, raw } from "../../emit/code.js";
import type {
  Ir,
  IrEnum,
  IrField,
  IrNamedType,
  IrRecord,
  IrScalar,
  IrTypeRef,
  IrUnion,
  IrVariant,
} from "../../lower/ir.js";
import { constraintPhrases } from "../../model/describe-constraints.js";
import {
  allNamedTypes,
  deprecatedNote,
  isUnknownType,
  scalarsOf,
  topLevelCheckedTypes,
  visitNamed,
} from "../../lower/ir.js";
import { otherMemberName } from "../shared/open-union-names.js";
import type { RustType } from "./layout.js";
import {
  rustArm,
  rustBraces,
  rustCall,
  rustCallWithArray,
  rustField,
  rustFn,
  rustMethodCall,
  rustTuplesCall,
  serdeAttribute,
} from "./layout.js";
import { eqTypes, typeHoldsEq } from "./eq-types.js";
import { emitKindUnion, kindUnionType } from "./emit-rust-kind-unions.js";
import { declaredKindUnions } from "../shared/kind-union-names.js";
import { constraintSteps } from "./constraint-steps.js";
import { fieldRule, planChecks, scalarRules } from "../../lower/check-plan.js";
import { planStringMatchers } from "../../emit/string-matchers.js";
import { emitRustMatchers, emitRustMustSteps } from "./string-matchers.js";
import { constLiteral, emitFromJson, scalarChecks } from "./emit-rust-from-json.js";
import { rustFieldIdentifiers } from "./field-identifiers.js";
import { rustEnumVariant } from "./naming.js";
import { mapKeyTypes } from "../../lower/type-refs.js";
import { boxOf, btreeMapOf, optionOf, resultOrMessage, rustPaths, vecOf } from "./paths.js";
import { boxedFields } from "./boxed-fields.js";
import { rust, rustDoc } from "./syntax.js";

const { code, identifier, literal } = rust;

/** `src/lib.rs`: the vocabulary's types over the helpers of `src/prelude.rs`, whose public part it re-exports. */
export function emitRust(ir: Ir): Code {
  const used = planStringMatchers(planChecks(ir), scalarRules(ir));
  const matchers = [...emitRustMatchers(used), ...emitRustMustSteps(used)];
  const eq = eqTypes(ir);
  const boxed = boxedFields(ir);
  const keyTypes = new Set(mapKeyTypes(ir));
  const scalars = scalarsOf(ir);
  const declarations = [
    ...allNamedTypes(ir).map((type) =>
      emitNamed(type, eq.has(type.name), boxed.get(type.name) ?? new Set(), keyTypes.has(type.name), scalars),
    ),
    ...declaredKindUnions(ir).map((union) => emitKindUnion(union, typeHoldsEq(union, eq), typeExpression, scalars)),
    emitCheckNamed(ir),
  ];
  return rust.render([
    ...rustDoc([ir.doc]).map((line) => code`#!${raw(line.text.slice(1))}`),
    code``,
    ...(matchers.length > 0 ? [code`mod pattern;`] : []),
    code`mod prelude;`,
    code`mod read_json;`,
    code``,
    code`pub use prelude::{from_str, Check};`,
    code``,
    code`use prelude::*;`,
    ...declarations.flatMap((declaration) => [code``, ...declaration]),
    ...(matchers.length > 0 ? [code``, ...matchers] : []),
  ]);
}

/** Whether the crate's checks call a pattern or a format, and so hold `src/pattern.rs`. */
export function usesStringMatchers(ir: Ir): boolean {
  const matchers = planStringMatchers(planChecks(ir), scalarRules(ir));
  return matchers.patterns.length > 0 || matchers.formats.length > 0;
}

/**
 * `eq`: whether the type can derive `Eq` (it holds no `f64`); an enum of names always can. `boxed`:
 * the fields it holds in a `Box`, those on a cycle (`boxed-fields.ts`). `keysMap`: whether an enum or a string scalar
 * keys a map somewhere, and so must be ordered.
 */
function emitNamed(
  type: IrNamedType | IrVariant,
  eq: boolean,
  boxed: ReadonlySet<string>,
  keysMap: boolean,
  scalars: ReadonlyMap<string, IrScalar>,
): Statement[] {
  const declaration = visitNamed(type, {
    enum: (type) => emitEnum(type, keysMap),
    object: (type) => emitStruct(type, eq, boxed, scalars),
    union: (type) => (type.open ? emitOpenUnion(type, eq) : emitClosedUnion(type, eq)),
    scalar: (type) => emitScalar(type, eq, keysMap),
  });
  return [...declaration, code``, emitFromJson(type, scalars)];
}

/**
 * A type name the vocabulary spells in lower case (`json`) or with underscores is a name like any
 * other, but rustc warns that it is not UpperCamelCase, and clippy's gate denies warnings: the type
 * (with its variants, which a union names after its members) allows it.
 */
function caseAllowance(...names: readonly string[]): Statement[] {
  return names.every((name) => /^[A-Z][A-Za-z0-9]*$/.test(name)) ? [] : [code`#[allow(non_camel_case_types)]`];
}

/** rustc's `non_snake_case` rule, for a field's spelling: no capital, no `__` once the ends are trimmed of `_` and `r#`. */
function isRustSnakeCase(spelled: string): boolean {
  const core = spelled.replace(/^r#/, "").replace(/^_+|_+$/g, "");
  return !/[A-Z]/.test(core) && !core.includes("__");
}

/**
 * serde's derives, by their paths. Every type is an item of the crate's root, so a derive line starts
 * at column 0, and the longest, an enum's, is 92 columns: within rustfmt's width, it needs no layout.
 */
const serdeDerives = code`${rustPaths.serialize}, ${rustPaths.deserialize}`;

/** The derives of a struct or union: `Eq` where it holds, serde's where no impl is written out. */
function derives(eq: boolean, serde: boolean): Code {
  return code`#[derive(Debug, Clone, PartialEq${raw(eq ? ", Eq" : "")}${serde ? code`, ${serdeDerives}` : raw("")})]`;
}

/** `impl Check for name { fn check(&self) -> … { body } }`. */
function checkImpl(name: Code, body: readonly Statement[]): Statement {
  return braces(code`impl Check for ${name}`, [
    rustFn(raw("fn check"), [raw("&self")], resultOrMessage(raw("()")), body),
  ]);
}

function emitEnum(type: IrEnum, keysMap: boolean): Statement[] {
  const name = identifier(type.name);
  const variant = derivedIdentifiers(
    type.values,
    (value) => identifier(rustEnumVariant(value)),
    `Rust enum ${type.name}`,
  );
  return [
    ...rustDoc([type.doc, deprecatedNote(type)]),
    ...caseAllowance(type.name),
    // A map keyed by the enum is a `BTreeMap`, which orders its keys: in declaration order, as `Ord`
    // derives it. The longer list no longer fits a line, and goes one a line, as rustfmt writes it.
    keysMap
      ? block(
          raw("#[derive("),
          [
            ...["Debug", "Clone", "Copy", "PartialEq", "Eq", "PartialOrd", "Ord", "Hash"].map(raw),
            rustPaths.serialize,
            rustPaths.deserialize,
          ].map((name) => code`${name},`),
          raw(")]"),
        )
      : code`#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, ${serdeDerives})]`,
    braces(
      code`pub enum ${name}`,
      type.values.flatMap((value) => [
        ...rustDoc([`The value "${value}".`, deprecatedValueNote(type, value)]),
        serdeAttribute(code`rename = ${value}`),
        code`${variant(value)},`,
      ]),
    ),
    code``,
    checkImpl(name, [code`Ok(())`]),
  ];
}

/** A deprecated enum value's reason, for its variant's doc. */
function deprecatedValueNote(type: IrEnum, value: string): string | undefined {
  const deprecated = type.deprecatedValues.find((candidate) => candidate.value === value);
  return deprecated === undefined ? undefined : `Deprecated: ${deprecated.reason}`;
}

/**
 * A named scalar is a newtype over its primitive, serialized as the primitive, so its constraints
 * hold wherever the crate decodes one: a field, an array's item, an `Option`'s value.
 *
 *     #[doc = "What a call cost, in dollars.\n\nConstraints: ≥ 0."]
 *     #[derive(Debug, Clone, PartialEq, ::serde::Serialize, ::serde::Deserialize)]
 *     #[serde(transparent)]
 *     pub struct Cost(pub f64);
 */
function emitScalar(scalar: IrScalar, eq: boolean, keysMap: boolean): Statement[] {
  const name = identifier(scalar.name);
  const phrases = constraintPhrases(scalar);
  return [
    ...rustDoc([
      scalar.doc,
      phrases.length === 0 ? undefined : `Constraints: ${phrases.join(", ")}.`,
      deprecatedNote(scalar),
    ]),
    ...caseAllowance(scalar.name),
    // A map keyed by the scalar is a `BTreeMap`, which orders its keys as `Ord` derives it. The list
    // no longer fits its line, and goes on the next, as rustfmt writes it.
    keysMap
      ? block(raw("#[derive("), [code`Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, ${serdeDerives},`], raw(")]"))
      : derives(eq, true),
    code`#[serde(transparent)]`,
    code`pub struct ${name}(pub ${typeExpression({ kind: "primitive", name: scalar.primitive }).path});`,
    code``,
    checkImpl(name, scalarChecks(scalar, raw("&self.0"), literal(""), "")),
  ];
}

function emitStruct(
  type: IrRecord | IrVariant,
  eq: boolean,
  boxed: ReadonlySet<string>,
  scalars: ReadonlyMap<string, IrScalar>,
): Statement[] {
  const name = identifier(type.name);
  const fieldName = rustFieldIdentifiers(type);
  const exclusive = type.exclusive.map((group) => `At most one of ${group.join(", ")} is present.`);
  const consts = type.fields.flatMap((field) => {
    if (field.const === undefined || field.type.kind !== "primitive") return [];
    const call = (value: Code): Statement =>
      rustCall(
        raw("fixed"),
        [
          value,
          code`&${constLiteral(field.const ?? "", field.type.kind === "primitive" ? field.type.name : "")}`,
          literal(field.name),
        ],
        "?;",
      );
    const held = code`self.${fieldName(field.name)}`;
    return field.optional
      ? [braces(code`if let Some(value) = &${held}`, [call(raw("value"))])]
      : [call(code`&${held}`)];
  });
  const ranges = type.fields.flatMap((field) => {
    const steps = constraintSteps(fieldRule(field, scalars));
    return steps === undefined
      ? []
      : [rustCallWithArray(raw("within"), [code`&self.${fieldName(field.name)}`, literal(field.name)], steps, "?;")];
  });
  const groups = type.exclusive.map((group) =>
    rustTuplesCall(
      raw("at_most_one"),
      group.map((member) => [literal(member), code`self.${fieldName(member)}.is_some()`]),
      "?;",
    ),
  );
  return [
    ...rustDoc([type.doc, ...exclusive, deprecatedNote(type)]),
    ...caseAllowance(type.name),
    // `mNh_M9` is `m_nh__m9`, which rustc's snake case refuses; on the struct, the derives' code is allowed it too.
    ...(type.fields.every((field) => isRustSnakeCase(fieldName(field.name).text))
      ? []
      : [code`#[allow(non_snake_case)]`]),
    derives(eq, true),
    code`#[serde(deny_unknown_fields)]`,
    rustBraces(
      code`pub struct ${name}`,
      type.fields.flatMap((field) => [
        ...rustDoc([field.doc, deprecatedNote(field)]),
        ...serdeFieldAttributes(field),
        ...(isComplexForClippy(field) ? [code`#[allow(clippy::type_complexity)]`] : []),
        rustField(fieldName(field.name), fieldType(field, boxed.has(field.name))),
      ]),
    ),
    code``,
    checkImpl(name, [
      ...type.fields.map((field) => rustMethodCall(code`self.${fieldName(field.name)}`, raw("check()"), "?;")),
      ...consts,
      ...ranges,
      ...groups,
      code`Ok(())`,
    ]),
  ];
}

/** A field's serde attributes, one setting each, so none grows with the vocabulary but `rename`. */
function serdeFieldAttributes(field: IrField): Statement[] {
  const rename = serdeAttribute(code`rename = ${field.name}`);
  // An optional field may be absent but not null (null is a value only a nullable field takes), and
  // a required nullable field must be present: both need a deserializer other than serde's default
  // for `Option`, which maps absent and null alike to `None`.
  if (field.optional) {
    return [
      rename,
      code`#[serde(default, deserialize_with = "present")]`,
      code`#[serde(skip_serializing_if = "::core::option::Option::is_none")]`,
    ];
  }
  if (field.nullable && !isUnknownType(field.type)) return [rename, code`#[serde(deserialize_with = "nullable")]`];
  return [rename];
}

/**
 * Whether clippy's `type_complexity` would flag the field's type, which a host whose CI denies
 * warnings cannot build: it flags a type that nests six generic types (measured: `Vec` six deep, or
 * five deep inside `Option`). The allow is written from five on, one short of that, since the DSL
 * allows arrays sixteen deep.
 */
function isComplexForClippy(field: IrField): boolean {
  let nesting = (field.optional ? 1 : 0) + (field.nullable && !isUnknownType(field.type) ? 1 : 0);
  for (let type = field.type; type.kind === "array" || type.kind === "map";) {
    nesting++;
    type = type.kind === "array" ? type.items : type.values;
  }
  return nesting >= 5;
}

function fieldType(field: IrField, boxed: boolean): RustType {
  const held = boxed ? boxOf(typeExpression(field.type)) : typeExpression(field.type);
  const base = field.nullable && !isUnknownType(field.type) ? optionOf(held) : held;
  return field.optional ? optionOf(base) : base;
}

function typeExpression(type: IrTypeRef): RustType {
  switch (type.kind) {
    case "primitive":
      return {
        path: {
          string: rustPaths.string,
          integer: raw("i64"),
          number: raw("f64"),
          boolean: raw("bool"),
          unknown: rustPaths.value,
        }[type.name],
      };
    case "named":
      return { path: identifier(type.name) };
    case "array":
      return vecOf(typeExpression(type.items));
    case "map":
      return btreeMapOf(
        type.keys.kind === "string" ? { path: rustPaths.string } : { path: identifier(type.keys.name) },
        typeExpression(type.values),
      );
    case "kind-union":
      return kindUnionType(type, typeExpression);
  }
}

/**
 * What clippy may not hold against a union's enum: names that are no UpperCamelCase, and members of
 * very different sizes, since each member is held as the JSON reads, unboxed, so a host matches on
 * it as it is (clippy would have the largest boxed, which changes every match).
 */
function unionAllowances(union: IrUnion): Statement[] {
  return [
    ...caseAllowance(union.name, ...union.members.map((member) => member.type.name)),
    code`#[allow(clippy::large_enum_variant)]`,
  ];
}

function emitClosedUnion(union: IrUnion, eq: boolean): Statement[] {
  const name = identifier(union.name);
  return [
    ...rustDoc([union.doc, deprecatedNote(union)]),
    ...unionAllowances(union),
    derives(eq, true),
    serdeAttribute(code`tag = ${union.tag}`),
    braces(
      code`pub enum ${name}`,
      union.members.flatMap((member) => [
        ...memberDoc(union, member.tagValue),
        serdeAttribute(code`rename = ${member.tagValue}`),
        rustCall(identifier(member.type.name), [identifier(member.type.name)], ","),
      ]),
    ),
    code``,
    emitUnionCheck(union, []),
  ];
}

function emitOpenUnion(union: IrUnion, eq: boolean): Statement[] {
  const name = identifier(union.name);
  const other = identifier(otherVariant(union));
  const arm = (pattern: Code, helper: string, args: readonly Code[]) => rustArm(pattern, raw(helper), args);
  return [
    ...rustDoc([
      union.doc,
      `Open: a member with another "${union.tag}" is kept as JSON in \`${otherVariant(union)}\`; known members are checked strictly.`,
      deprecatedNote(union),
    ]),
    ...unionAllowances(union),
    derives(eq, false),
    braces(code`pub enum ${name}`, [
      ...union.members.flatMap((member) => [
        ...memberDoc(union, member.tagValue),
        rustCall(identifier(member.type.name), [identifier(member.type.name)], ","),
      ]),
      ...rustDoc([`A member with another "${union.tag}", kept as JSON.`]),
      rustCall(other, [rustPaths.value], ","),
    ]),
    code``,
    braces(code`impl<'de> ${rustPaths.deserialize}<'de> for ${name}`, [
      rustFn(
        code`fn deserialize<D: ${rustPaths.deserializer}<'de>>`,
        [raw("deserializer: D")],
        code`${rustPaths.result}<Self, D::Error>`,
        [
          rustCall(raw("let (tag, rest) = split_tag"), [raw("deserializer"), literal(union.tag)], "?;"),
          braces(code`match tag.as_str()`, [
            ...union.members.map((member) =>
              arm(literal(member.tagValue), "decode_member", [
                raw("rest"),
                code`Self::${identifier(member.type.name)}`,
              ]),
            ),
            arm(raw("_"), "unknown_member", [raw("rest"), literal(union.tag), raw("&tag"), code`Self::${other}`]),
          ]),
        ],
      ),
    ]),
    code``,
    braces(code`impl ${rustPaths.serialize} for ${name}`, [
      rustFn(
        code`fn serialize<S: ${rustPaths.serializer}>`,
        [raw("&self"), raw("serializer: S")],
        code`${rustPaths.result}<S::Ok, S::Error>`,
        [
          braces(code`match self`, [
            ...union.members.map((member) =>
              arm(code`Self::${identifier(member.type.name)}(member)`, "encode_member", [
                raw("member"),
                literal(union.tag),
                literal(member.tagValue),
                raw("serializer"),
              ]),
            ),
            // The trait is named by its path, not imported, so its method is called through it.
            rustArm(code`Self::${other}(value)`, code`${rustPaths.serialize}::serialize`, [
              raw("value"),
              raw("serializer"),
            ]),
          ]),
        ],
      ),
    ]),
    code``,
    emitUnionCheck(union, [rustArm(code`Self::${other}(_)`, raw("Ok"), [raw("()")])]),
  ];
}

/** A union variant's doc, which `missing_docs` asks for; the member's own type carries the vocabulary's doc. */
function memberDoc(union: IrUnion, tagValue: string): Code[] {
  return rustDoc([`The member whose "${union.tag}" is "${tagValue}".`]);
}

/** The catch-all variant of an open union; named after the union so it cannot clash with a member type. */
function otherVariant(union: IrUnion): string {
  return otherMemberName(union.name);
}

function emitUnionCheck(union: IrUnion, extraArms: readonly Statement[]): Statement {
  return checkImpl(identifier(union.name), [
    braces(code`match self`, [
      ...union.members.map((member) =>
        rustArm(code`Self::${identifier(member.type.name)}(member)`, raw("member.check"), []),
      ),
      ...extraArms,
    ]),
  ]);
}

function emitCheckNamed(ir: Ir): Statement[] {
  return [
    code`/// Decodes \`text\` as the named top-level type and checks it; the error says what is wrong.`,
    rustFn(raw("pub fn check_named"), [raw("type_name: &str"), raw("text: &str")], resultOrMessage(raw("()")), [
      braces(code`match type_name`, [
        ...topLevelCheckedTypes(ir).map((type) =>
          rustArm(literal(type.name), code`checked::<${identifier(type.name)}>`, [raw("text")]),
        ),
        code`_ => Err(format!("unknown type {type_name}")),`,
      ]),
    ]),
  ];
}
