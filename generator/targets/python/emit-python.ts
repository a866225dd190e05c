/**
 * Emits `python/<module>/__init__.py`, `<module>` being what the vocabulary's distribution installs
 * (`acme_notify_cards`): the vocabulary as `TypedDict`s over the JSON itself (no classes to convert
 * into), so a host `json.load`s a value and type-checks its use. Each record and leaf variant is a
 * `TypedDict` whose tags are `Literal`s; optional fields are `NotRequired[…]`, nullable ones
 * `… | None`; a union is an alias of its members, so pyright checks `match value["card"]` for
 * exhaustiveness. A record with a field Python cannot spell as an attribute uses the functional syntax.
 * `validate(value, type_name)` runs the generated checks of `emit-python-checks.ts`: standard library
 * only, so the package installs into a bare virtual environment. `__all__` lists the types, `TypeName`
 * and `validate`: what `from <module> import *` binds.
 *
 *     class FileLocation(TypedDict):
 *         """A file the call touches, for editor follow-along."""
 *         path: str
 *         line: NotRequired[int]
 *     ToolCallView: TypeAlias = Union["GenericCallView", "TerminalCallView", "DiffCallView"]
 */
import type { Code, Statement } from "../../emit/code.js";
import { block, raw } from "../../emit/code.js";
import type { Ir, IrEnum, IrField, IrNamedType, IrRecord, IrTypeRef, IrUnion, IrVariant } from "../../lower/ir.js";
import { allNamedTypes, deprecatedNote, isUnknownType, visitNamed } from "../../lower/ir.js";
import { emitPythonChecks } from "./emit-python-checks.js";
import { pythonAllName, pythonVersionName } from "./naming.js";
import { pythonPrelude } from "./python-prelude.js";
import { isPythonIdentifier, python, pythonDocstring } from "./syntax.js";

const { code, identifier, join } = python;

export function emitPython(ir: Ir, version: string): Code {
  const topLevel = ir.types.map((type) => type.name);
  const checks = emitPythonChecks(ir);
  return python.render([
    ...optional(pythonDocstring([ir.doc])),
    code``,
    code`from __future__ import annotations`,
    code``,
    // PEP 8 puts module dunders after the docstring and `__future__` imports, before the others.
    // `__all__` names the public API, so `from <module> import *` binds it and not `json`, `math` or `cast`.
    block(
      code`${identifier(pythonAllName)} = [`,
      [...allNamedTypes(ir).map((type) => type.name), "TypeName", "validate"].map((name) => code`${name},`),
      raw("]"),
    ),
    code`${identifier(pythonVersionName)} = ${version}`,
    code`"""The release of the vocabulary this package was generated from."""`,
    code``,
    code`import json`,
    code`import math`,
    code`from collections.abc import Callable`,
    code`from typing import Literal, NotRequired, TypeAlias, TypedDict, Union, cast`,
    code``,
    ...allNamedTypes(ir).flatMap((type) => [code``, ...emitNamed(type), code``]),
    code``,
    code`TypeName: TypeAlias = Literal[${join(topLevel, ", ")}]`,
    code`"""The name of every top-level type, as \`validate\` takes it."""`,
    code``,
    code``,
    emitValidate(),
    code``,
    code``,
    raw(pythonPrelude([...checks.helpers, "_text"])),
    code``,
    code``,
    checks.code,
  ]);
}

/** A statement that may be absent (a docstring with nothing to say), as a list of none or one. */
function optional(statement: Statement | undefined): Statement[] {
  return statement === undefined ? [] : [statement];
}

