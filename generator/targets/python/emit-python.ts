/**
 * Emits `python/<module>/__init__.py`, `<module>` being what the vocabulary's distribution installs
 * (`acme_notify_cards`): the vocabulary as `TypedDict`s over the JSON itself (no classes to convert
 * into), so a host `json.load`s a value and type-checks its use. Each record and leaf variant is a
 * `TypedDict` whose tags are `Literal`s; optional fields are `NotRequired[…]`, nullable ones
 * `… | None`; a union is an alias of its members, so pyright and mypy narrow it on `value["card"] == …`
 * and report a card a host misses (docs/hosts.md). A record with a field Python cannot spell as an attribute uses the functional syntax.
 * A built-in or `typing` name a declared type hides is reached through its module (`spelling.ts`).
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
import { allNamedTypes, deprecatedNote, isUnknownType, topLevelCheckedTypes, visitNamed } from "../../lower/ir.js";
import { planChecks } from "../../lower/check-plan.js";
import { planStringMatchers } from "../../emit/string-matchers.js";
import { emitPythonChecks } from "./emit-python-checks.js";
import { emitPythonMatchers } from "./string-matchers.js";
import { isPythonIdentifier, pythonAllName, pythonVersionName } from "./naming.js";
import { pythonPrelude } from "./python-prelude.js";
import { PythonSpelling } from "./spelling.js";
import { python, pythonDocstring } from "./syntax.js";

const { code, identifier, join } = python;

/** The two files of the package: `__init__.py` (the types) and `_checks.py` (what `validate` runs). */
export interface PythonModules {
  readonly init: Code;
  readonly checks: Code;
}

/** The private module the checks live in, which the package imports its entries from. */
export const pythonChecksModule = "_checks";

export function emitPython(ir: Ir, version: string): PythonModules {
  return { init: emitInit(ir, version), checks: emitChecksModule(ir) };
}

/**
 * `__init__.py` binds the vocabulary's names, so it calls nothing: the checks live in `_checks.py`,
 * where no type name can hide a built-in or an import they use (a record named `dict` or `json`).
 * Its types are written before its imports, which are those the spelling recorded as the types named
 * them, so pyright strict finds no import unused.
 */
function emitInit(ir: Ir, version: string): Code {
  const named = allNamedTypes(ir);
  const spell = new PythonSpelling(ir);
  const types = named.flatMap((type) => [code``, ...emitNamed(type, spell), code``]);
  const imports = spell.imports();
  const entries = ["TypeName", "validate", "validate_json"].map((name) => `${name} as ${name}`).join(", ");
  return python.render([
    ...optional(pythonDocstring([ir.doc])),
    code``,
    code`from __future__ import annotations`,
    code``,
    // PEP 8 puts module dunders after the docstring and `__future__` imports, before the others.
    // `__all__` names the public API, so `from <module> import *` binds it and not `json`, `math` or `cast`.
    block(
      code`${identifier(pythonAllName)} = [`,
      [...allNamedTypes(ir).map((type) => type.name), "TypeName", "validate", "validate_json"].map(
        (name) => code`${name},`,
      ),
      raw("]"),
    ),
    code`${identifier(pythonVersionName)} = ${version}`,
    code`"""The release of the vocabulary this package was generated from."""`,
    code``,
    ...(imports.length > 0 ? [...imports.map((line) => raw(line)), code``] : []),
    code`from .${raw(pythonChecksModule)} import ${raw(entries)}`,
    code``,
    ...types,
  ]);
}

