/**
 * Emits `go/` — a stdlib-only Go package for the vocabulary. A union is a sealed interface (an
 * unexported marker method) implemented by one struct per leaf variant; a nested union's interface
 * embeds its parent's. `DecodeX` switches on the tag(s), and each struct's decoder renders its check
 * plan (`lower/check-plan.ts`) step by step, so unlike plain `encoding/json` it rejects unknown keys,
 * missing required keys, a wrong tag and out-of-range integers at every level, first problem first. A type switch is not
 * checked for exhaustiveness, so each top-level union also gets a handler interface with one method
 * per leaf: a handler missing a method does not compile where it is passed to `VisitX`.
 *
 *     type ToolCallView interface{ isToolCallView() }
 *     type ToolCallViewHandler[R any] interface {
 *         GenericCallView(GenericCallView) R
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
import {
  allNamedTypes,
  deprecatedNote,
  isUnknownType,
  leavesOf,
  nestedUnionsOf,
  scalarsOf,
  tagsOf,
  topLevelCheckedTypes,
  visitNamed,
} from "../../lower/ir.js";
import type { CheckedPrimitive, FieldStep, KeyRule, ObjectStep, ValueRule } from "../../lower/check-plan.js";
import { objectPlan, planChecks, ruleOfType } from "../../lower/check-plan.js";
import { planStringMatchers } from "../../emit/string-matchers.js";
import { emitGoMatchers, goMatchingCheck } from "./string-matchers.js";
import { constraintPhrases } from "../../model/describe-constraints.js";
import { declaredKindUnions } from "../shared/kind-union-names.js";
import { emitKindUnion, kindUnionDecoder, kindUnionType } from "./emit-go-kind-unions.js";
import {
  goDecoderName,
  goEnumConstantName,
  goFieldName,
  goHandlerNames,
  goOtherMemberName,
  goPrivateDecoderName,
  goTypeName,
  goVersionName,
} from "./naming.js";
import { goPackageClause } from "./package-clause.js";
import { arrayChecks, constraintCheck } from "./constraint-checks.js";
import { goDeclarationDoc } from "./declaration-doc.js";
import { go, goDoc, goTag } from "./syntax.js";

const { code, identifier, join } = go;

/** `go.mod`: the module path, checked by `goPackageName.check` (no space or quote can reach it), and the Go release. */
export function emitGoModule(modulePath: string): string {
  return `module ${modulePath}\n\ngo 1.19\n`;
}

export function emitGo(ir: Ir, version: string, packageName: string): Code {
  const versionName = identifier(goVersionName);
  const matchers = emitGoMatchers(planStringMatchers(planChecks(ir)));
  const declarations = [
    [
      code`// ${versionName} is the release of the vocabulary this package was generated from.`,
      code`const ${versionName} = ${version}`,
    ],
    ...allNamedTypes(ir).map((type) => emitNamed(type, scalarsOf(ir))),
    ...declaredKindUnions(ir).map((union) => {
      const rule = ruleOfType(union, scalarsOf(ir));
      return emitKindUnion(union, rule.kind === "by-kind" ? rule.arms : [], typeExpression, ruleDecoder);
    }),
    ...ir.types
      .filter((type): type is IrUnion => type.kind === "union")
      .map((union) => emitHandler(union, packageName)),
    ...topLevelCheckedTypes(ir).map((type) => [
      code`// ${identifier(goDecoderName(type.name))} decodes and checks JSON text as a ${goType(type.name)}.`,
      braces(code`func ${identifier(goDecoderName(type.name))}(data []byte) (${goType(type.name)}, error)`, [
        code`return fromText(data, ${identifier(goPrivateDecoderName(type.name))})`,
      ]),
    ]),
    [
      code`// Check decodes JSON text as the named top-level type and reports the first problem.`,
      braces(code`func Check(typeName string, data []byte) error`, [
        code`var err error`,
        ...goSwitch(code`typeName`, [
          ...topLevelCheckedTypes(ir).map((type) => ({
            label: code`case ${type.name}:`,
            body: [code`_, err = ${identifier(goDecoderName(type.name))}(data)`],
          })),
          { label: code`default:`, body: [code`err = fmt.Errorf("unknown type %q", typeName)`] },
        ]),
        code`return err`,
      ]),
    ],
  ];
  return go.render([
    ...goDoc([
      // "Package <name> …", the form go doc and staticcheck (ST1000) expect of a package comment.
      `Package ${packageName} holds the types and strict decoders of the vocabulary ${ir.id}.`,
      ir.doc,
      `This is version ${version} of the vocabulary (${versionName.text}).`,
    ]),
    goPackageClause(packageName),
    code``,
    // The decoding helpers live in prelude.go, which imports what they need.
    block(
      code`import (`,
      [code`"encoding/json"`, code`"fmt"`, ...(matchers.length > 0 ? [code`"regexp"`] : [])],
      raw(")"),
    ),
    ...separated(declarations),
    ...(matchers.length > 0 ? [code``, raw(goMatchingCheck), code``, ...matchers] : []),
  ]);
}

