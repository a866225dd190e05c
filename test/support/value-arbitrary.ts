/**
 * Values drawn from the IR: a fast-check arbitrary of VALID instances of any named type (every tag,
 * required field and bound respected, optional fields present or not, exclusive groups honoured),
 * and every single-step mutation of such a value that must make it invalid: a missing required
 * key, an extra key, an unknown tag where the union is closed, a wrong JSON type, null where not
 * nullable, a fraction for an integer, a number outside a bound, another value than a `const`, both
 * members of an exclusive group. A named scalar is its constrained primitive wherever it is used:
 * each value's rule comes from the check plan, so a scalar's constraints and a field's meet here alike.
 */
import fc from "fast-check";
import type {
  Ir,
  IrConstraints,
  IrField,
  IrNamedType,
  IrRecord,
  IrScalar,
  IrTypeRef,
  IrUnion,
  IrVariant,
} from "../../generator/lower/ir.js";
import { allNamedTypes, leavesOf, scalarsOf } from "../../generator/lower/ir.js";
import { type PrimitiveRule, type ValueRule, fieldRule, ruleOf } from "../../generator/lower/check-plan.js";
import { type Constraint, type LimitKind, constraintOf, constraintsFor } from "../../generator/model/constraints.js";
import { firstBrokenConstraint } from "../../generator/lower/broken-constraint.js";
import { sampleString } from "../../generator/emit/constraint-vectors.js";
import { valueOutside } from "../../generator/emit/kind-union-vectors.js";

type Named = IrNamedType | IrVariant;
type RecordLike = Omit<IrRecord, "kind"> & { readonly tags?: IrVariant["tags"] };

export class ValueSpace {
  private readonly byName: ReadonlyMap<string, Named>;
  private readonly scalars: ReadonlyMap<string, IrScalar>;

  constructor(readonly ir: Ir) {
    this.byName = new Map(allNamedTypes(ir).map((type) => [type.name, type]));
    this.scalars = scalarsOf(ir);
  }

  named(name: string): Named {
    const found = this.byName.get(name);
    if (found === undefined) throw new Error(`no type ${name}`);
    return found;
  }

  /** A valid value of a named type, with its leaf (the record or variant it instantiates), if any. */
  valueOf(name: string, depth = 0): fc.Arbitrary<unknown> {
    const type = this.named(name);
    switch (type.kind) {
      case "enum":
        return fc.constantFrom(...type.values);
      case "record":
      case "variant":
        return this.recordOf(type, depth);
      case "union": {
        const leaves = leavesOf(type);
        return fc.oneof(...leaves.map((leaf) => this.recordOf(leaf, depth)));
      }
      case "scalar":
        return this.typeValue({ kind: "named", name }, depth);
    }
  }

  recordOf(record: RecordLike, depth: number): fc.Arbitrary<Record<string, unknown>> {
    const excluded = new Set(record.exclusive.flatMap((group) => group.slice(1)));
    const entries = record.fields.map((field) => {
      // Deep values keep optional fields out, so nesting stays small; a field left out is never drawn,
      // so a type that holds itself through an optional field ends.
      const absent = field.optional && (excluded.has(field.name) || depth > 2);
      const value = absent ? fc.constant(undefined) : this.fieldValue(field, depth);
      const present = absent ? fc.constant(false) : field.optional ? fc.boolean() : fc.constant(true);
      return fc.tuple(fc.constant(field.name), present, value);
    });
    return fc.tuple(...entries).map((fields) => {
      const value: Record<string, unknown> = {};
      for (const tag of record.tags ?? []) define(value, tag.field, tag.value);
      for (const [name, present, fieldValue] of fields) if (present) define(value, name, fieldValue);
      return value;
    });
  }

  fieldValue(field: IrField, depth: number): fc.Arbitrary<unknown> {
    // Deep down a nullable field is null, so a type that holds itself through one ends (the
    // arbitrary is built eagerly: without an end, building it would not).
    if (field.nullable && depth > 2) return fc.constant(null);
    const value = this.typeValue(field.type, depth, field, true);
    return field.nullable ? fc.option(value, { nil: null }) : value;
  }

