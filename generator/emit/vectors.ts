/**
 * Test vectors derived from the IR: for every record and leaf variant, valid instances (the DSL's
 * examples, a minimal one and a full one) and systematic single-step mutations, each labelled with
 * the verdict every validator must reach. They are checked against the generated validators and an
 * independent JSON Schema validator, so a disagreement between them is found, not assumed away.
 */
import type {
  Ir,
  IrConstraints,
  IrField,
  IrKindMember,
  IrNamedType,
  IrRecord,
  IrScalar,
  IrTypeRef,
  IrUnion,
  IrVariant,
} from "../lower/ir.js";
import { allNamedTypes, isUnknownType, leavesOf, scalarsOf, topLevelCheckedTypes } from "../lower/ir.js";
import { type PrimitiveRule, type ValueRule, fieldRule, ruleOf } from "../lower/check-plan.js";
import { sampleRanks } from "./sample-ranks.js";
import { kindUnionVectors, valueOutside } from "./kind-union-vectors.js";
import { constraintOf, constraintsFor } from "../model/constraints.js";
import { nearBounds, samplePrimitive, sampleCount } from "./constraint-vectors.js";

export interface Vector {
  /** Stable and unique, e.g. `ToolResultView/search.paths/wrong-type-total`. */
  readonly id: string;
  /** The named type to validate against: an outermost union, a record or an enum. */
  readonly type: string;
  readonly valid: boolean;
  readonly value: unknown;
}

const unknownTag = "not-a-declared-tag";

export function buildVectors(ir: Ir): Vector[] {
  const byName = new Map(allNamedTypes(ir).map((type) => [type.name, type]));
  const sampler = new Sampler(byName, scalarsOf(ir));
  const vectors: Vector[] = [];
  for (const type of topLevelCheckedTypes(ir)) {
    if (type.kind === "enum") {
      vectors.push({ id: `${type.name}/valid-${type.values[0]}`, type: type.name, valid: true, value: type.values[0] });
      vectors.push({ id: `${type.name}/unknown-value`, type: type.name, valid: false, value: unknownTag });
      vectors.push({ id: `${type.name}/wrong-type`, type: type.name, valid: false, value: 1 });
    } else if (type.kind === "record") {
      vectors.push(...recordVectors(type.name, type.name, type, [], sampler));
    } else {
      for (const variant of leavesOf(type)) {
        const label = `${type.name}/${variant.tags.map((tag) => tag.value).join(".")}`;
        vectors.push(...recordVectors(label, type.name, variant, variant.examples, sampler));
        vectors.push(...tagVectors(label, type, variant, sampler));
      }
    }
  }
  return vectors;
}

/** `value` without the fields an exclusive group holds apart from `name`. */
function withoutPartners(
  record: Pick<IrRecord, "exclusive">,
  value: Record<string, unknown>,
  name: string,
): Record<string, unknown> {
  const partners = new Set(record.exclusive.filter((group) => group.includes(name)).flat());
  partners.delete(name);
  return Object.fromEntries(Object.entries(value).filter(([key]) => !partners.has(key)));
}

