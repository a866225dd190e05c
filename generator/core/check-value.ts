/**
 * Checks a value against a named type by interpreting the IR, so `gen` can check the DSL's examples
 * without compiling anything. The verdict is the generated guards' (`targets/typescript/emit-guards.ts`):
 * what counts is the value as JSON sees it (own enumerable keys; a key holding `undefined` is absent),
 * records are closed, numbers finite, exclusive fields never together, and an open union takes an
 * unknown tag. The problem reported is the first one Ajv's code for the generated JSON Schema
 * (`emit/emit-json-schema.ts`) reports, at the same path and in Ajv's words, so the diagnostics read
 * as they did when Ajv checked the examples; `test/unit/check-value.test.ts` holds all three to agreement.
 *
 * Ajv stops at its first failing keyword, in this order within one schema: keywords that apply to
 * any value (`allOf` of an open union), then the type, `required`, `additionalProperties`,
 * `properties`, `dependentSchemas` and finally the union's `discriminator`.
 */
import type { IrField, IrNamedType, IrTag, IrTypeRef, IrUnion, IrVariant, Ir } from "../lower/ir.js";
import { allNamedTypes, tagsOf, visitNamed } from "../lower/ir.js";
import { escapePointerToken } from "../model/pointer.js";

/** Where a value first fails, as a JSON Pointer into it, and what is wrong there. */
export type ValueProblem =
  | { readonly kind: "unknown-key"; readonly path: string; readonly key: string }
  | { readonly kind: "mismatch"; readonly path: string; readonly message: string };

/** Every named type of a vocabulary by name, nested unions and leaf variants included. */
export type TypeIndex = ReadonlyMap<string, IrNamedType | IrVariant>;

export function indexTypes(ir: Ir): TypeIndex {
  return new Map(allNamedTypes(ir).map((type) => [type.name, type]));
}

/** The first problem of `value` as the named type, or undefined when it is valid. */
export function checkValue(types: TypeIndex, name: string, value: unknown): ValueProblem | undefined {
  return checkNamed(types, lookUp(types, name), value, "");
}

type Check = ValueProblem | undefined;

function lookUp(types: TypeIndex, name: string): IrNamedType | IrVariant {
  const type = types.get(name);
  if (type === undefined) throw new Error(`no type named "${name}" in the IR`);
  return type;
}

