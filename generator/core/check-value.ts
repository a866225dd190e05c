/**
 * Checks a value against a named type by running its check plan (`lower/check-plan.ts`), so `gen`
 * can check the DSL's examples without compiling anything. The verdict is the generated guards'
 * (`targets/typescript/emit-guards.ts`): what counts is the value as JSON sees it (own enumerable
 * keys; a key holding `undefined` is absent), records are closed, numbers finite, exclusive fields
 * never together, and an open union takes an unknown tag. The problem reported is the first one
 * Ajv's code for the generated JSON Schema (`emit/emit-json-schema.ts`) reports, at the same path
 * and in Ajv's words, so the diagnostics read as they did when Ajv checked the examples;
 * `test/unit/check-value.test.ts` holds all three to agreement.
 *
 * The plan's step order is Ajv's keyword order within one schema: the type, `required`,
 * `additionalProperties`, `properties` (tags, then fields) and `dependentSchemas`; an open union's
 * `allOf` comes before its own keywords and a closed union's `discriminator` after them.
 */
import type { ValueKind } from "../model/json-kinds.js";
import type {
  CheckedPrimitive,
  FieldStep,
  KeyRule,
  KindArm,
  ObjectPlan,
  PrimitiveRule,
  TypePlan,
  UnionPlan,
  ValueRule,
} from "../lower/check-plan.js";
import { nullInTypeCheck, planChecks } from "../lower/check-plan.js";
import type { Ir } from "../lower/ir.js";
import { firstBrokenConstraint } from "../lower/broken-constraint.js";
import { escapePointerToken } from "../model/pointer.js";

/** Where a value first fails, as a JSON Pointer into it, and what is wrong there. */
export type ValueProblem =
  | { readonly kind: "unknown-key"; readonly path: string; readonly key: string }
  | { readonly kind: "mismatch"; readonly path: string; readonly message: string };

/** The check plan of every named type of a vocabulary by name, nested unions and leaf variants included. */
export type TypeIndex = ReadonlyMap<string, TypePlan>;

export function indexTypes(ir: Ir): TypeIndex {
  return new Map(planChecks(ir).map((plan) => [plan.name, plan]));
}

/** The first problem of `value` as the named type, or undefined when it is valid. */
export function checkValue(types: TypeIndex, name: string, value: unknown): ValueProblem | undefined {
  return checkNamed(types, lookUp(types, name), value, "");
}

type Check = ValueProblem | undefined;