/** `_checks.py`: `TypeName`, `validate` and `validate_json`, the prelude helpers they need and the generated checks. */
function emitChecksModule(ir: Ir): Code {
  const topLevel = topLevelCheckedTypes(ir).map((type) => type.name);
  const checks = emitPythonChecks(ir);
  return python.render([
    code`"""The checks behind the package's \`validate\` and \`validate_json\`, apart from its types."""`,
    code``,
    code`from __future__ import annotations`,
    code``,
    code`import json`,
    code`import math`,
    code`import re`,
    code`from collections.abc import Callable`,
    code`from typing import Literal, TypeAlias, cast`,
    code``,
    code``,
    code`TypeName: TypeAlias = Literal[${join(topLevel, ", ")}]`,
    code`"""The name of every top-level type, as \`validate\` takes it."""`,
    code``,
    code``,
    emitValidate(),
    code``,
    code``,
    emitValidateJson(),
    code``,
    code``,
    raw(pythonPrelude([...checks.helpers, "_text", "_read_json"])),
    code``,
    code``,
    ...emitPythonMatchers(planStringMatchers(planChecks(ir))).flatMap((definition) => [definition, code``, code``]),
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

/** `validate_json`: the text read by the rules every host shares (docs/json.md), then `validate`. */
function emitValidateJson(): Statement {
  return block(code`def validate_json(text: str | bytes | bytearray | memoryview, type_name: TypeName) -> list[str]:`, [
    code`"""The problems in JSON \`text\` as a \`type_name\`; empty when it is valid.`,
    code``,
    code`The text is read by the rules every host of the vocabulary shares: no duplicate keys, no lone`,
    code`surrogates, no NaN or Infinity, every number within ±(2^53 - 1), at most 512 arrays and objects`,
    code`deep. A text that breaks one gets that one problem, located as \`validate\`'s are; a text that`,
    code`keeps them gets \`validate\`'s problems. Bytes, a bytearray or a memoryview must be UTF-8, with`,
    code`no byte-order mark. Raises ValueError for a type name the vocabulary does not declare.`,
    code`"""`,
    block(code`if type_name not in _CHECKS:`, [
      code`raise ValueError(f"unknown type name {type_name!r}; expected one of {', '.join(_CHECKS)}")`,
    ]),
    code`value, problem = _read_json(text)`,
    code`return [_text(problem)] if problem is not None else validate(value, type_name)`,
  ]);
}

function emitNamed(type: IrNamedType | IrVariant, spell: PythonSpelling): Statement[] {
  return visitNamed(type, {
    enum: (each) => emitEnum(each, spell),
    object: (each) => emitTypedDict(each, spell),
    union: (each) => emitUnion(each, spell),
    scalar: (each) => emitScalar(each, spell),
  });
}

/**
 * A named scalar is a type alias of its primitive, as a value of it is that primitive in the dict a
 * host reads; its constraints are in its docstring, and `validate` checks them wherever it is used.
 *
 *     Cost: TypeAlias = float
 *     "What a call cost, in dollars.\n\nConstraints: ≥ 0."
 */
function emitScalar(scalar: IrScalar, spell: PythonSpelling): Statement[] {
  const phrases = constraintPhrases(scalar);
  return [
    code`${identifier(scalar.name)}: ${raw(spell.typing("TypeAlias"))} = ${typeExpression({ kind: "primitive", name: scalar.primitive }, spell)}`,
    ...optional(
      pythonDocstring([
        scalar.doc,
        phrases.length === 0 ? undefined : `Constraints: ${phrases.join(", ")}.`,
        deprecatedNote(scalar),
      ]),
    ),
  ];
}

function emitEnum(type: IrEnum, spell: PythonSpelling): Statement[] {
  return [
    code`${identifier(type.name)}: ${raw(spell.typing("TypeAlias"))} = ${raw(spell.typing("Literal"))}[${join(type.values, ", ")}]`,
    ...optional(pythonDocstring([type.doc, deprecatedNote(type)])),
  ];
}

function emitTypedDict(type: IrRecord | IrVariant, spell: PythonSpelling): Statement[] {
  const literal = () => raw(spell.typing("Literal"));
  const tags =
    type.kind === "variant" ? type.tags.map((tag) => ({ key: tag.field, type: code`${literal()}[${tag.value}]` })) : [];
  const fields = type.fields.map((field) => ({
    key: field.name,
    type: fieldType(field, spell),
    doc: pythonDocstring([field.doc, deprecatedNote(field)]),
  }));
  const entries: { key: string; type: Code; doc?: Code | undefined }[] = [...tags, ...fields];
  const exclusive = type.exclusive.map((group) => `At most one of ${group.join(", ")} is present.`);
  const doc = pythonDocstring([type.doc, ...exclusive, deprecatedNote(type)]);
  const typedDict = raw(spell.typing("TypedDict"));
  if (entries.every((entry) => isPythonIdentifier(entry.key))) {
    // An empty body becomes `pass`.
    return [
      block(code`class ${identifier(type.name)}(${typedDict}):`, [
        ...(doc === undefined ? [] : [doc, code``]),
        ...entries.flatMap((entry) => [code`${identifier(entry.key)}: ${entry.type}`, ...optional(entry.doc)]),
      ]),
    ];
  }
  // A key Python cannot spell as a class attribute (a keyword, say): the functional syntax takes any
  // string key. Its values are evaluated at import, so each type is a string (a forward reference).
  return [
    block(
      code`${identifier(type.name)} = ${typedDict}(`,
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

function emitUnion(union: IrUnion, spell: PythonSpelling): Statement[] {
  const openNote = union.open
    ? `Open: values with another "${union.tag}" are valid too; handle the known members and fall through on others.`
    : undefined;
  const members = union.members.map((member) => member.type.name);
  // `Union` needs two members; a union of one is that member.
  const alias = members.length === 1 ? join(members, "") : code`${raw(spell.typing("Union"))}[${join(members, ", ")}]`;
  return [
    code`${identifier(union.name)}: ${raw(spell.typing("TypeAlias"))} = ${alias}`,
    ...optional(pythonDocstring([union.doc, openNote, deprecatedNote(union)])),
  ];
}

function fieldType(field: IrField, spell: PythonSpelling): Code {
  const base =
    field.nullable && !isUnknownType(field.type)
      ? code`${typeExpression(field.type, spell)} | None`
      : typeExpression(field.type, spell);
  return field.optional ? code`${raw(spell.typing("NotRequired"))}[${base}]` : base;
}

const primitiveBuiltins = {
  string: "str",
  integer: "int",
  number: "float",
  boolean: "bool",
  unknown: "object",
} as const;

function typeExpression(type: IrTypeRef, spell: PythonSpelling): Code {
  switch (type.kind) {
    case "primitive":
      return raw(spell.builtin(primitiveBuiltins[type.name]));
    case "named":
      return identifier(type.name);
    case "array":
      return code`${raw(spell.builtin("list"))}[${typeExpression(type.items, spell)}]`;
    // A closed key set is its enum's `Literal` alias, which mypy and pyright check a key against.
    case "map": {
      const keys = type.keys.kind === "string" ? raw(spell.builtin("str")) : identifier(type.keys.name);
      return code`${raw(spell.builtin("dict"))}[${keys}, ${typeExpression(type.values, spell)}]`;
    }
    // `X | Y | None`, which isinstance narrows member by member.
    case "kind-union":
      return join(
        [...type.members.map((member) => typeExpression(member.type, spell)), ...(type.nullable ? [raw("None")] : [])],
        " | ",
      );
  }
}
