/**
 * Emits `rust/` — a crate of serde types for the vocabulary. A closed union is an internally tagged
 * enum (`#[serde(tag = "card")]`) of newtype variants, a nested union one of those inside another;
 * an open union keeps an unknown member as JSON. Every struct denies unknown fields; an optional
 * field rejects `null` and a required nullable one rejects a missing key. serde cannot say "at least
 * 1" or "at most one of", so `from_str` deserializes and then runs the generated `Check` impls.
 *
 *     #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
 *     #[serde(tag = "card")]
 *     pub enum ToolCallView {
 *         #[serde(rename = "generic")]
 *         GenericCallView(GenericCallView),
 *         …
 *     }
 */
import type { Code } from "../../emit/code.js";
import { derivedIdentifiers, lines, raw } from "../../emit/code.js";
import type { Ir, IrEnum, IrField, IrNamedType, IrRecord, IrTypeRef, IrUnion, IrVariant } from "../../lower/ir.js";
import { allNamedTypes, deprecatedNote, isUnknownType, visitNamed } from "../../lower/ir.js";
import { pascalCase } from "../../model/casing.js";
import { otherMemberName } from "../shared/open-union-names.js";
import { rustFieldName } from "./naming.js";
import { isRustFieldSpellable, rust, rustDoc } from "./syntax.js";
import { rustPrelude } from "./rust-prelude.js";

const { code, identifier, join } = rust;

/** The crate's manifest; a JSON string literal is also a valid TOML basic string. */
export function emitCargoManifest(ir: Ir, version: string): string {
  return [
    "[package]",
    'name = "cards"',
    `version = ${JSON.stringify(version)}`,
    'edition = "2021"',
    `description = ${JSON.stringify(ir.doc)}`,
    "",
    "[dependencies]",
    'serde = { version = "1", features = ["derive"] }',
    'serde_json = "1"',
    "",
  ].join("\n");
}

export function emitRust(ir: Ir): Code {
  return lines([
    ...rustDoc([ir.doc]).map((line) => code`#!${raw(line.text.slice(1))}`),
    code``,
    raw(rustPrelude),
    code``,
    ...allNamedTypes(ir).map((type) => code`\n${emitNamed(type)}`),
    code``,
    emitCheckNamed(ir),
  ]);
}

function emitNamed(type: IrNamedType | IrVariant): Code {
  return visitNamed(type, {
    enum: emitEnum,
    object: emitStruct,
    union: (type) => (type.open ? emitOpenUnion(type) : emitClosedUnion(type)),
  });
}

function emitEnum(type: IrEnum): Code {
  const name = identifier(type.name);
  const variant = derivedIdentifiers(type.values, (value) => identifier(pascalCase(value)), `Rust enum ${type.name}`);
  return lines([
    ...rustDoc([type.doc, deprecatedNote(type)]),
    code`#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]`,
    code`pub enum ${name} {`,
    ...type.values.flatMap((value) => [code`    #[serde(rename = ${value})]`, code`    ${variant(value)},`]),
    code`}`,
    code``,
    code`impl Check for ${name} {`,
    code`    fn check(&self) -> Result<(), String> {`,
    code`        Ok(())`,
    code`    }`,
    code`}`,
  ]);
}

function emitStruct(type: IrRecord | IrVariant): Code {
  const name = identifier(type.name);
  const fieldName = derivedIdentifiers(
    type.fields.map((field) => field.name),
    (name) => rustFieldIdentifier(rustFieldName(name)),
    `Rust struct ${type.name}`,
  );
  const exclusive = type.exclusive.map((group) => `At most one of ${group.join(", ")} is present.`);
  const ranges = type.fields.flatMap((field) =>
    field.minimum === undefined && field.maximum === undefined
      ? []
      : [
          code`        within(&self.${fieldName(field.name)}, ${bound(field.minimum)}, ${bound(field.maximum)}, ${field.name})?;`,
        ],
  );
  const groups = type.exclusive.map((group) => {
    const present = group.map((member) => code`self.${fieldName(member)}.is_some()`);
    return code`        at_most_one(&[${join(present, ", ")}], &[${join(group, ", ")}])?;`;
  });
  return lines([
    ...rustDoc([type.doc, ...exclusive, deprecatedNote(type)]),
    code`#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]`,
    code`#[serde(deny_unknown_fields)]`,
    code`pub struct ${name} {`,
    ...type.fields.flatMap((field) => [
      ...rustDoc([field.doc, deprecatedNote(field)]).map((line) => code`    ${line}`),
      code`    #[serde(${serdeFieldAttributes(field)})]`,
      code`    pub ${fieldName(field.name)}: ${fieldType(field)},`,
    ]),
    code`}`,
    code``,
    code`impl Check for ${name} {`,
    code`    fn check(&self) -> Result<(), String> {`,
    ...type.fields.map((field) => code`        self.${fieldName(field.name)}.check()?;`),
    ...ranges,
    ...groups,
    code`        Ok(())`,
    code`    }`,
    code`}`,
  ]);
}