function mismatch(path: string, message: string): ValueProblem {
  return { kind: "mismatch", path, message };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Present as JSON sees it: an own enumerable key that holds a value. */
function has(object: Record<string, unknown>, key: string): boolean {
  return Object.prototype.propertyIsEnumerable.call(object, key) && object[key] !== undefined;
}

function at(path: string, key: string | number): string {
  return `${path}/${escapePointerToken(String(key))}`;
}

function checkNamed(types: TypeIndex, type: IrNamedType | IrVariant, value: unknown, path: string): Check {
  return visitNamed<Check>(type, {
    enum: (type) => {
      if (typeof value !== "string") return mismatch(path, "must be string");
      return type.values.includes(value) ? undefined : mismatch(path, "must be equal to one of the allowed values");
    },
    object: (type) => checkObject(types, type.fields, type.exclusive, tagsOf(type), value, path),
    union: (type) =>
      type.open ? checkOpenUnion(types, type, value, path) : checkClosedUnion(types, type, value, path),
  });
}

function checkObject(
  types: TypeIndex,
  fields: readonly IrField[],
  exclusive: readonly (readonly string[])[],
  tags: readonly IrTag[],
  value: unknown,
  path: string,
): Check {
  if (!isObject(value)) return mismatch(path, "must be object");
  const required = [...tags.map((tag) => tag.field), ...fields.filter((field) => !field.optional).map((f) => f.name)];
  const missing = required.find((key) => !has(value, key));
  if (missing !== undefined) return mismatch(path, `must have required property '${missing}'`);
  const known = new Set([...tags.map((tag) => tag.field), ...fields.map((field) => field.name)]);
  const unknown = Object.keys(value).find((key) => !known.has(key));
  if (unknown !== undefined) return { kind: "unknown-key", path, key: unknown };
  for (const tag of tags) {
    if (value[tag.field] !== tag.value) return mismatch(at(path, tag.field), "must be equal to constant");
  }
  for (const field of fields) {
    if (!has(value, field.name)) continue;
    const problem = checkField(types, field, value[field.name], at(path, field.name));
    if (problem !== undefined) return problem;
  }
  // `dependentSchemas`: each present member of a group, in group order, forbids the members after it.
  const forbidden = new Map<string, string[]>();
  for (const group of exclusive) {
    group.forEach((first, index) => forbidden.set(first, [...(forbidden.get(first) ?? []), ...group.slice(index + 1)]));
  }
  for (const [first, later] of forbidden) {
    if (!has(value, first)) continue;
    const clash = later.find((key) => has(value, key));
    if (clash !== undefined) return mismatch(at(path, clash), "boolean schema is false");
  }
  return undefined;
}

function checkField(types: TypeIndex, field: IrField, value: unknown, path: string): Check {
  const { type } = field;
  if (type.kind === "primitive" && type.name === "unknown") return undefined;
  if (field.nullable && type.kind === "primitive") {
    // `type: [t, "null"]` is checked as one keyword, before the bounds.
    if (value === null) return undefined;
    if (!primitiveHolds(type.name, value)) return mismatch(path, `must be ${type.name},null`);
    return checkBounds(field, value as number, path);
  }
  // `anyOf: [t, { type: "null" }]` reports the first branch's problem first.
  if (field.nullable && value === null) return undefined;
  return (
    checkType(types, type, value, path) ?? (type.kind === "primitive" ? checkBounds(field, value, path) : undefined)
  );
}

function checkType(types: TypeIndex, type: IrTypeRef, value: unknown, path: string): Check {
  switch (type.kind) {
    case "primitive":
      return primitiveHolds(type.name, value) ? undefined : mismatch(path, `must be ${type.name}`);
    case "named":
      return checkNamed(types, lookUp(types, type.name), value, path);
    case "array": {
      if (!Array.isArray(value)) return mismatch(path, "must be array");
      for (let index = 0; index < value.length; index++) {
        const problem = checkType(types, type.items, value[index], at(path, index));
        if (problem !== undefined) return problem;
      }
      return undefined;
    }
  }
}

function primitiveHolds(name: string, value: unknown): boolean {
  switch (name) {
    case "string":
      return typeof value === "string";
    case "boolean":
      return typeof value === "boolean";
    // Non-finite numbers are never JSON numbers, so neither test admits them.
    case "integer":
      return Number.isInteger(value);
    case "number":
      return Number.isFinite(value);
    default:
      return true;
  }
}

/** `maximum` before `minimum`, as Ajv orders them; only numbers are bounded. */
function checkBounds(field: IrField, value: unknown, path: string): Check {
  if (typeof value !== "number") return undefined;
  if (field.maximum !== undefined && !(value <= field.maximum)) return mismatch(path, `must be <= ${field.maximum}`);
  if (field.minimum !== undefined && !(value >= field.minimum)) return mismatch(path, `must be >= ${field.minimum}`);
  return undefined;
}

/** Outer tags are `const`, the union's own tag an `enum` of its members; then the selected member decides. */
function checkClosedUnion(types: TypeIndex, union: IrUnion, value: unknown, path: string): Check {
  if (!isObject(value)) return mismatch(path, "must be object");
  const tagProblem = checkUnionTags(union, value, path);
  if (tagProblem !== undefined) return tagProblem;
  const tagValue = value[union.tag];
  if (!union.members.some((member) => member.tagValue === tagValue)) {
    return mismatch(at(path, union.tag), "must be equal to one of the allowed values");
  }
  const selected = union.members.find((member) => member.tagValue === tagValue);
  return selected === undefined ? undefined : checkNamed(types, selected.type, value, path);
}

/**
 * Each known member applies when the tag is absent or is the member's (`allOf` of `if`/`then`,
 * checked before the union's own keywords); an unknown tag must be a string under the outer tags.
 */
function checkOpenUnion(types: TypeIndex, union: IrUnion, value: unknown, path: string): Check {
  for (const member of union.members) {
    if (isObject(value) && has(value, union.tag) && value[union.tag] !== member.tagValue) continue;
    const problem = checkNamed(types, member.type, value, path);
    if (problem !== undefined) return problem;
  }
  if (!isObject(value)) return mismatch(path, "must be object");
  const tagProblem = checkUnionTags(union, value, path);
  if (tagProblem !== undefined) return tagProblem;
  return typeof value[union.tag] === "string" ? undefined : mismatch(at(path, union.tag), "must be string");
}

/** A union's `required` (outer tags, then its own) and the outer tags' `const`. */
function checkUnionTags(union: IrUnion, value: Record<string, unknown>, path: string): Check {
  const missing = [...union.outerTags.map((tag) => tag.field), union.tag].find((key) => !has(value, key));
  if (missing !== undefined) return mismatch(path, `must have required property '${missing}'`);
  for (const tag of union.outerTags) {
    if (value[tag.field] !== tag.value) return mismatch(at(path, tag.field), "must be equal to constant");
  }
  return undefined;
}