/** A declared type's Go identifier: its name with a capital, as the package exports it. */
function goType(name: string): Code {
  return identifier(goTypeName(name));
}

/** Top-level declarations, each after a blank line. */
function separated(declarations: readonly (readonly Statement[])[]): Statement[] {
  return declarations.flatMap((declaration) => [code``, ...declaration]);
}

/** One arm of a Go `switch`: its `case …:` line and the statements under it. */
interface SwitchCase {
  readonly label: Code;
  readonly body: readonly Statement[];
}

/** A Go `switch`: gofmt puts each `case` at the level of the `switch`, its statements one deeper. */
function goSwitch(head: Code, cases: readonly SwitchCase[]): Statement[] {
  return [code`switch ${head} {`, ...cases.map((arm) => block(arm.label, arm.body)), raw("}")];
}

/** `if err := …; err != nil { return …, err }`, or with a plain condition. */
function returnIf(condition: Code, result: Code): Statement {
  return braces(code`if ${condition}`, [code`return ${result}`]);
}

function emitNamed(type: IrNamedType | IrVariant, scalars: ReadonlyMap<string, IrScalar>): Statement[] {
  return visitNamed(type, {
    enum: emitEnum,
    object: (type) => emitStruct(type, scalars),
    union: emitUnion,
    scalar: emitScalar,
  });
}

/**
 * A named scalar is an alias of its primitive, so a value of it is the primitive wherever a host
 * uses one; its constraints are in its doc, and the decoders check them wherever it is used.
 *
 *     // What a call cost, in dollars.
 *     //
 *     // Constraints: ≥ 0.
 *     type Cost = float64
 */
function emitScalar(scalar: IrScalar): Statement[] {
  const phrases = constraintPhrases(scalar);
  const name = goType(scalar.name);
  return [
    ...goDeclarationDoc(name.text, [
      scalar.doc,
      phrases.length === 0 ? undefined : `Constraints: ${phrases.join(", ")}.`,
      deprecatedNote(scalar),
    ]),
    code`type ${name} = ${typeExpression({ kind: "primitive", name: scalar.primitive })}`,
  ];
}

function emitEnum(type: IrEnum): Statement[] {
  const name = goType(type.name);
  const constant = derivedIdentifiers(
    type.values,
    (value) => identifier(goEnumConstantName(type.name, value)),
    `Go enum ${type.name}`,
  );
  const width = Math.max(...type.values.map((value) => constant(value).text.length));
  return [
    ...goDeclarationDoc(name.text, [type.doc, deprecatedNote(type)]),
    code`type ${name} string`,
    code``,
    block(
      code`const (`,
      // Padded as gofmt aligns a const block.
      type.values.map(
        (value) => code`${constant(value)}${raw(" ".repeat(width - constant(value).text.length))} ${name} = ${value}`,
      ),
      raw(")"),
    ),
    code``,
    braces(code`func decode${name}(raw json.RawMessage, at string) (${name}, error)`, [
      code`text, err := asString(raw, at)`,
      returnIf(code`err != nil`, code`"", err`),
      ...goSwitch(code`value := ${name}(text); value`, [
        { label: code`case ${join(type.values.map(constant), ", ")}:`, body: [code`return value, nil`] },
      ]),
      code`return "", fmt.Errorf("%s: unknown ${raw(type.name)} %q", where(at), text)`,
    ]),
  ];
}

