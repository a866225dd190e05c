/**
 * Emits `go/` — a stdlib-only Go package for the vocabulary. A union is a sealed interface (an
 * unexported marker method) implemented by one struct per leaf variant; a nested union's interface
 * embeds its parent's. `DecodeX` switches on the tag(s) and, unlike plain `encoding/json`, rejects
 * unknown keys, missing required keys and out-of-range integers at every level. A type switch is not
 * checked for exhaustiveness, so each top-level union also gets a handler interface with one method
 * per leaf: a handler missing a method does not compile where it is passed to `VisitX`.
 *
 *     type ToolCallView interface{ isToolCallView() }
 *     type ToolCallViewHandler[R any] interface {
 *         GenericCallView(GenericCallView) R
 *         …
 *     }
 */
import type { Code } from "../../emit/code.js";
import { derivedIdentifiers, lines, raw } from "../../emit/code.js";
import type { Ir, IrEnum, IrField, IrNamedType, IrRecord, IrTypeRef, IrUnion, IrVariant } from "../../lower/ir.js";
import { allNamedTypes, deprecatedNote, isUnknownType, leavesOf, nestedUnionsOf, visitNamed } from "../../lower/ir.js";
import { go, goDoc } from "./syntax.js";
import { goPrelude } from "./go-prelude.js";
import { pascalCase } from "../../model/casing.js";
import { otherMemberName } from "../shared/open-union-names.js";
import { goDecoderName, goFieldName, goHandlerNames, goVersionName } from "./naming.js";

const { code, identifier, join } = go;

export function emitGoModule(): string {
  return "module cards\n\ngo 1.19\n";
}

export function emitGo(ir: Ir, version: string): Code {
  const named = allNamedTypes(ir);
  const versionName = identifier(goVersionName);
  return lines([
    ...goDoc([`Package cards: ${ir.doc}`, `This is version ${version} of the vocabulary (${versionName.text}).`]),
    code`package cards`,
    code``,
    raw(goPrelude),
    code``,
    code`// ${versionName} is the release of the vocabulary this package was generated from.`,
    code`const ${versionName} = ${version}`,
    ...named.map((type) => code`\n${emitNamed(type)}`),
    ...ir.types.filter((type): type is IrUnion => type.kind === "union").map((union) => code`\n${emitHandler(union)}`),
    code``,
    ...ir.types.map(
      (type) => code`
// Decode${identifier(type.name)} decodes and checks JSON text as a ${identifier(type.name)}.
func ${identifier(goDecoderName(type.name))}(data []byte) (${identifier(type.name)}, error) {
	return decodeDocument(data, decode${identifier(type.name)})
}`,
    ),
    code``,
    code`// Check decodes JSON text as the named top-level type and reports the first problem.`,
    code`func Check(typeName string, data []byte) error {`,
    code`	var err error`,
    code`	switch typeName {`,
    ...ir.types.flatMap((type) => [
      code`	case ${type.name}:`,
      code`		_, err = ${identifier(goDecoderName(type.name))}(data)`,
    ]),
    code`	default:`,
    code`		err = fmt.Errorf("unknown type %q", typeName)`,
    code`	}`,
    code`	return err`,
    code`}`,
  ]);
}

function emitNamed(type: IrNamedType | IrVariant): Code {
  return visitNamed(type, { enum: emitEnum, object: emitStruct, union: emitUnion });
}

function emitEnum(type: IrEnum): Code {
  const name = identifier(type.name);
  const constant = derivedIdentifiers(
    type.values,
    (value) => identifier(`${type.name}${pascalCase(value)}`),
    `Go enum ${type.name}`,
  );
  const width = Math.max(...type.values.map((value) => constant(value).text.length));
  return lines([
    ...goDoc([type.doc, deprecatedNote(type)]),
    code`type ${name} string`,
    code``,
    code`const (`,
    // Padded as gofmt aligns a const block.
    ...type.values.map(
      (value) => code`	${constant(value)}${raw(" ".repeat(width - constant(value).text.length))} ${name} = ${value}`,
    ),
    code`)`,
    code``,
    code`func decode${name}(raw json.RawMessage, at string) (${name}, error) {`,
    code`	text, err := decodeString(raw, at)`,
    code`	if err != nil {`,
    code`		return "", err`,
    code`	}`,
    code`	switch value := ${name}(text); value {`,
    code`	case ${join(type.values.map(constant), ", ")}:`,
    code`		return value, nil`,
    code`	}`,
    code`	return "", fmt.Errorf("%s: unknown ${raw(type.name)} %q", at, text)`,
    code`}`,
  ]);
}