  /** Values of `type` that satisfy the constraints that apply to it; an array's only when `outermost`. */
  typeValue(
    type: IrTypeRef,
    depth: number,
    own: IrConstraints = { constraints: [] },
    outermost = false,
  ): fc.Arbitrary<unknown> {
    const rule = type.kind === "primitive" || type.kind === "named" ? ruleOf(type, this.scalars, own) : undefined;
    if (rule?.kind === "primitive") return primitiveValue(rule);
    const { constraints } = own;
    switch (type.kind) {
      case "primitive":
        return fc.jsonValue({ maxDepth: 2 });
      case "array": {
        const counts = outermost ? constraintsFor(constraints, "array") : [];
        const minLength = limitIn(counts, "minItems") ?? 0;
        const maxLength = Math.max(minLength, Math.min(depth > 2 ? 0 : 2, limitIn(counts, "maxItems") ?? 2));
        // An array that must stay empty never builds its items' arbitrary, so a type that holds itself through one ends.
        if (maxLength === 0) return fc.constant([]);
        return fc.array(this.typeValue(type.items, depth + 1, { constraints }), { minLength, maxLength });
      }
      // Deep down a map is empty, and its values' arbitrary never built, so a type recursive through a map ends.
      case "map": {
        if (depth > 2) return fc.constant({});
        const keys =
          type.keys.kind === "string"
            ? fc.string({ maxLength: 8 })
            : this.typeValue({ kind: "named", name: type.keys.name }, depth + 1);
        return fc.dictionary(keys as fc.Arbitrary<string>, this.typeValue(type.values, depth + 1), { maxKeys: 2 });
      }
      case "named":
        return this.valueOf(type.name, depth + 1);
      // Deep down, null or the members that name no record or union, so a type recursive through a union ends.
      case "kind-union": {
        const ends = (member: IrTypeRef) =>
          member.kind !== "named" || ["enum", "scalar"].includes(this.named(member.name).kind);
        const ending = type.members.filter((member) => depth <= 2 || ends(member.type));
        const choices = [
          ...ending.map((member) => this.typeValue(member.type, depth + 1)),
          ...(type.nullable ? [fc.constant(null)] : []),
        ];
        // A union always has a member that ends: no two members are objects.
        return choices.length > 0 ? fc.oneof(...choices) : this.typeValue(type.members[0]?.type ?? type, depth + 1);
      }
    }
  }

  /** The leaf (record or variant) a valid value of `name` instantiates. */
  leafOf(name: string, value: Record<string, unknown>): RecordLike | undefined {
    const type = this.named(name);
    if (type.kind === "record" || type.kind === "variant") return type;
    if (type.kind !== "union") return undefined;
    return leavesOf(type).find((leaf) => leaf.tags.every((tag) => value[tag.field] === tag.value));
  }