function emitStruct(type: IrRecord | IrVariant, scalars: ReadonlyMap<string, IrScalar>): Statement[] {
  const name = goType(type.name);
  const fieldName = derivedIdentifiers(
    type.fields.map((field) => field.name),
    (name) => identifier(goFieldName(name)),
    `Go struct ${type.name}`,
  );
  const tags = tagsOf(type);
  const exclusive = type.exclusive.map((group) => `At most one of ${group.join(", ")} is present.`);
  const markers =
    type.kind === "variant" ? type.tags.map((tag) => code`func (${name}) is${goType(tag.union)}() {}`) : [];
  return [
    ...goDeclarationDoc(name.text, [type.doc, ...exclusive, deprecatedNote(type)]),
    braces(
      code`type ${name} struct`,
      type.fields.flatMap((field) => [
        ...goDoc([field.doc, deprecatedNote(field)]),
        code`${fieldName(field.name)} ${fieldType(field)} ${goTag(`json:"${field.name}${field.optional ? ",omitempty" : ""}"`)}`,
      ]),
    ),
    // A blank line between one-line methods, which gofmt would otherwise align.
    ...markers.flatMap((marker) => [code``, marker]),
    ...(tags.length > 0
      ? [
          code``,
          code`// MarshalJSON writes the variant with its tags.`,
          braces(code`func (value ${name}) MarshalJSON() ([]byte, error)`, [
            code`type plain ${name}`,
            code`return withTags(plain(value), ${join(
              tags.flatMap((tag) => [tag.field, tag.value]),
              ", ",
            )})`,
          ]),
        ]
      : []),
    code``,
    braces(code`func decode${name}(raw json.RawMessage, at string) (${name}, error)`, [
      code`var value ${name}`,
      code`fields, err := asObject(raw, at)`,
      returnIf(code`err != nil`, code`value, err`),
      ...objectPlan(type, scalars).steps.flatMap((step) => stepCheck(step, fieldName)),
      code`return value, nil`,
    ]),
  ];
}

/** The statements that render one step of an object's check plan, each returning its first problem. */
function stepCheck(step: ObjectStep, fieldName: (name: string) => Code): Statement[] {
  const check = (call: Code): Statement[] => [returnIf(code`err := ${call}; err != nil`, code`value, err`)];
  switch (step.step) {
    case "required":
      return step.keys.length === 0 ? [] : check(code`requireKeys(fields, at, ${join(step.keys, ", ")})`);
    case "closed":
      return check(
        code`closedKeys(${join([raw("fields"), raw("at"), ...step.keys.map((key) => code`${key}`)], ", ")})`,
      );
    case "tag":
      return check(code`tagIs(fields, at, ${step.key}, ${step.value})`);
    case "field":
      return check(
        code`${raw(step.optional ? "optional" : "required")}(fields, at, ${step.key}, ${fieldDecoder(step)}, &value.${fieldName(step.key)})`,
      );
    case "exclusive":
      return check(code`notBoth(fields, at, ${step.first}, ${step.later})`);
  }
}

function emitUnion(union: IrUnion): Statement[] {
  const name = goType(union.name);
  const parent = union.outerTags.at(-1)?.union;
  const other = identifier(goOtherMemberName(union.name));
  const openNote = union.open
    ? `Open: a member with another "${union.tag}" decodes as ${other.text}; known members are checked strictly.`
    : undefined;
  return [
    ...goDeclarationDoc(name.text, [union.doc, openNote, deprecatedNote(union)]),
    braces(code`type ${name} interface`, [...(parent === undefined ? [] : [goType(parent)]), code`is${name}()`]),
    ...(union.open
      ? [
          code``,
          code`// ${other} is a member of ${name} this vocabulary does not know, kept as its JSON.`,
          braces(code`type ${other} struct`, [code`Tag  string`, code`JSON json.RawMessage`]),
          ...[...union.outerTags.map((tag) => tag.union), union.name].flatMap((owner) => [
            code``,
            code`func (${other}) is${goType(owner)}() {}`,
          ]),
          code``,
          code`// MarshalJSON writes the member as it was read.`,
          braces(code`func (value ${other}) MarshalJSON() ([]byte, error)`, [code`return value.JSON, nil`]),
        ]
      : []),
    code``,
    braces(code`func decode${name}(raw json.RawMessage, at string) (${name}, error)`, [
      code`fields, err := asObject(raw, at)`,
      returnIf(code`err != nil`, code`nil, err`),
      // A nested union's outer tags, for a value typed as the nested union that no outer union dispatched.
      ...union.outerTags.map((tag) =>
        returnIf(code`err := tagIs(fields, at, ${tag.field}, ${tag.value}); err != nil`, code`nil, err`),
      ),
      code`tag, err := tagOf(fields, at, ${union.tag})`,
      returnIf(code`err != nil`, code`nil, err`),
      ...goSwitch(
        code`tag`,
        union.members.map((member) => ({
          label: code`case ${member.tagValue}:`,
          body: [code`return ${identifier(goPrivateDecoderName(member.type.name))}(raw, at)`],
        })),
      ),
      union.open
        ? code`return ${other}{Tag: tag, JSON: append(json.RawMessage(nil), raw...)}, nil`
        : code`return nil, fmt.Errorf("%s: unknown tag %q", pointer(at, ${union.tag}), tag)`,
    ]),
  ];
}

