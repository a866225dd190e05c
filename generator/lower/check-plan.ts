/**
 * The check plan: what a value of each named type must satisfy, derived once from the IR as one
 * ordered list of steps per type. Every validator a target writes renders it, and the IR
 * interpreter (`core/check-value.ts`) runs it, so the rules and the order in which they are tried
 * are decided here, not in each language:
 *
 *     object    the value is a JSON object (implied by every object plan, checked first)
 *     required  each of these keys is present: the tags, then the required fields
 *     closed    no key but these
 *     tag       this key holds this constant (a leaf variant's tags, outermost first)
 *     field     a present key's value satisfies its rule (null too, when nullable)
 *     exclusive two optional keys are not both present
 *
 * A host that stops at the first problem reports the one this order finds first; a host that
 * collects every problem lists them in this order, so every host names the same one first. A rule is one of six kinds (`entries` is a map's, `by-kind` a union of kinds'), and `primitive` covers
 * every primitive but `unknown` (which is the `any` rule), so a table keyed by `CheckedPrimitive`
 * stops compiling when a primitive is added until each target says how to check it.
 */
import type { ValueKind } from "../model/json-kinds.js";
import type { ScalarPrimitive } from "../model/type-expression.js";
import type { Constraint } from "../model/constraints.js";
import { constraintsFor, targetOfPrimitive } from "../model/constraints.js";
import type {
  Ir,
  IrCheckedType,
  IrConstraints,
  IrField,
  IrMapKey,
  IrRecord,
  IrScalar,
  IrTag,
  IrTypeRef,
  IrUnion,
  IrVariant,
} from "./ir.js";
import { checkedTypes, exclusivePairs, scalarsOf, tagsOf } from "./ir.js";

/** The primitives a check tests: every one but `unknown`, which takes any value. */
export type CheckedPrimitive = ScalarPrimitive;

/** What a value must be where it sits. */
export type ValueRule =
  /** Any JSON value, null included. */
  | { readonly kind: "any" }
  /** A primitive and its constraints: a field's own, or a named scalar's wherever it is used. */
  | PrimitiveRule
  /** A value of a named type, checked by that type's plan. */
  | { readonly kind: "reference"; readonly name: string }
  /**
   * An array that satisfies its own constraints, tried first, and whose every item then satisfies
   * `items`, in index order.
   */
  | { readonly kind: "each"; readonly items: ValueRule; readonly constraints: readonly Constraint[] }
  /**
   * An object whose every key satisfies `keys`, checked for all keys first, in the object's order,
   * and then whose every value satisfies `values` (Ajv's order: `propertyNames`, then
   * `additionalProperties`).
   */
  | { readonly kind: "entries"; readonly keys: KeyRule; readonly values: ValueRule }
  /**
   * A value whose JSON kind picks the one arm that then checks it (null taken besides when
   * `nullable`); a kind no arm has is refused. Arms are in written order and differ in kind, so no
   * host ever tries one arm and then another. A host tests a kind through a table keyed by
   * `ValueKind`, so a new kind stops every host compiling until it says how to test it.
   */
  | {
      readonly kind: "by-kind";
      readonly arms: readonly KindArm[];
      readonly nullable: boolean;
      /** The union the rule was made from, for a host that declares a type of its own for it. */
      readonly union: Extract<IrTypeRef, { kind: "kind-union" }>;
    };

/** One arm of a `by-kind` rule: the JSON kind that selects it and the rule a value of that kind then satisfies. */
export interface KindArm {
  readonly json: ValueKind;
  readonly rule: ValueRule;
}

/**
 * What a map's key must be: any string, or a value of a named type that is a string in every host
 * (an enum), checked by that type's plan, or a string scalar, checked by its rule. A host renders each kind in a table keyed by it, so a
 * new kind of key stops every host compiling until it says how to check it.
 */
export type KeyRule =
  | { readonly kind: "any-string" }
  | { readonly kind: "reference"; readonly name: string }
  /** A named string scalar's: its constraints hold every key, as they hold a value. */
  | { readonly kind: "scalar"; readonly name: string; readonly rule: PrimitiveRule };

/**
 * A primitive with constraints, tried in order after the type: the one shape a field's value and
 * a named scalar share. An array field's number and string constraints sit on its items' primitive;
 * a field whose type is a named scalar holds the scalar's constraints, then its own. A `const` is
 * tried before the constraints (Ajv's order).
 */
export interface PrimitiveRule {
  readonly kind: "primitive";
  readonly primitive: CheckedPrimitive;
  readonly constraints: readonly Constraint[];
  /** The one value allowed. */
  readonly const?: string | number | boolean;
  /**
   * The named scalar the rule comes from, if any. A nullable field of a scalar type is the scalar's
   * `$ref` or null in the JSON Schema, so it is checked as a nullable reference: null first, then
   * the rule, whose problems read as the primitive alone (`must be number`, not `must be number,null`).
   */
  readonly scalar?: string;
}