function emitStruct(type: IrRecord | IrVariant): Code {
  const name = identifier(type.name);
  const fieldName = derivedIdentifiers(
    type.fields.map((field) => field.name),
    (name) => identifier(goFieldName(name)),
    `Go struct ${type.name}`,
  );
  const tags = type.kind === "variant" ? type.tags : [];
  const keys = [...tags.map((tag) => tag.field), ...type.fields.map((field) => field.name)];
  const exclusive = type.exclusive.map((group) => `At most one of ${group.join(", ")} is present.`);
  const markers =
    type.kind === "variant" ? type.tags.map((tag) => code`func (${name}) is${identifier(tag.union)}() {}`) : [];
  return lines([
    ...goDoc([type.doc, ...exclusive, deprecatedNote(type)]),
    code`type ${name} struct {`,
    ...type.fields.flatMap((field) => [
      ...goDoc([field.doc, deprecatedNote(field)]).map((line) => code`	${line}`),
      code`	${fieldName(field.name)} ${fieldType(field)} ${`json:"${field.name}${field.optional ? ",omitempty" : ""}"`}`,
    ]),
    code`}`,
    // A blank line between one-line methods, which gofmt would otherwise align.
    ...markers.flatMap((marker) => [code``, marker]),
    ...(tags.length > 0
      ? [
          code``,
          code`// MarshalJSON writes the variant with its tags.`,
          code`func (value ${name}) MarshalJSON() ([]byte, error) {`,
          code`	type plain ${name}`,
          code`	return withTags(plain(value), ${join(
            tags.flatMap((tag) => [tag.field, tag.value]),
            ", ",
          )})`,
          code`}`,
        ]
      : []),
    code``,
    code`func decode${name}(raw json.RawMessage, at string) (${name}, error) {`,
    code`	var value ${name}`,
    code`	fields, err := decodeObject(raw, at, []string{${join(keys, ", ")}})`,
    code`	if err != nil {`,
    code`		return value, err`,
    code`	}`,
    ...type.fields.flatMap((field) => [
      code`	if err := ${raw(field.optional ? "optional" : "required")}(fields, at, ${field.name}, ${fieldDecoder(field)}, &value.${fieldName(field.name)}); err != nil {`,
      code`		return value, err`,
      code`	}`,
    ]),
    ...type.exclusive.flatMap((group) => [
      code`	if err := atMostOne(fields, at, ${join(group, ", ")}); err != nil {`,
      code`		return value, err`,
      code`	}`,
    ]),
    code`	return value, nil`,
    code`}`,
  ]);
}

