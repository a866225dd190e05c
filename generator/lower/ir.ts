/**
 * The intermediate representation every emitter reads. It is the checked vocabulary with every
 * default filled in and every derived fact computed once (a leaf's full tag path, a capability
 * inherited from its outer variant), so emitters never look at the raw DSL and never re-derive.
 * It is plain readonly data: emitters are pure functions of it.
 */
import type { ValueKind } from "../model/json-kinds.js";
import type { MapKey } from "../model/map-keys.js";
import type { PrimitiveName, ScalarPrimitive } from "../model/type-expression.js";
import type { Constraint } from "../model/constraints.js";

export type IrTypeRef =
  | { readonly kind: "primitive"; readonly name: PrimitiveName }
  | { readonly kind: "named"; readonly name: string }
  | { readonly kind: "array"; readonly items: IrTypeRef }
  /** An object whose every key is a `keys` and every value a `values`. */
  | { readonly kind: "map"; readonly keys: IrMapKey; readonly values: IrTypeRef }
  /**
   * A value of exactly one member, told apart by its JSON kind alone: at most one member of each kind,
   * in written order, and null besides when `nullable` (`string | null` is one member and null).
   */
  | { readonly kind: "kind-union"; readonly members: readonly IrKindMember[]; readonly nullable: boolean };

/** A member of a union of kinds: the JSON kind a value has when it is this member, and its type. */
export interface IrKindMember {
  readonly json: ValueKind;
  readonly type: IrTypeRef;
}

/** What keys a map: any string, or the values of a declared enum (a closed key set). */
export type IrMapKey = MapKey;

/** Where a declaration came from, as a JSON Pointer into the vocabulary source. */
interface Located {
  readonly pointer: string;
}

/**
 * What a value must also satisfy beyond its type, on a field or a named scalar: the list of
 * constraint kinds (`model/constraints.ts`) and the one value a `const` fixes it to.
 */
export interface IrConstraints {
  /**
   * In the order hosts try them. On a field, a number's or a string's apply to the innermost value
   * (each item of an array field); an array's apply to the field's own array.
   */
  readonly constraints: readonly Constraint[];
  /** The one value allowed. */
  readonly const?: string | number | boolean;
}

export interface IrField extends Located, IrConstraints {
  readonly name: string;
  readonly doc: string;
  readonly deprecated?: string;
  readonly type: IrTypeRef;
  /** The key may be absent. */
  readonly optional: boolean;
  /** The value may be null (the key is still required unless `optional`). */
  readonly nullable: boolean;
  /** What a reader may assume when the optional key is absent: an annotation no validator inserts. */
  readonly default?: { readonly value: unknown };
}

/** One `tag: value` pair a leaf variant always carries, outermost first. */
export interface IrTag {
  readonly field: string;
  readonly value: string;
  /** The union this tag selects within. */
  readonly union: string;
}

export interface IrEnum extends Located {
  readonly kind: "enum";
  readonly name: string;
  readonly doc: string;
  readonly deprecated?: string;
  readonly values: readonly string[];
  /** The deprecated values with their reasons, in value order. */
  readonly deprecatedValues: readonly IrDeprecatedValue[];
}

export interface IrDeprecatedValue {
  readonly value: string;
  readonly reason: string;
}

export interface IrRecord extends Located {
  readonly kind: "record";
  readonly name: string;
  readonly doc: string;
  readonly deprecated?: string;
  readonly fields: readonly IrField[];
  /** Groups of optional fields of which at most one may be present. */
  readonly exclusive: readonly (readonly string[])[];
}

/** A leaf variant: a record that also carries the tags of every union it sits in. */
export interface IrVariant extends Omit<IrRecord, "kind"> {
  readonly kind: "variant";
  /** Outermost first; the last entry is this variant's own tag. */
  readonly tags: readonly IrTag[];
  readonly capability?: string;
  /** Tag value, in the outermost union, of the variant shown without `capability`. */
  readonly fallback?: string;
  readonly examples: readonly unknown[];
}

export interface IrUnion extends Located {
  readonly kind: "union";
  readonly name: string;
  readonly doc: string;
  readonly deprecated?: string;
  readonly tag: string;
  readonly open: boolean;
  /** Tags this union's members carry from enclosing unions; empty for an outermost union. */
  readonly outerTags: readonly IrTag[];
  readonly capability?: string;
  readonly fallback?: string;
  readonly members: readonly IrMember[];
}

/** A union member: a leaf variant or a nested union, with the tag value that selects it. */
export interface IrMember {
  readonly tagValue: string;
  readonly type: IrVariant | IrUnion;
}

/** A named primitive with constraints; a field of its type holds the primitive, checked against them. */
export interface IrScalar extends Located, IrConstraints {
  readonly kind: "scalar";
  readonly name: string;
  readonly doc: string;
  readonly deprecated?: string;
  readonly primitive: ScalarPrimitive;
}