function recordVectors(
  label: string,
  type: string,
  record: Omit<IrRecord, "kind"> & { tags?: IrVariant["tags"] },
  examples: readonly unknown[],
  sampler: Sampler,
): Vector[] {
  const minimal = sampler.record(record, false);
  const full = sampler.record(record, true);
  const vectors: Vector[] = [
    ...examples.map((value, index) => ({ id: `${label}/example-${index}`, type, valid: true, value })),
    { id: `${label}/minimal`, type, valid: true, value: minimal },
    { id: `${label}/full`, type, valid: true, value: full },
    { id: `${label}/extra-key`, type, valid: false, value: { ...minimal, unexpectedKey: 1 } },
    { id: `${label}/not-an-object`, type, valid: false, value: [minimal] },
  ];
  for (const field of record.fields) {
    const at = `${label}/${field.name}`;
    const rule = fieldRule(field, sampler.scalars);
    if (!field.optional) vectors.push({ id: `${at}/missing`, type, valid: false, value: without(minimal, field.name) });
    const wrong = wrongTypeValue(rule);
    if (wrong !== undefined)
      vectors.push({ id: `${at}/wrong-type`, type, valid: false, value: { ...full, [field.name]: wrong } });
    vectors.push({
      id: `${at}/null`,
      type,
      valid: field.nullable || isUnknownType(field.type) || (field.type.kind === "kind-union" && field.type.nullable),
      // null is a value, so the field is present: its exclusive partners leave, or the vector breaks the group.
      value: { ...withoutPartners(record, full, field.name), [field.name]: null },
    });
    const outerTag = tagCarriedBy(field.type, sampler);
    if (outerTag !== undefined) {
      // A value typed as a leaf variant or a nested union is read without the union around it, so
      // its own check must hold the tag it carries.
      const inner = sampler.field(field, false) as Record<string, unknown>;
      vectors.push({
        id: `${at}/unknown-${outerTag}`,
        type,
        valid: false,
        value: { ...full, [field.name]: { ...inner, [outerTag]: unknownTag } },
      });
    }
    if (field.type.kind === "map") vectors.push(...mapVectors(at, type, full, field, field.type, sampler));
    const samples = {
      member: (of: IrTypeRef) => sampler.type(of, false, 1),
      nearMember: (of: IrTypeRef) => nearBounds(ruleOf(of, sampler.scalars, { constraints: [] }, false), null),
      mapKey: (map: Extract<IrTypeRef, { kind: "map" }>) => sampler.mapKeys(map)[0],
    };
    for (const near of kindUnionVectors(field, samples)) {
      const value = { ...withoutPartners(record, full, field.name), [field.name]: near.value };
      vectors.push({ id: `${at}/${near.label}`, type, valid: near.valid, value });
    }
    if (rule.kind === "primitive" && rule.primitive === "integer") {
      const minimum = constraintOf(rule.constraints, "minimum")?.limit;
      vectors.push({
        id: `${at}/fraction`,
        type,
        valid: false,
        value: { ...full, [field.name]: fractionNear(minimum ?? 0) },
      });
    }
    for (const near of nearBounds(rule, sampler.filler(field))) {
      vectors.push({
        id: `${at}/${near.label}`,
        type,
        valid: near.valid,
        value: { ...withoutPartners(record, full, field.name), [field.name]: near.value },
      });
    }
  }
  record.exclusive.forEach((group, index) => {
    const both = Object.fromEntries(
      group.slice(0, 2).map((name) => [name, sampler.field(fieldNamed(record, name), true)]),
    );
    vectors.push({ id: `${label}/exclusive-${index}-both`, type, valid: false, value: { ...minimal, ...both } });
  });
  return vectors;
}

/**
 * A map field's mutations: a key outside its enum's closed set, and a value of the wrong type under a
 * valid key (next to a valid entry, so the bad one is found wherever it stands).
 */
function mapVectors(
  at: string,
  type: string,
  full: Record<string, unknown>,
  field: IrField,
  map: Extract<IrTypeRef, { kind: "map" }>,
  sampler: Sampler,
): Vector[] {
  const item = sampler.type(map.values, false, 1);
  const key = sampler.mapKeys(map)[0];
  const vectors: Vector[] = [];
  const entry = (id: string, valid: boolean, entryKey: string, value: unknown): Vector => ({
    id: `${at}/${id}`,
    type,
    valid,
    value: { ...full, [field.name]: Object.fromEntries([[entryKey, value]]) },
  });
  if (map.keys.kind === "enum") vectors.push(entry("unknown-map-key", false, unknownTag, item));
  // A scalar's constraints hold every key: a key just inside and just outside each of them.
  const keyRule = sampler.keyRule(map);
  if (keyRule !== undefined)
    for (const near of nearBounds(keyRule, null))
      if (typeof near.value === "string") vectors.push(entry(`map-key-${near.label}`, near.valid, near.value, item));
  const values = ruleOf(map.values, sampler.scalars, { constraints: [] }, false);
  const wrong = wrongTypeValue(values);
  if (wrong !== undefined && key !== undefined) vectors.push(entry("wrong-map-value", false, key, wrong));
  // A map of a constrained scalar holds each value to it: a value just inside and just outside each constraint.
  if (key !== undefined)
    for (const near of nearBounds(values, null))
      vectors.push(entry(`map-value-${near.label}`, near.valid, key, near.value));
  return vectors;
}

