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
 * collects every problem lists them in this order, so every host names the same one first. A rule is one of five kinds (`entries` is a map's), and `primitive` covers
 * every primitive but `unknown` (which is the `any` rule), so a table keyed by `CheckedPrimitive`
 * stops compiling when a primitive is added until each target says how to check it.
 */
import type { PrimitiveName } from "../model/type-expression.js";
import type { Constraint } from "../model/constraints.js";
import { constraintsFor, targetOfPrimitive } from "../model/constraints.js";
import type { Ir, IrField, IrNamedType, IrRecord, IrTag, IrTypeRef, IrUnion, IrVariant } from "./ir.js";
import { allNamedTypes, exclusivePairs, tagsOf, visitNamed } from "./ir.js";

/** The primitives a check tests: every one but `unknown`, which takes any value. */
export type CheckedPrimitive = Exclude<PrimitiveName, "unknown">;

/** What a value must be where it sits. */
export type ValueRule =
  /** Any JSON value, null included. */
  | { readonly kind: "any" }
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
  | { readonly kind: "entries"; readonly keys: KeyRule; readonly values: ValueRule };

/**
 * What a map's key must be: any string, or a value of a named type that is a string in every host
 * (an enum today), checked by that type's plan. A host renders each kind in a table keyed by it, so a
 * new kind of key stops every host compiling until it says how to check it.
 */
export type KeyRule = { readonly kind: "any-string" } | { readonly kind: "reference"; readonly name: string };

/**
 * A primitive with constraints, tried in order after the type: the one shape a field's value and
 * a named scalar share. An array field's number and string constraints sit on its items' primitive.
 */
export interface PrimitiveRule {
  readonly kind: "primitive";
  readonly primitive: CheckedPrimitive;
  readonly constraints: readonly Constraint[];
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

/** The plan of every named type, nested unions and leaf variants included, in declaration order. */
export function planChecks(ir: Ir): TypePlan[] {
  return allNamedTypes(ir).map(planOf);
}

export function planOf(type: IrNamedType | IrVariant): TypePlan {
  return visitNamed<TypePlan>(type, {
    enum: (type) => ({ kind: "enum", name: type.name, values: type.values }),
    object: objectPlan,
    union: unionPlan,
  });
}

/** The plan of a record or a leaf variant, whose tags come first. */
export function objectPlan(type: IrRecord | IrVariant): ObjectPlan {
  return { kind: "object", name: type.name, steps: objectSteps(type, tagsOf(type)) };
}

function objectSteps(record: Omit<IrRecord, "kind">, tags: readonly IrTag[]): ObjectStep[] {
  const tagKeys = tags.map((tag) => tag.field);
  const required = [...tagKeys, ...record.fields.filter((field) => !field.optional).map((field) => field.name)];
  return [
    { step: "required", keys: required },
    { step: "closed", keys: [...tagKeys, ...record.fields.map((field) => field.name)] },
    ...tags.map((tag): ObjectStep => ({ step: "tag", key: tag.field, value: tag.value })),
    ...record.fields.map(fieldStep),
    ...exclusivePairs(record).map(([first, later]): ObjectStep => ({ step: "exclusive", first, later })),
  ];
}

function fieldStep(field: IrField): FieldStep {
  const rule = fieldRule(field);
  return {
    step: "field",
    key: field.name,
    optional: field.optional,
    nullable: field.nullable && rule.kind !== "any",
    rule,
  };
}

/** The rule a field's value satisfies, its constraints placed where they apply. */
export function fieldRule(field: IrField): ValueRule {
  return ruleOf(field.type, field.constraints);
}

/**
 * The rule of a value of `type`: an array's constraints go on the outermost array, a number's or a
 * string's on the innermost primitive, so `string[]` with `minLength` holds every item to it.
 */
function ruleOf(type: IrTypeRef, constraints: readonly Constraint[], outermost = true): ValueRule {
  switch (type.kind) {
    case "primitive": {
      if (type.name === "unknown") return { kind: "any" };
      const target = targetOfPrimitive(type.name);
      return {
        kind: "primitive",
        primitive: type.name,
        constraints: target === undefined ? [] : constraintsFor(constraints, target),
      };
    }
    case "named":
      return { kind: "reference", name: type.name };
    case "array":
      return {
        kind: "each",
        items: ruleOf(type.items, constraints, false),
        constraints: outermost ? constraintsFor(constraints, "array") : [],
      };
    // A field's constraints apply to no map: the checker refuses them there.
    case "map":
      return {
        kind: "entries",
        keys: type.keys.kind === "string" ? { kind: "any-string" } : { kind: "reference", name: type.keys.name },
        values: ruleOf(type.values, [], false),
      };
  }
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
  }
}