  /** Every single-step change of a valid top-level value that must make it invalid, labelled. */
  mutationsOf(name: string, value: unknown): { label: string; value: unknown }[] {
    const type = this.named(name);
    if (type.kind === "enum")
      return [
        { label: "unknown enum value", value: "\u0000not-a-value" },
        { label: "number", value: 1 },
      ];
    if (typeof value !== "object" || value === null) return [];
    const record = value as Record<string, unknown>;
    const leaf = this.leafOf(name, record);
    if (leaf === undefined) return [];
    const found: { label: string; value: unknown }[] = [
      { label: "extra key", value: { ...record, "unexpected key": 1 } },
      { label: "array instead of object", value: [record] },
    ];
    leaf.tags?.forEach((tag, depth) => {
      const union = depth === 0 ? (type as IrUnion) : this.named(tag.union);
      if (union.kind === "union" && !union.open)
        found.push({ label: `unknown ${tag.field}`, value: { ...record, [tag.field]: "\u0000unknown" } });
      found.push({ label: `missing ${tag.field}`, value: without(record, tag.field) });
      found.push({ label: `number as ${tag.field}`, value: { ...record, [tag.field]: 7 } });
    });
    for (const field of leaf.fields) {
      const label = `field ${field.name}`;
      if (!field.optional) found.push({ label: `${label} missing`, value: without(record, field.name) });
      const rule = fieldRule(field, this.scalars);
      const wrong = wrongType(rule);
      if (wrong !== undefined) found.push({ label: `${label} wrong type`, value: { ...record, [field.name]: wrong } });
      if (!field.nullable && !isUnknown(field.type))
        found.push({ label: `${label} null`, value: { ...record, [field.name]: null } });
      const primitive = rule.kind === "primitive" ? rule : undefined;
      const minimum = limitIn(primitive?.constraints ?? [], "minimum");
      const maximum = limitIn(primitive?.constraints ?? [], "maximum");
      if (primitive?.const !== undefined)
        found.push({ label: `${label} not const`, value: { ...record, [field.name]: otherThan(primitive.const) } });
      if (primitive?.primitive === "integer")
        found.push({ label: `${label} fraction`, value: { ...record, [field.name]: (minimum ?? 0) + 0.5 } });
      if (minimum !== undefined)
        found.push({ label: `${label} below minimum`, value: { ...record, [field.name]: minimum - 1 } });
      if (maximum !== undefined)
        found.push({ label: `${label} above maximum`, value: { ...record, [field.name]: maximum + 1 } });
      if (primitive?.primitive === "integer" || primitive?.primitive === "number")
        found.push({ label: `${label} NaN`, value: { ...record, [field.name]: Number.NaN } });
    }
    for (const group of leaf.exclusive) {
      const both = { ...record };
      for (const member of group.slice(0, 2)) {
        if (!Object.hasOwn(both, member)) both[member] = sampleOf(leaf.fields.find((field) => field.name === member));
      }
      found.push({ label: `exclusive ${group.join("+")} together`, value: both });
    }
    return found.filter((mutation) => mutation.value !== undefined);
  }
}

function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function without(value: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}

function isUnknown(type: IrTypeRef): boolean {
  return type.kind === "primitive" && type.name === "unknown";
}

function wrongType(rule: ValueRule): unknown {
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

/** Valid values of a primitive rule: its `const`, or any within its constraints. */
function primitiveValue(rule: PrimitiveRule): fc.Arbitrary<unknown> {
  if (rule.const !== undefined) return fc.constant(rule.const);
  const { constraints } = rule;
  switch (rule.primitive) {
    case "integer":
    case "number": {
      const lower = limitIn(constraints, "minimum") ?? limitIn(constraints, "exclusiveMinimum");
      const upper = limitIn(constraints, "maximum") ?? limitIn(constraints, "exclusiveMaximum");
      const min = Math.max(lower ?? Math.min(-1e6, upper ?? 0), -Number.MAX_SAFE_INTEGER);
      const max = Math.min(upper ?? Math.max(1e6, min), Number.MAX_SAFE_INTEGER);
      const values =
        rule.primitive === "integer"
          ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
          : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      return values.filter((value) => firstBrokenConstraint(constraints, value) === undefined);
    }
    case "string": {
      // A pattern or a format admits few strings at random: its one sampled instance stands in.
      if (constraints.some((constraint) => constraint.kind === "pattern" || constraint.kind === "format"))
        return fc.constant(sampleString(constraints));
      const minLength = limitIn(constraints, "minLength") ?? 0;
      const maxLength = Math.max(minLength, Math.min(8, limitIn(constraints, "maxLength") ?? 8));
      return fc.string({ minLength, maxLength });
    }
    case "boolean":
      return fc.boolean();
  }
}

/** A value of a `const`'s kind that is not it. */
function otherThan(value: string | number | boolean): unknown {
  return typeof value === "string" ? `${value}!` : typeof value === "boolean" ? !value : value + 1;
}

/** Some value for an exclusive group's member; any value will do, since the pair itself is the error. */
function sampleOf(field: IrField | undefined): unknown {
  if (field === undefined) return 0;
  if (field.nullable) return null;
  if (field.type.kind === "array") return [];
  if (field.type.kind !== "primitive") return 0;
  const minimum = limitOf(field, "minimum") ?? 0;
  return { string: "x", integer: minimum, number: minimum, boolean: true, unknown: 0 }[field.type.name];
}

/** A field's numeric bound of one kind. */
function limitOf(field: IrField, kind: "minimum" | "maximum"): number | undefined {
  return limitIn(field.constraints, kind);
}

function limitIn(constraints: readonly Constraint[], kind: LimitKind): number | undefined {
  return constraintOf(constraints, kind)?.limit;
}