function tagVectors(label: string, union: IrUnion, variant: IrVariant, sampler: Sampler): Vector[] {
  const minimal = sampler.record(variant, false);
  return variant.tags
    .map((tag, depth) => {
      // An unknown tag is valid only where the union it selects in is open.
      const selectsIn = depth === 0 ? union : findUnion(union, tag.union);
      return {
        id: `${label}/unknown-${tag.field}`,
        type: union.name,
        valid: selectsIn?.open === true,
        value: { ...minimal, [tag.field]: unknownTag },
      };
    })
    .concat([
      {
        id: `${label}/missing-${variant.tags[0]?.field ?? "tag"}`,
        type: union.name,
        valid: false,
        value: without(minimal, variant.tags[0]?.field ?? ""),
      },
    ]);
}

function findUnion(root: IrUnion, name: string): IrUnion | undefined {
  if (root.name === name) return root;
  for (const member of root.members) {
    if (member.type.kind !== "union") continue;
    const found = findUnion(member.type, name);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Builds valid values: the smallest one (required fields only, empty arrays) or a full one. */
class Sampler {
  private readonly ranks: ReadonlyMap<string, number>;

  constructor(
    readonly byName: ReadonlyMap<string, IrNamedType | IrVariant>,
    readonly scalars: ReadonlyMap<string, IrScalar>,
  ) {
    this.ranks = sampleRanks(byName);
  }

  named(name: string): IrNamedType | IrVariant | undefined {
    return this.byName.get(name);
  }

  /** A map holding `item` under each prototype key, or under its enum's first key, or a key its scalar allows. */
  mapOf(type: Extract<IrTypeRef, { kind: "map" }>, item: unknown): Record<string, unknown> {
    // `fromEntries` defines own keys, so `__proto__` is a key here, not the object's prototype.
    return Object.fromEntries(this.mapKeys(type).map((key) => [key, item]));
  }

  /** Valid keys of a map: the prototype keys for any string, an enum's first value, a scalar's sample. */
  mapKeys(type: Extract<IrTypeRef, { kind: "map" }>): readonly string[] {
    if (type.keys.kind === "string") return prototypeKeys;
    const rule = this.keyRule(type);
    if (rule !== undefined) return [String(samplePrimitive(rule))];
    return this.enumValues(type.keys.name).slice(0, 1);
  }

  /** The rule a map's scalar key is held to, if its keys are a named scalar. */
  keyRule(type: Extract<IrTypeRef, { kind: "map" }>): PrimitiveRule | undefined {
    if (type.keys.kind !== "scalar") return undefined;
    const rule = ruleOf({ kind: "named", name: type.keys.name }, this.scalars);
    return rule.kind === "primitive" ? rule : undefined;
  }

  enumValues(name: string): readonly string[] {
    const named = this.byName.get(name);
    return named?.kind === "enum" ? named.values : [];
  }

  record(
    record: Omit<IrRecord, "kind"> & { tags?: IrVariant["tags"] },
    full: boolean,
    depth = 0,
  ): Record<string, unknown> {
    const value: Record<string, unknown> = {};
    for (const tag of record.tags ?? []) value[tag.field] = tag.value;
    const excluded = new Set(record.exclusive.flatMap((group) => group.slice(1)));
    for (const field of record.fields) {
      if (field.optional && (!full || excluded.has(field.name) || depth > 2)) continue;
      value[field.name] = this.field(field, full, depth);
    }
    return value;
  }

  field(field: IrField, full: boolean, depth = 0): unknown {
    if (field.nullable && field.type.kind === "named" && depth > 2) return null;
    return this.type(field.type, full, depth, field, true);
  }

  /** A valid item of an array field's outermost array, which fills it up to its least count. */
  filler(field: IrField): unknown {
    return field.type.kind === "array"
      ? this.type(field.type.items, true, 1, { constraints: field.constraints }, false)
      : null;
  }

  /**
   * A value of `type` that satisfies the constraints that apply to it (a named scalar's, then
   * `own`'s); an array's only when `outermost`.
   */
  type(
    type: IrTypeRef,
    full: boolean,
    depth: number,
    own: IrConstraints = { constraints: [] },
    outermost = false,
  ): unknown {
    switch (type.kind) {
      case "primitive": {
        const rule = ruleOf(type, this.scalars, own);
        return rule.kind === "primitive" ? samplePrimitive(rule) : { any: ["json"] };
      }
      case "array": {
        const count = sampleCount(outermost ? constraintsFor(own.constraints, "array") : [], full && depth < 3);
        return Array.from({ length: count }, () =>
          this.type(type.items, full, depth + 1, { constraints: own.constraints }, false),
        );
      }
      case "map":
        return full && depth < 3 ? this.mapOf(type, this.type(type.values, full, depth + 1)) : {};
      // Past the first levels, null or a member that holds no record, so a recursive union ends.
      case "kind-union": {
        if (depth > 2 && type.nullable) return null;
        const ends = (each: IrKindMember) =>
          each.type.kind !== "named" || ["enum", "scalar"].includes(this.byName.get(each.type.name)?.kind ?? "");
        const member = (depth > 2 ? type.members.find(ends) : undefined) ?? type.members[0];
        return member === undefined ? null : this.type(member.type, full, depth + 1);
      }
      case "named": {
        const named = this.byName.get(type.name);
        if (named === undefined) return null;
        if (named.kind === "enum") return named.values[0];
        if (named.kind === "scalar") {
          const rule = ruleOf(type, this.scalars, own);
          return rule.kind === "primitive" ? samplePrimitive(rule) : null;
        }
        if (named.kind === "union") {
          const leaves = leavesOf(named);
          // Past the first levels, the leaf nearest an end (`sample-ranks.ts`), the first of those.
          const rank = (leaf: IrVariant) => this.ranks.get(leaf.name) ?? Number.POSITIVE_INFINITY;
          const leaf =
            depth > 2
              ? leaves.reduce<IrVariant | undefined>(
                  (best, each) => (best === undefined || rank(each) < rank(best) ? each : best),
                  undefined,
                )
              : leaves[0];
          return leaf === undefined ? {} : this.record(leaf, full, depth + 1);
        }
        return this.record(named, full, depth + 1);
      }
    }
  }
}

/**
 * Keys that name a property of every JavaScript object, and `__proto__`, its prototype: a full map
 * keyed by string holds all three, so every host is seen to keep them as ordinary keys.
 */
export const prototypeKeys = ["__proto__", "constructor", "toString"] as const;

/** The outermost tag a field's value carries when it is typed as a leaf variant or a nested union. */
function tagCarriedBy(type: IrTypeRef, sampler: Sampler): string | undefined {
  if (type.kind !== "named") return undefined;
  const named = sampler.named(type.name);
  if (named?.kind === "variant") return named.tags[0]?.field;
  if (named?.kind === "union") return named.outerTags[0]?.field;
  return undefined;
}

/** A value of another JSON kind than the rule's; none for `any`, which takes every value. */
function wrongTypeValue(rule: ValueRule): unknown {
  switch (rule.kind) {
    case "any":
      return undefined;
    case "primitive":
      return { string: 42, integer: "1", number: "1", boolean: "true" }[rule.primitive];
    case "reference":
      return 12345;
    case "each":
      return { notAn: "array" };
    case "entries":
      return ["not a map"];
    case "by-kind":
      return valueOutside(rule.union);
  }
}

function fieldNamed(record: { fields: readonly IrField[] }, name: string): IrField {
  const field = record.fields.find((candidate) => candidate.name === name);
  if (field === undefined) throw new Error(`exclusive group names unknown field "${name}"`);
  return field;
}

function without(value: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}

/** A number with a fraction near `limit`: past ±2^52 a double has none, so 0.5 stands in. */
function fractionNear(limit: number): number {
  const near = limit + 1.5;
  return Number.isInteger(near) ? 0.5 : near;
}