export interface FieldStep {
  readonly step: "field";
  readonly key: string;
  readonly optional: boolean;
  /** Null is accepted besides the rule; never set with the `any` rule, which takes null already. */
  readonly nullable: boolean;
  readonly rule: ValueRule;
}

export type ObjectStep =
  | { readonly step: "required"; readonly keys: readonly string[] }
  | { readonly step: "closed"; readonly keys: readonly string[] }
  | { readonly step: "tag"; readonly key: string; readonly value: string }
  | FieldStep
  | { readonly step: "exclusive"; readonly first: string; readonly later: string };

export interface EnumPlan {
  readonly kind: "enum";
  readonly name: string;
  readonly values: readonly string[];
}

export interface ObjectPlan {
  readonly kind: "object";
  readonly name: string;
  /** In the order the module comment gives; every step kind at most once but `tag`, `field` and `exclusive`. */
  readonly steps: readonly ObjectStep[];
}

export interface UnionPlan {
  readonly kind: "union";
  readonly name: string;
  readonly tag: string;
  /** Tags a value of a nested union carries from the unions around it, outermost first. */
  readonly outerTags: readonly IrTag[];
  /** Each tag value and the type whose plan then checks the whole value. */
  readonly members: readonly { readonly tagValue: string; readonly name: string }[];
  /** A closed union refuses a tag it does not know; an open one keeps any string tag. */
  readonly unknownTag: "refuse" | "keep-string";
}

export type TypePlan = EnumPlan | ObjectPlan | UnionPlan;

/**
 * The plan of every named type, nested unions and leaf variants included, in declaration order.
 * A named scalar has none of its own: its rule is written out wherever it is used.
 */
export function planChecks(ir: Ir): TypePlan[] {
  const scalars = scalarsOf(ir);
  return checkedTypes(ir).map((type) => planOf(type, scalars));
}

export function planOf(type: IrCheckedType, scalars: ReadonlyMap<string, IrScalar>): TypePlan {
  switch (type.kind) {
    case "enum":
      return { kind: "enum", name: type.name, values: type.values };
    case "record":
    case "variant":
      return objectPlan(type, scalars);
    case "union":
      return unionPlan(type);
  }
}

/** The plan of a record or a leaf variant, whose tags come first. */
export function objectPlan(type: IrRecord | IrVariant, scalars: ReadonlyMap<string, IrScalar>): ObjectPlan {
  return { kind: "object", name: type.name, steps: objectSteps(type, tagsOf(type), scalars) };
}

function objectSteps(
  record: Omit<IrRecord, "kind">,
  tags: readonly IrTag[],
  scalars: ReadonlyMap<string, IrScalar>,
): ObjectStep[] {
  const tagKeys = tags.map((tag) => tag.field);
  const required = [...tagKeys, ...record.fields.filter((field) => !field.optional).map((field) => field.name)];
  return [
    { step: "required", keys: required },
    { step: "closed", keys: [...tagKeys, ...record.fields.map((field) => field.name)] },
    ...tags.map((tag): ObjectStep => ({ step: "tag", key: tag.field, value: tag.value })),
    ...record.fields.map((field) => fieldStep(field, scalars)),
    ...exclusivePairs(record).map(([first, later]): ObjectStep => ({ step: "exclusive", first, later })),
  ];
}

function fieldStep(field: IrField, scalars: ReadonlyMap<string, IrScalar>): FieldStep {
  const rule = fieldRule(field, scalars);
  return {
    step: "field",
    key: field.name,
    optional: field.optional,
    nullable: field.nullable && rule.kind !== "any",
    rule,
  };
}

/** The rule a field's value satisfies, its constraints placed where they apply. */
export function fieldRule(field: IrField, scalars: ReadonlyMap<string, IrScalar>): ValueRule {
  return ruleOf(field.type, scalars, field);
}

/** The rule of a value of `type` where no field's constraints reach it: a union's member, a map's value. */
export function ruleOfType(type: IrTypeRef, scalars: ReadonlyMap<string, IrScalar>): ValueRule {
  return ruleOf(type, scalars, { constraints: [] }, false);
}

/**
 * The rule of a value of `type`: an array's constraints go on the outermost array, a number's or a
 * string's (and a `const`) on the innermost primitive, so `string[]` with `minLength` holds every item
 * to it. A named scalar's rule is written out wherever it is used, its own constraints first.
 */
