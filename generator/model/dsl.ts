/**
 * The DSL document as TypeScript sees it once it has passed the meta-schema, and a walker that
 * visits every declaration with its JSON Pointer. Semantic rules and lowering both read the
 * document through `walkDeclarations`, so they agree on what is declared where.
 */
import { pointerOf } from "./pointer.js";
import type { ScalarPrimitive } from "./type-expression.js";

/** The constraint keywords a field or a named scalar may carry, each JSON Schema's keyword of that name. */
export interface DslConstraints {
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  /** An I-Regexp (RFC 9485) the whole string matches. */
  readonly pattern?: string;
  readonly format?: string;
  /** The one value allowed. */
  readonly const?: string | number | boolean;
}
export interface DslField extends DslConstraints {
  readonly type: string;
  readonly doc: string;
  readonly deprecated?: string;
  readonly optional?: boolean;
  readonly nullable?: boolean;
  /** What a reader may assume when an optional key is absent; never inserted by a validator. */
  readonly default?: unknown;
}
/** A named primitive with constraints: `{ "type": "number", "minimum": 0 }`. */
export interface DslScalar extends DslConstraints {
  readonly type: ScalarPrimitive;
  readonly doc: string;
  readonly deprecated?: string;
}

export type DslFields = Readonly<Record<string, DslField>>;
export interface DslEnum {
  readonly doc: string;
  readonly deprecated?: string;
  readonly enum: readonly string[];
  /** Reasons keyed by a value of `enum`. */
  readonly deprecatedValues?: Readonly<Record<string, string>>;
}
export interface DslRecord {
  readonly doc: string;
  readonly deprecated?: string;
  readonly fields: DslFields;
  readonly exclusive?: readonly (readonly string[])[];
}
export interface DslUnion {
  readonly doc: string;
  readonly deprecated?: string;
  readonly tag: string;
  readonly open?: boolean;
  readonly variants: Readonly<Record<string, DslVariant>>;
}
export interface DslVariantMeta {
  readonly name: string;
  readonly capability?: string;
  readonly fallback?: string;
}
export type DslLeafVariant = DslRecord & DslVariantMeta & { readonly examples?: readonly unknown[] };
export type DslNestedUnion = DslUnion & DslVariantMeta;
export type DslVariant = DslLeafVariant | DslNestedUnion;
export type DslNamedType = DslEnum | DslRecord | DslUnion | DslScalar;
export interface DslDocument {
  readonly id: string;
  readonly doc: string;
  readonly types: Readonly<Record<string, DslNamedType>>;
}

export function isEnum(type: DslNamedType): type is DslEnum {
  return Object.hasOwn(type, "enum");
}
export function isScalar(type: DslNamedType): type is DslScalar {
  return Object.hasOwn(type, "type");
}
export function isUnion(type: DslNamedType | DslVariant): type is DslUnion {
  return Object.hasOwn(type, "variants") || Object.hasOwn(type, "tag");
}

/** One place where a name is declared, as the rules and the lowering see it. */
export type Declaration =
  | { readonly kind: "enum"; readonly name: string; readonly pointer: string; readonly node: DslEnum }
  | { readonly kind: "record"; readonly name: string; readonly pointer: string; readonly node: DslRecord }
  | { readonly kind: "scalar"; readonly name: string; readonly pointer: string; readonly node: DslScalar }
  | {
      readonly kind: "union";
      readonly name: string;
      readonly pointer: string;
      readonly node: DslUnion;
      /** Enclosing unions, outermost first, with the tag value that leads here. */
      readonly ancestors: readonly UnionStep[];
    }
  | {
      readonly kind: "variant";
      readonly name: string;
      readonly pointer: string;
      readonly node: DslLeafVariant;
      readonly ancestors: readonly UnionStep[];
    };

export interface UnionStep {
  readonly union: DslUnion;
  readonly unionName: string;
  readonly pointer: string;
  readonly tagValue: string;
}

/** Every declaration in document order: named types, then each union's variants depth-first. */
export function walkDeclarations(document: DslDocument): Declaration[] {
  const found: Declaration[] = [];
  const visitUnion = (name: string, union: DslUnion, pointer: string, ancestors: readonly UnionStep[]): void => {
    found.push({ kind: "union", name, pointer, node: union, ancestors });
    for (const [tagValue, variant] of Object.entries(union.variants)) {
      const variantPointer = `${pointer}/variants${pointerOf(tagValue)}`;
      const steps = [...ancestors, { union, unionName: name, pointer, tagValue }];
      if (isUnion(variant)) visitUnion(variant.name, variant, variantPointer, steps);
      else
        found.push({ kind: "variant", name: variant.name, pointer: variantPointer, node: variant, ancestors: steps });
    }
  };
  for (const [name, type] of Object.entries(document.types)) {
    const pointer = pointerOf("types", name);
    if (isEnum(type)) found.push({ kind: "enum", name, pointer, node: type });
    else if (isScalar(type)) found.push({ kind: "scalar", name, pointer, node: type });
    else if (isUnion(type)) visitUnion(name, type, pointer, []);
    else found.push({ kind: "record", name, pointer, node: type });
  }
  return found;
}

/** The fields a declaration owns, with their pointers. */
export function fieldsOf(declaration: Declaration): { name: string; field: DslField; pointer: string }[] {
  if (declaration.kind !== "record" && declaration.kind !== "variant") return [];
  return Object.entries(declaration.node.fields).map(([name, field]) => ({
    name,
    field,
    pointer: `${declaration.pointer}/fields${pointerOf(name)}`,
  }));
}

/** Where a declaration's name is written: a named type's is its key under `types`, a variant's the value of its `name`. */
export function nameLocation(declaration: Declaration): { pointer: string; at: "key" | "value" } {
  const isVariant =
    declaration.kind === "variant" || (declaration.kind === "union" && declaration.ancestors.length > 0);
  return isVariant
    ? { pointer: `${declaration.pointer}/name`, at: "value" }
    : { pointer: declaration.pointer, at: "key" };
}