function emitValidate(): Statement {
  return block(code`def validate(value: object, type_name: TypeName) -> list[str]:`, [
    code`"""The problems in \`value\` as a \`type_name\`; empty when it is valid.`,
    code``,
    code`Each reads "<JSON Pointer>: <message>", with \`value\` for the value itself, and a problem inside`,
    code`a union's variant ends with the tags that selected it, e.g.`,
    code`\`/items/0/count: must be integer (found "3"), in card "list"\`.`,
    code`Raises ValueError for a type name the vocabulary does not declare.`,
    code`"""`,
    code`check = _CHECKS.get(type_name)`,
    block(code`if check is None:`, [
      code`raise ValueError(f"unknown type name {type_name!r}; expected one of {', '.join(_CHECKS)}")`,
    ]),
    block(code`try:`, [code`found = check(value)`]),
    block(code`except RecursionError:`, [
      code`# A value that holds itself through typed fields never ends; like one too deep, it is unreadable.`,
      code`return ["value: could not be read (RecursionError raised)"]`,
    ]),
    code`return [] if found is None else [_text(problem) for problem in found]`,
  ]);
}

function emitNamed(type: IrNamedType | IrVariant): Statement[] {
  return visitNamed(type, { enum: emitEnum, object: emitTypedDict, union: emitUnion });
}

function emitEnum(type: IrEnum): Statement[] {
  return [
    code`${identifier(type.name)}: TypeAlias = Literal[${join(type.values, ", ")}]`,
    ...optional(pythonDocstring([type.doc, deprecatedNote(type)])),
  ];
}

function emitTypedDict(type: IrRecord | IrVariant): Statement[] {
  const tags =
    type.kind === "variant" ? type.tags.map((tag) => ({ key: tag.field, type: code`Literal[${tag.value}]` })) : [];
  const fields = type.fields.map((field) => ({
    key: field.name,
    type: fieldType(field),
    doc: pythonDocstring([field.doc, deprecatedNote(field)]),
  }));
  const entries: { key: string; type: Code; doc?: Code | undefined }[] = [...tags, ...fields];
  const exclusive = type.exclusive.map((group) => `At most one of ${group.join(", ")} is present.`);
  const doc = pythonDocstring([type.doc, ...exclusive, deprecatedNote(type)]);
  if (entries.every((entry) => isPythonIdentifier(entry.key))) {
    // An empty body becomes `pass`.
    return [
      block(code`class ${identifier(type.name)}(TypedDict):`, [
        ...(doc === undefined ? [] : [doc, code``]),
        ...entries.flatMap((entry) => [code`${identifier(entry.key)}: ${entry.type}`, ...optional(entry.doc)]),
      ]),
    ];
  }
  // A key Python cannot spell as a class attribute (a keyword, say): the functional syntax takes any
  // string key. Its values are evaluated at import, so each type is a string (a forward reference).
  return [
    block(
      code`${identifier(type.name)} = TypedDict(`,
      [
        code`${type.name},`,
        block(
          raw("{"),
          entries.map((entry) => code`${entry.key}: ${entry.type.text},`),
          raw("},"),
        ),
      ],
      raw(")"),
    ),
    ...optional(doc),
  ];
}

function emitUnion(union: IrUnion): Statement[] {
  const openNote = union.open
    ? `Open: values with another "${union.tag}" are valid too; handle the known members and fall through on others.`
    : undefined;
  const members = union.members.map((member) => member.type.name);
  // `Union` needs two members; a union of one is that member.
  const alias = members.length === 1 ? join(members, "") : code`Union[${join(members, ", ")}]`;
  return [
    code`${identifier(union.name)}: TypeAlias = ${alias}`,
    ...optional(pythonDocstring([union.doc, openNote, deprecatedNote(union)])),
  ];
}

function fieldType(field: IrField): Code {
  const base =
    field.nullable && !isUnknownType(field.type)
      ? code`${typeExpression(field.type)} | None`
      : typeExpression(field.type);
  return field.optional ? code`NotRequired[${base}]` : base;
}

function typeExpression(type: IrTypeRef): Code {
  switch (type.kind) {
    case "primitive":
      return raw({ string: "str", integer: "int", number: "float", boolean: "bool", unknown: "object" }[type.name]);
    case "named":
      return identifier(type.name);
    case "array":
      return code`list[${typeExpression(type.items)}]`;
  }
}