export function ruleOf(
  type: IrTypeRef,
  scalars: ReadonlyMap<string, IrScalar>,
  own: IrConstraints = { constraints: [] },
  outermost = true,
): ValueRule {
  switch (type.kind) {
    case "primitive":
      return type.name === "unknown" ? { kind: "any" } : primitiveRule(type.name, [], own);
    case "named": {
      const scalar = scalars.get(type.name);
      if (scalar === undefined) return { kind: "reference", name: type.name };
      // A field of a scalar's type adds constraints to the scalar's, never a `const` (the checker refuses it).
      const added = { constraints: own.constraints, ...(scalar.const === undefined ? {} : { const: scalar.const }) };
      return { ...primitiveRule(scalar.primitive, scalar.constraints, added), scalar: scalar.name };
    }
    case "array":
      return {
        kind: "each",
        items: ruleOf(type.items, scalars, { constraints: own.constraints }, false),
        constraints: outermost ? constraintsFor(own.constraints, "array") : [],
      };
    // A field's constraints apply to no map: the checker refuses them there.
    case "map":
      return {
        kind: "entries",
        keys: keyRule(type.keys, scalars),
        values: ruleOf(type.values, scalars, { constraints: [] }, false),
      };
    // Likewise no union: its members' number and string constraints are refused by the checker. A
    // scalar member still holds its own constraints and `const`, which its rule carries.
    case "kind-union":
      return {
        kind: "by-kind",
        arms: type.members.map((member) => ({ json: member.json, rule: ruleOfType(member.type, scalars) })),
        nullable: type.nullable,
        union: type,
      };
  }
}

/** Each named scalar's own rule, as a value of it is checked where nothing adds to it. */
export function scalarRules(ir: Ir): ValueRule[] {
  const scalars = scalarsOf(ir);
  return [...scalars.keys()].map((name) => ruleOf({ kind: "named", name }, scalars));
}

/** The rule a map's keys are held to. */
function keyRule(keys: IrMapKey, scalars: ReadonlyMap<string, IrScalar>): KeyRule {
  if (keys.kind === "string") return { kind: "any-string" };
  const scalar = scalars.get(keys.name);
  if (keys.kind === "enum" || scalar === undefined) return { kind: "reference", name: keys.name };
  return { kind: "scalar", name: keys.name, rule: primitiveRule(scalar.primitive, [], scalar) };
}

/** A primitive's rule: the constraints it inherits, then those `own` adds that apply to it. */
function primitiveRule(
  primitive: CheckedPrimitive,
  inherited: readonly Constraint[],
  own: { readonly constraints: readonly Constraint[]; readonly const?: string | number | boolean | undefined },
): PrimitiveRule {
  const target = targetOfPrimitive(primitive);
  return {
    kind: "primitive",
    primitive,
    constraints: target === undefined ? [] : [...inherited, ...constraintsFor(own.constraints, target)],
    ...(own.const === undefined ? {} : { const: own.const }),
  };
}

/**
 * Whether a nullable step admits null within its primitive check (`type: [t, "null"]`, one problem
 * `must be t,null`) rather than before its rule (`anyOf: [rule, null]`, the rule's own problem).
 */
export function nullInTypeCheck(step: FieldStep): boolean {
  return step.nullable && step.rule.kind === "primitive" && step.rule.scalar === undefined;
}

function unionPlan(union: IrUnion): UnionPlan {
  return {
    kind: "union",
    name: union.name,
    tag: union.tag,
    outerTags: union.outerTags,
    members: union.members.map((member) => ({ tagValue: member.tagValue, name: member.type.name })),
    unknownTag: union.open ? "keep-string" : "refuse",
  };
}

/** The steps of one kind, in plan order, for a renderer that lays several steps out as one construct. */
export function stepsOf<K extends ObjectStep["step"]>(
  plan: ObjectPlan,
  kind: K,
): Extract<ObjectStep, { readonly step: K }>[] {
  return plan.steps.filter((step): step is Extract<ObjectStep, { readonly step: K }> => step.step === kind);
}

/** The keys of a plan's `required` or `closed` step. */
export function keysOf(plan: ObjectPlan, kind: "required" | "closed"): readonly string[] {
  return stepsOf(plan, kind)[0]?.keys ?? [];
}

/**
 * Whether a rule reaches a named type's plan for a value, directly or through arrays and map values.
 * A map's key names its type too, but every host asks only yes or no of a key, so it counts for nothing here.
 */
export function refersToNamed(rule: ValueRule): boolean {
  switch (rule.kind) {
    case "any":
    case "primitive":
      return false;
    case "reference":
      return true;
    case "each":
      return refersToNamed(rule.items);
    case "entries":
      return refersToNamed(rule.values);
    case "by-kind":
      return rule.arms.some((arm) => refersToNamed(arm.rule));
  }
}