export type IrNamedType = IrEnum | IrRecord | IrUnion | IrScalar;

/** What an emitter does with each kind of named type; records and leaf variants are both objects. */
export interface NamedTypeVisitor<T> {
  enum(type: IrEnum): T;
  object(type: IrRecord | IrVariant): T;
  union(type: IrUnion): T;
  scalar(type: IrScalar): T;
}

/** The one switch over a named type's kind, so every emitter handles every kind and none repeats it. */
export function visitNamed<T>(type: IrNamedType | IrVariant, visitor: NamedTypeVisitor<T>): T {
  switch (type.kind) {
    case "enum":
      return visitor.enum(type);
    case "record":
    case "variant":
      return visitor.object(type);
    case "union":
      return visitor.union(type);
    case "scalar":
      return visitor.scalar(type);
  }
}

/** The tags an object carries: a leaf variant's, from the outermost union in; none for a record. */
export function tagsOf(type: IrRecord | IrVariant): readonly IrTag[] {
  return type.kind === "variant" ? type.tags : [];
}

export interface Ir {
  readonly id: string;
  readonly doc: string;
  /** Top-level declarations, in declaration order. */
  readonly types: readonly IrNamedType[];
}

/** The constraints of a node, without its other keys: what a primitive rule carries. */
export function constraintsOf(node: IrConstraints): IrConstraints {
  return { constraints: node.constraints, ...(node.const === undefined ? {} : { const: node.const }) };
}

/** Whether a type is the `unknown` primitive, which accepts any value. */
export function isUnknownType(type: IrTypeRef): boolean {
  return type.kind === "primitive" && type.name === "unknown";
}

/**
 * The pairs of an exclusive group's fields that may not both be present, as `[earlier, later]`:
 * grouped by the earlier field in the order it first appears, as the JSON Schema's
 * `dependentSchemas` lists them (so the checks report a clash where Ajv's code does).
 */
export function exclusivePairs(record: { readonly exclusive: readonly (readonly string[])[] }): [string, string][] {
  const laterOf = new Map<string, string[]>();
  for (const group of record.exclusive) {
    group.forEach((first, index) => {
      const later = group.slice(index + 1);
      if (later.length === 0) return;
      const known = laterOf.get(first) ?? [];
      laterOf.set(first, [...known, ...later.filter((name) => !known.includes(name))]);
    });
  }
  return [...laterOf].flatMap(([first, later]) => later.map((name): [string, string] => [first, name]));
}

/** The sentence every host's documentation ends a deprecated declaration's doc with. */
export function deprecatedNote(node: { readonly deprecated?: string }): string | undefined {
  return node.deprecated === undefined ? undefined : `Deprecated: ${node.deprecated}`;
}

/** Every leaf variant of a union, nested ones included, in declaration order. */
export function leavesOf(union: IrUnion): IrVariant[] {
  return union.members.flatMap((member) => (member.type.kind === "union" ? leavesOf(member.type) : [member.type]));
}

/** Every nested union of a union, depth-first, the union itself excluded. */
export function nestedUnionsOf(union: IrUnion): IrUnion[] {
  return union.members.flatMap((member) =>
    member.type.kind === "union" ? [member.type, ...nestedUnionsOf(member.type)] : [],
  );
}

/** A type whose values a validator checks by name: every named type but a scalar, whose checks go where it is used. */
export type IrCheckedType = Exclude<IrNamedType, IrScalar> | IrVariant;

/** Every type a validator checks by name, in declaration order (`allNamedTypes` without the scalars). */
export function checkedTypes(ir: Ir): IrCheckedType[] {
  return allNamedTypes(ir).filter((type): type is IrCheckedType => type.kind !== "scalar");
}

/** The top-level types a validator checks by name: `ir.types` without the scalars. */
export function topLevelCheckedTypes(ir: Ir): Exclude<IrNamedType, IrScalar>[] {
  return ir.types.filter((type): type is Exclude<IrNamedType, IrScalar> => type.kind !== "scalar");
}

/** The named scalars by name, which a type reference resolves through. */
export function scalarsOf(ir: Ir): ReadonlyMap<string, IrScalar> {
  return new Map(ir.types.flatMap((type) => (type.kind === "scalar" ? [[type.name, type] as const] : [])));
}

/** Every type with a name, in declaration order: named types, then each union's nested unions and leaves. */
export function allNamedTypes(ir: Ir): (IrNamedType | IrVariant)[] {
  return ir.types.flatMap((type): (IrNamedType | IrVariant)[] => {
    if (type.kind !== "union") return [type];
    const walk = (union: IrUnion): (IrUnion | IrVariant)[] => [
      union,
      ...union.members.flatMap((member) => (member.type.kind === "union" ? walk(member.type) : [member.type])),
    ];
    return walk(type);
  });
}