/** The handler interface and `VisitX` of a top-level union; a nil value panics, naming the package as Go's own messages do. */
function emitHandler(union: IrUnion, packageName: string): Statement[] {
  const name = goType(union.name);
  const { handler: handlerName, visit } = goHandlerNames(union.name);
  const handler = identifier(handlerName);
  const leaves = leavesOf(union).map((leaf) => goType(leaf.name));
  const others = [union, ...nestedUnionsOf(union)]
    .filter((member) => member.open)
    .map((open) => identifier(goOtherMemberName(open.name)));
  const cases = [...leaves, ...others];
  return [
    code`// ${handler} handles every variant of ${name}, one method each. A handler that misses a variant`,
    code`// does not compile where it is passed to ${identifier(visit)}, which a type switch cannot promise.`,
    braces(
      code`type ${handler}[R any] interface`,
      cases.map((leaf) => code`${leaf}(${leaf}) R`),
    ),
    code``,
    code`// ${identifier(visit)} calls the handler's method for the variant value holds.`,
    braces(code`func ${identifier(visit)}[R any](value ${name}, handler ${handler}[R]) R`, [
      ...goSwitch(
        code`value := value.(type)`,
        cases.map((leaf) => ({ label: code`case ${leaf}:`, body: [code`return handler.${leaf}(value)`] })),
      ),
      code`panic(${`${packageName}: ${visit} needs a non-nil ${name.text}`})`,
    ]),
  ];
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
      return goType(type.name);
    case "array":
      return code`[]${typeExpression(type.items)}`;
    // A closed key set is its enum's string type, whose constants name the keys.
    case "map":
      return code`map[${type.keys.kind === "string" ? raw("string") : goType(type.keys.name)}]${typeExpression(type.values)}`;
    case "kind-union":
      return kindUnionType(type, typeExpression);
  }
}

function fieldDecoder(step: FieldStep): Code {
  const decoder = ruleDecoder(step.rule);
  return step.nullable ? code`nullable(${decoder})` : decoder;
}

function ruleDecoder(rule: ValueRule): Code {
  switch (rule.kind) {
    case "any":
      return raw("asUnknown");
    case "primitive": {
      const decoder = raw(primitiveDecoders[rule.primitive]);
      const fixed = rule.const === undefined ? decoder : code`fixed(${decoder}, ${rule.const})`;
      const checks = rule.constraints.map((constraint) => constraintCheck(constraint, rule.primitive));
      return checks.length === 0 ? fixed : code`bounded(${join([fixed, ...checks], ", ")})`;
    }
    case "reference":
      return identifier(goPrivateDecoderName(rule.name));
    case "each":
      return code`arrayOf(${join([ruleDecoder(rule.items), ...arrayChecks(rule.constraints)], ", ")})`;
    case "entries":
      return code`mapOf(${keyDecoder(rule.keys)}, ${ruleDecoder(rule.values)})`;
    case "by-kind":
      return kindUnionDecoder(rule, ruleDecoder);
  }
}

/** The decoder of a map's key: any string, a value of the named type (an enum's constants), or a string scalar's. */
function keyDecoder(rule: KeyRule): Code {
  switch (rule.kind) {
    case "any-string":
      return raw("asString");
    case "reference":
      return identifier(goPrivateDecoderName(rule.name));
    case "scalar":
      return ruleDecoder(rule.rule);
  }
}

/** The prelude's reader of each primitive. */
const primitiveDecoders = {
  string: "asString",
  integer: "asInteger",
  number: "asNumber",
  boolean: "asBoolean",
} satisfies Record<CheckedPrimitive, string>;