function lookUp(types: TypeIndex, name: string): TypePlan {
  const plan = types.get(name);
  if (plan === undefined) throw new Error(`no type named "${name}" in the IR`);
  return plan;
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

function checkNamed(types: TypeIndex, plan: TypePlan, value: unknown, path: string): Check {
  switch (plan.kind) {
    case "enum":
      if (typeof value !== "string") return mismatch(path, "must be string");
      return plan.values.includes(value) ? undefined : mismatch(path, "must be equal to one of the allowed values");
    case "object":
      return checkObject(types, plan, value, path);
    case "union":
      return plan.unknownTag === "keep-string"
        ? checkOpenUnion(types, plan, value, path)
        : checkClosedUnion(types, plan, value, path);
  }
}

function checkObject(types: TypeIndex, plan: ObjectPlan, value: unknown, path: string): Check {
  if (!isObject(value)) return mismatch(path, "must be object");
  for (const step of plan.steps) {
    const problem = checkStep(types, step, value, path);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

function checkStep(
  types: TypeIndex,
  step: ObjectPlan["steps"][number],
  value: Record<string, unknown>,
  path: string,
): Check {
  switch (step.step) {
    case "required": {
      const missing = step.keys.find((key) => !has(value, key));
      return missing === undefined ? undefined : mismatch(path, `must have required property '${missing}'`);
    }
    case "closed": {
      const unknown = Object.keys(value).find((key) => !step.keys.includes(key));
      return unknown === undefined ? undefined : { kind: "unknown-key", path, key: unknown };
    }
    case "tag":
      return value[step.key] === step.value ? undefined : mismatch(at(path, step.key), "must be equal to constant");
    case "field":
      return has(value, step.key) ? checkField(types, step, value[step.key], at(path, step.key)) : undefined;
    // `dependentSchemas`: the earlier key present forbids the later one.
    case "exclusive":
      return has(value, step.first) && has(value, step.later)
        ? mismatch(at(path, step.later), "boolean schema is false")
        : undefined;
  }
}

/** The first problem of a field's value (present, so `undefined` is not one) as its step checks it. */
export function checkField(types: TypeIndex, step: FieldStep, value: unknown, path: string): Check {
  const { rule } = step;
  if (nullInTypeCheck(step) && rule.kind === "primitive") {
    // `type: [t, "null"]` is checked as one keyword, before the constraints.
    if (value === null) return undefined;
    if (!primitiveHolds[rule.primitive](value)) return mismatch(path, `must be ${rule.primitive},null`);
    return checkConstraints(rule, value, path);
  }
  // `anyOf: [t, { type: "null" }]` reports the first branch's problem first.
  if (step.nullable && value === null) return undefined;
  return checkRule(types, rule, value, path);
}

function checkRule(types: TypeIndex, rule: ValueRule, value: unknown, path: string): Check {
  switch (rule.kind) {
    case "any":
      return undefined;
    case "primitive":
      if (!primitiveHolds[rule.primitive](value)) return mismatch(path, `must be ${rule.primitive}`);
      return checkConstraints(rule, value, path);
    case "reference":
      return checkNamed(types, lookUp(types, rule.name), value, path);
    case "each": {
      if (!Array.isArray(value)) return mismatch(path, "must be array");
      const own = checkConstraints(rule, value, path);
      if (own !== undefined) return own;
      for (let index = 0; index < value.length; index++) {
        const problem = checkRule(types, rule.items, value[index], at(path, index));
        if (problem !== undefined) return problem;
      }
      return undefined;
    }
    case "entries":
      return checkEntries(types, rule, value, path);
    case "by-kind":
      return checkByKind(types, rule, value, path);
  }
}

/**
 * A union of kinds, as Ajv reads its `type` list and then the `if`/`then` of the member the value's
 * kind selects (`emit/kind-union-schema.ts`): a value no member's type word takes is refused naming
 * them all, and any other is its member's to judge.
 */
function checkByKind(
  types: TypeIndex,
  rule: Extract<ValueRule, { kind: "by-kind" }>,
  value: unknown,
  path: string,
): Check {
  if (rule.nullable && value === null) return undefined;
  const words = [...rule.arms.map(typeWordOf), ...(rule.nullable ? ["null"] : [])];
  const arm = rule.arms.find((candidate) => kindHolds[candidate.json](value));
  if (arm === undefined || (arm.rule.kind === "primitive" && !primitiveHolds[arm.rule.primitive](value)))
    return mismatch(path, `must be ${words.join(",")}`);
  return checkRule(types, arm.rule, value, path);
}

/** The `type` word of an arm: a primitive's own name (so `integer` stays `integer`), else its JSON kind. */
function typeWordOf(arm: KindArm): string {
  return arm.rule.kind === "primitive" ? arm.rule.primitive : arm.json;
}

const kindHolds = {
  string: (value) => typeof value === "string",
  number: (value) => Number.isFinite(value),
  boolean: (value) => typeof value === "boolean",
  array: (value) => Array.isArray(value),
  object: isObject,
} satisfies Record<ValueKind, (value: unknown) => boolean>;

/** A map: every key first (Ajv's `propertyNames`), then every value (`additionalProperties`). */
function checkEntries(
  types: TypeIndex,
  rule: Extract<ValueRule, { kind: "entries" }>,
  value: unknown,
  path: string,
): Check {
  if (!isObject(value)) return mismatch(path, "must be object");
  const keys = Object.keys(value);
  const refused = keys.find((key) => !keyHolds(types, rule.keys, key, path));
  if (refused !== undefined) return { kind: "unknown-key", path, key: refused };
  for (const key of keys) {
    if (value[key] === undefined) continue;
    const problem = checkRule(types, rule.values, value[key], at(path, key));
    if (problem !== undefined) return problem;
  }
  return undefined;
}

/** Whether a map's key is one its rule allows: any string, a value of its enum, or within its scalar's rule. */
function keyHolds(types: TypeIndex, rule: KeyRule, key: string, path: string): boolean {
  switch (rule.kind) {
    case "any-string":
      return true;
    case "reference":
      return checkNamed(types, lookUp(types, rule.name), key, path) === undefined;
    case "scalar":
      return checkConstraints(rule.rule, key, path) === undefined;
  }
}

/** Non-finite numbers are never JSON numbers, so neither number test admits them. */
const primitiveHolds = {
  string: (value) => typeof value === "string",
  boolean: (value) => typeof value === "boolean",
  integer: (value) => Number.isInteger(value),
  number: (value) => Number.isFinite(value),
} satisfies Record<CheckedPrimitive, (value: unknown) => boolean>;

/** `const`, then the first constraint the value breaks, in the plan's order (Ajv's), in Ajv's words. */
function checkConstraints(rule: Pick<PrimitiveRule, "constraints" | "const">, value: unknown, path: string): Check {
  if (rule.const !== undefined && value !== rule.const) return mismatch(path, "must be equal to constant");
  const broken = firstBrokenConstraint(rule.constraints, value);
  return broken === undefined ? undefined : mismatch(path, broken);
}

/** Outer tags are `const`, the union's own tag an `enum` of its members; then the selected member decides. */
function checkClosedUnion(types: TypeIndex, union: UnionPlan, value: unknown, path: string): Check {
  if (!isObject(value)) return mismatch(path, "must be object");
  const tagProblem = checkUnionTags(union, value, path);
  if (tagProblem !== undefined) return tagProblem;
  const selected = union.members.find((member) => member.tagValue === value[union.tag]);
  if (selected === undefined) return mismatch(at(path, union.tag), "must be equal to one of the allowed values");
  return checkNamed(types, lookUp(types, selected.name), value, path);
}

/**
 * Each known member applies when the tag is absent or is the member's (`allOf` of `if`/`then`,
 * checked before the union's own keywords); an unknown tag must be a string under the outer tags.
 */
function checkOpenUnion(types: TypeIndex, union: UnionPlan, value: unknown, path: string): Check {
  for (const member of union.members) {
    if (isObject(value) && has(value, union.tag) && value[union.tag] !== member.tagValue) continue;
    const problem = checkNamed(types, lookUp(types, member.name), value, path);
    if (problem !== undefined) return problem;
  }
  if (!isObject(value)) return mismatch(path, "must be object");
  const tagProblem = checkUnionTags(union, value, path);
  if (tagProblem !== undefined) return tagProblem;
  return typeof value[union.tag] === "string" ? undefined : mismatch(at(path, union.tag), "must be string");
}

/** A union's `required` (outer tags, then its own) and the outer tags' `const`. */
function checkUnionTags(union: UnionPlan, value: Record<string, unknown>, path: string): Check {
  const missing = [...union.outerTags.map((tag) => tag.field), union.tag].find((key) => !has(value, key));
  if (missing !== undefined) return mismatch(path, `must have required property '${missing}'`);
  for (const tag of union.outerTags) {
    if (value[tag.field] !== tag.value) return mismatch(at(path, tag.field), "must be equal to constant");
  }
  return undefined;
}