function emitUnion(union: IrUnion): Code {
  const name = identifier(union.name);
  const parent = union.outerTags.at(-1)?.union;
  const other = identifier(otherMemberName(union.name));
  const openNote = union.open
    ? `Open: a member with another "${union.tag}" decodes as Other${union.name}; known members are checked strictly.`
    : undefined;
  return lines([
    ...goDoc([union.doc, openNote, deprecatedNote(union)]),
    code`type ${name} interface {`,
    ...(parent === undefined ? [] : [code`	${identifier(parent)}`]),
    code`	is${name}()`,
    code`}`,
    ...(union.open
      ? [
          code``,
          code`// ${other} is a member of ${name} this vocabulary does not know, kept as its JSON.`,
          code`type ${other} struct {`,
          code`	Tag  string`,
          code`	JSON json.RawMessage`,
          code`}`,
          ...[...union.outerTags.map((tag) => tag.union), union.name].flatMap((owner) => [
            code``,
            code`func (${other}) is${identifier(owner)}() {}`,
          ]),
          code``,
          code`// MarshalJSON writes the member as it was read.`,
          code`func (value ${other}) MarshalJSON() ([]byte, error) {`,
          code`	return value.JSON, nil`,
          code`}`,
        ]
      : []),
    code``,
    code`func decode${name}(raw json.RawMessage, at string) (${name}, error) {`,
    code`	fields, err := decodeObject(raw, at, nil)`,
    code`	if err != nil {`,
    code`		return nil, err`,
    code`	}`,
    code`	tag, err := tagOf(fields, at, ${union.tag})`,
    code`	if err != nil {`,
    code`		return nil, err`,
    code`	}`,
    code`	switch tag {`,
    ...union.members.flatMap((member) => [
      code`	case ${member.tagValue}:`,
      code`		return decode${identifier(member.type.name)}(raw, at)`,
    ]),
    code`	}`,
    union.open
      ? code`	return ${other}{Tag: tag, JSON: append(json.RawMessage(nil), raw...)}, nil`
      : code`	return nil, fmt.Errorf("%s/%s: unknown tag %q", at, ${union.tag}, tag)`,
    code`}`,
  ]);
}

function emitHandler(union: IrUnion): Code {
  const name = identifier(union.name);
  const handler = identifier(goHandlerNames(union.name).handler);
  const leaves = leavesOf(union).map((leaf) => identifier(leaf.name));
  const others = [union, ...nestedUnionsOf(union)]
    .filter((member) => member.open)
    .map((open) => identifier(otherMemberName(open.name)));
  const cases = [...leaves, ...others];
  return lines([
    code`// ${handler} handles every variant of ${name}, one method each. A handler that misses a variant`,
    code`// does not compile where it is passed to Visit${name}, which a type switch cannot promise.`,
    code`type ${handler}[R any] interface {`,
    ...cases.map((leaf) => code`	${leaf}(${leaf}) R`),
    code`}`,
    code``,
    code`// Visit${name} calls the handler's method for the variant value holds.`,
    code`func ${identifier(goHandlerNames(union.name).visit)}[R any](value ${name}, handler ${handler}[R]) R {`,
    code`	switch value := value.(type) {`,
    ...cases.flatMap((leaf) => [code`	case ${leaf}:`, code`		return handler.${leaf}(value)`]),
    code`	}`,
    code`	panic("cards: Visit${raw(union.name)} needs a non-nil ${raw(union.name)}")`,
    code`}`,
  ]);
}

function fieldType(field: IrField): Code {
  const base =
    field.nullable && !isUnknownType(field.type) ? code`*${typeExpression(field.type)}` : typeExpression(field.type);
  return field.optional ? code`*${base}` : base;
}

function typeExpression(type: IrTypeRef): Code {
  switch (type.kind) {
    case "primitive":
      return raw(
        { string: "string", integer: "int64", number: "float64", boolean: "bool", unknown: "json.RawMessage" }[
          type.name
        ],
      );
    case "named":
      return identifier(type.name);
    case "array":
      return code`[]${typeExpression(type.items)}`;
  }
}

function fieldDecoder(field: IrField): Code {
  let decoder = typeDecoder(field.type);
  if (field.minimum !== undefined || field.maximum !== undefined) {
    decoder = code`bounded(${decoder}, ${limit(field.minimum)}, ${limit(field.maximum)})`;
  }
  return field.nullable && !isUnknownType(field.type) ? code`nullable(${decoder})` : decoder;
}

function typeDecoder(type: IrTypeRef): Code {
  switch (type.kind) {
    case "primitive":
      return raw(`decode${type.name.charAt(0).toUpperCase()}${type.name.slice(1)}`);
    case "named":
      return code`decode${identifier(type.name)}`;
    case "array":
      return code`arrayOf(${typeDecoder(type.items)})`;
  }
}

function limit(value: number | undefined): Code {
  return value === undefined ? raw("limit{}") : code`limit{true, ${value}}`;
}
