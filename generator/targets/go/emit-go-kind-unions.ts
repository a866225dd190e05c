/**
 * Emits the Go type of each union of kinds (`shared/kind-union-names.ts`): a struct with one pointer
 * per member, exactly one of them set, named after the member's type or its kind; null is a nil
 * pointer to the struct. Its decoder switches on the value's first byte, which is its JSON kind, and
 * hands the value to the one member of that kind; `MarshalJSON` writes the member that is set and
 * `UnmarshalJSON` decodes as the decoder does, so `encoding/json` reads it by kind too.
 *
 *     type StringOrNumber struct {
 *         String *string
 *         Number *float64
 *     }
 *     func decodeStringOrNumber(raw json.RawMessage, at string) (StringOrNumber, error) {
 *         var value StringOrNumber
 *         var err error
 *         switch firstByte(raw) {
 *         case '"':
 *             err = memberOf(asString, raw, at, &value.String)
 *         …
 */
import type { Code, Statement } from "../../emit/code.js";
import { block, braces, raw } from "../../emit/code.js";
import { mustBeOneOfKinds } from "../../emit/check-messages.js";
import type { KindArm, ValueRule } from "../../lower/check-plan.js";
import { typeWords } from "../../lower/kind-arms.js";
import type { IrKindMember, IrTypeRef } from "../../lower/ir.js";
import type { ValueKind } from "../../model/json-kinds.js";
import { type KindUnion, isNullableMember, kindUnionName } from "../shared/kind-union-names.js";
import { goPrivateDecoderName, goTypeName } from "./naming.js";
import { go } from "./syntax.js";

const { code, identifier } = go;

/** The first bytes of a JSON value of each kind. */
const firstBytes = {
  string: [`'"'`],
  number: ["'-'", ..."0123456789".split("").map((digit) => `'${digit}'`)],
  boolean: ["'t'", "'f'"],
  array: ["'['"],
  object: ["'{'"],
} satisfies Record<ValueKind, string[]>;

/** The Go type of a union of kinds: the struct, or a pointer to the one member where null is the other. */
export function kindUnionType(type: KindUnion, typeExpression: (type: IrTypeRef) => Code): Code {
  const only = type.members[0];
  if (isNullableMember(type) && only !== undefined) return code`*${typeExpression(only.type)}`;
  const name = identifier(goTypeName(kindUnionName(type)));
  return type.nullable ? code`*${name}` : name;
}

/** The decoder of a `by-kind` rule: the struct's, or the one member's, through `nullable` where null is a member. */
export function kindUnionDecoder(
  rule: Extract<ValueRule, { kind: "by-kind" }>,
  ruleDecoder: (rule: ValueRule) => Code,
): Code {
  const only = rule.arms[0];
  const decoder =
    isNullableMember(rule.union) && only !== undefined
      ? ruleDecoder(only.rule)
      : identifier(goPrivateDecoderName(kindUnionName(rule.union)));
  return rule.nullable ? code`nullable(${decoder})` : decoder;
}

/** The struct, its decoder and its JSON methods. */
export function emitKindUnion(
  type: KindUnion,
  arms: readonly KindArm[],
  typeExpression: (type: IrTypeRef) => Code,
  ruleDecoder: (rule: ValueRule) => Code,
): Statement[] {
  const name = identifier(goTypeName(kindUnionName(type)));
  const decoderName = identifier(goPrivateDecoderName(kindUnionName(type)));
  const field = (member: IrKindMember) => identifier(fieldName(member));
  const words = typeWords(arms, false);
  const width = Math.max(...type.members.map((member) => fieldName(member).length));
  return [
    code`// ${name} is a value of one of these JSON kinds: ${raw(words.join(", "))}. The kind alone says which; exactly one field is set.`,
    braces(
      code`type ${name} struct`,
      // Padded as gofmt aligns a struct's fields.
      type.members.map(
        (member) =>
          code`${field(member)}${raw(" ".repeat(width - fieldName(member).length))} *${typeExpression(member.type)}`,
      ),
    ),
    code``,
    braces(code`func ${decoderName}(raw json.RawMessage, at string) (${name}, error)`, [
      code`var value ${name}`,
      code`var err error`,
      code`switch firstByte(raw) {`,
      ...type.members.map((member, index) =>
        block(code`case ${raw(firstBytes[member.json].join(", "))}:`, [
          code`err = memberOf(${ruleDecoder(arms[index]?.rule ?? { kind: "any" })}, raw, at, &value.${field(member)})`,
        ]),
      ),
      block(raw("default:"), [code`err = noMember(at, ${mustBeOneOfKinds(words).replace(/^must be /, "")})`]),
      raw("}"),
      code`return value, err`,
    ]),
    code``,
    code`// MarshalJSON writes the member that is set, or null when none is.`,
    braces(code`func (value ${name}) MarshalJSON() ([]byte, error)`, [
      code`switch {`,
      ...type.members.map((member) =>
        block(code`case value.${field(member)} != nil:`, [code`return json.Marshal(value.${field(member)})`]),
      ),
      raw("}"),
      code`return []byte("null"), nil`,
    ]),
    code``,
    code`// UnmarshalJSON reads the member the value's JSON kind selects, checked as the decoder checks it.`,
    braces(code`func (value *${name}) UnmarshalJSON(data []byte) error`, [
      code`decoded, err := ${decoderName}(data, "")`,
      braces(code`if err != nil`, [code`return err`]),
      code`*value = decoded`,
      code`return nil`,
    ]),
  ];
}

/** A member's field: a named type's own name, else its kind (`Integer`, `List`, `Map`). */
function fieldName(member: IrKindMember): string {
  switch (member.type.kind) {
    case "named":
      return goTypeName(member.type.name);
    case "primitive":
      return goTypeName(member.type.name);
    case "array":
      return "List";
    case "map":
      return "Map";
    case "kind-union":
      return "Union";
  }
}