function serdeFieldAttributes(field: IrField): Code {
  const rename = code`rename = ${field.name}`;
  // An optional field may be absent but not null (null is a value only a nullable field takes), and
  // a required nullable field must be present: both need a deserializer other than serde's default
  // for `Option`, which maps absent and null alike to `None`.
  if (field.optional) {
    return code`${rename}, default, deserialize_with = "present", skip_serializing_if = "Option::is_none"`;
  }
  if (field.nullable && !isUnknownType(field.type)) return code`${rename}, deserialize_with = "nullable"`;
  return rename;
}

function fieldType(field: IrField): Code {
  const base =
    field.nullable && !isUnknownType(field.type)
      ? code`Option<${typeExpression(field.type)}>`
      : typeExpression(field.type);
  return field.optional ? code`Option<${base}>` : base;
}

function typeExpression(type: IrTypeRef): Code {
  switch (type.kind) {
    case "primitive":
      return raw(
        { string: "String", integer: "i64", number: "f64", boolean: "bool", unknown: "serde_json::Value" }[type.name],
      );
    case "named":
      return identifier(type.name);
    case "array":
      return code`Vec<${typeExpression(type.items)}>`;
  }
}

function emitClosedUnion(union: IrUnion): Code {
  const name = identifier(union.name);
  return lines([
    ...rustDoc([union.doc, deprecatedNote(union)]),
    code`#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]`,
    code`#[serde(tag = ${union.tag})]`,
    code`pub enum ${name} {`,
    ...union.members.flatMap((member) => [
      code`    #[serde(rename = ${member.tagValue})]`,
      code`    ${identifier(member.type.name)}(${identifier(member.type.name)}),`,
    ]),
    code`}`,
    code``,
    emitUnionCheck(union, []),
  ]);
}

function emitOpenUnion(union: IrUnion): Code {
  const name = identifier(union.name);
  const other = identifier(otherVariant(union));
  return lines([
    ...rustDoc([
      union.doc,
      `Open: a member with another "${union.tag}" is kept as JSON in \`${otherVariant(union)}\`; known members are checked strictly.`,
      deprecatedNote(union),
    ]),
    code`#[derive(Debug, Clone, PartialEq)]`,
    code`pub enum ${name} {`,
    ...union.members.map((member) => code`    ${identifier(member.type.name)}(${identifier(member.type.name)}),`),
    code`    ${other}(serde_json::Value),`,
    code`}`,
    code``,
    code`impl<'de> Deserialize<'de> for ${name} {`,
    code`    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {`,
    code`        let value = serde_json::Value::deserialize(deserializer)?;`,
    code`        let (tag, rest) = split_tag(value, ${union.tag}).map_err(serde::de::Error::custom)?;`,
    code`        match tag.as_str() {`,
    ...union.members.map(
      (member) =>
        code`            ${member.tagValue} => serde_json::from_value(rest).map(Self::${identifier(member.type.name)}).map_err(serde::de::Error::custom),`,
    ),
    code`            _ => Ok(Self::${other}(with_tag(rest, ${union.tag}, &tag))),`,
    code`        }`,
    code`    }`,
    code`}`,
    code``,
    code`impl Serialize for ${name} {`,
    code`    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {`,
    code`        let value = match self {`,
    ...union.members.map(
      (member) =>
        code`            Self::${identifier(member.type.name)}(member) => serde_json::to_value(member).map(|rest| with_tag(rest, ${union.tag}, ${member.tagValue})),`,
    ),
    code`            Self::${other}(value) => Ok(value.clone()),`,
    code`        };`,
    code`        value.map_err(serde::ser::Error::custom)?.serialize(serializer)`,
    code`    }`,
    code`}`,
    code``,
    emitUnionCheck(union, [code`            Self::${other}(_) => Ok(()),`]),
  ]);
}

/** The catch-all variant of an open union; named after the union so it cannot clash with a member type. */
function otherVariant(union: IrUnion): string {
  return otherMemberName(union.name);
}

function emitUnionCheck(union: IrUnion, extraArms: readonly Code[]): Code {
  return lines([
    code`impl Check for ${identifier(union.name)} {`,
    code`    fn check(&self) -> Result<(), String> {`,
    code`        match self {`,
    ...union.members.map(
      (member) => code`            Self::${identifier(member.type.name)}(member) => member.check(),`,
    ),
    ...extraArms,
    code`        }`,
    code`    }`,
    code`}`,
  ]);
}

function emitCheckNamed(ir: Ir): Code {
  return lines([
    code`/// Decodes \`text\` as the named top-level type and checks it; the error says what is wrong.`,
    code`pub fn check_named(type_name: &str, text: &str) -> Result<(), String> {`,
    code`    match type_name {`,
    ...ir.types.map((type) => code`        ${type.name} => from_str::<${identifier(type.name)}>(text).map(|_| ()),`),
    code`        _ => Err(format!("unknown type {type_name}")),`,
    code`    }`,
    code`}`,
  ]);
}

function bound(value: number | undefined): Code {
  return value === undefined ? raw("None") : code`Some(${value}_f64)`;
}

/** A field named like a keyword (`type`, `match`) is spelled as a raw identifier, `r#type`. */
function rustFieldIdentifier(name: string): Code {
  if (!rust.isIdentifier(name) && isRustFieldSpellable(name)) {
    return raw(`r#${name}`);
  }
  return identifier(name);
}
