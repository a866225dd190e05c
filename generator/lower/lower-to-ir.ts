/**
 * Lowers a checked DSL document into the IR. It runs only after every check passed, so it trusts
 * the document's shape and fills in defaults (`optional: false`, closed unions, no exclusive groups).
 */
import type { DslDocument, DslField, DslLeafVariant, DslRecord, DslUnion } from "../model/dsl.js";
import { isEnum, isScalar, isUnion } from "../model/dsl.js";
import { memberKindOf } from "../model/json-kinds.js";
import { type KeyCandidate, mapKeyOf } from "../model/map-keys.js";
import { type TypeNode, isPrimitiveName, parseTypeExpression } from "../model/type-expression.js";
import { pointerOf } from "../model/pointer.js";
import { canonicalRecord } from "./canonical-value.js";
import { lowerConstraints } from "./lower-constraints.js";
import { allNamedTypes } from "./ir.js";
import type { Ir, IrField, IrKindMember, IrMember, IrNamedType, IrTag, IrTypeRef, IrUnion, IrVariant } from "./ir.js";

/** What kind of declaration a name is, which decides how a map keyed by it is checked. */
type KindOf = (name: string) => KeyCandidate | undefined;

export function lowerToIr(document: DslDocument): Ir {
  const kindOf: KindOf = (name) => {
    const type = Object.hasOwn(document.types, name) ? document.types[name] : undefined;
    if (type === undefined) return undefined;
    if (isScalar(type)) return { kind: "scalar", primitive: type.type };
    return { kind: isEnum(type) ? "enum" : isUnion(type) ? "union" : "record" };
  };
  const types = Object.entries(document.types).map(([name, type]): IrNamedType => {
    const pointer = pointerOf("types", name);
    if (isEnum(type)) {
      const reasons = type.deprecatedValues ?? {};
      return {
        kind: "enum",
        name,
        pointer,
        doc: type.doc,
        ...deprecation(type),
        values: [...type.enum],
        deprecatedValues: type.enum.flatMap((value) => {
          const reason = Object.hasOwn(reasons, value) ? reasons[value] : undefined;
          return reason === undefined ? [] : [{ value, reason }];
        }),
      };
    }
    if (isScalar(type))
      return {
        kind: "scalar",
        name,
        pointer,
        doc: type.doc,
        ...deprecation(type),
        primitive: type.type,
        ...lowerConstraints(type),
      };
    if (isUnion(type)) return lowerUnion(name, type, pointer, [], {}, kindOf);
    return { kind: "record", name, ...lowerRecord(type, pointer, kindOf) };
  });
  return withCanonicalExamples({ id: document.id, doc: document.doc, types });
}

/** Examples keep their author's values but take the declared key order, so output does not depend on typing order. */
function withCanonicalExamples(ir: Ir): Ir {
  const byName = new Map(allNamedTypes(ir).map((type) => [type.name, type]));
  const rewrite = (union: IrUnion): IrUnion => ({
    ...union,
    members: union.members.map((member) => ({
      tagValue: member.tagValue,
      type:
        member.type.kind === "union"
          ? rewrite(member.type)
          : {
              ...member.type,
              examples: member.type.examples.map((example) =>
                canonicalExample(example, member.type as IrVariant, byName),
              ),
            },
    })),
  });
  return { ...ir, types: ir.types.map((type) => (type.kind === "union" ? rewrite(type) : type)) };
}

function canonicalExample(example: unknown, variant: IrVariant, byName: Map<string, IrNamedType | IrVariant>): unknown {
  return typeof example === "object" && example !== null && !Array.isArray(example)
    ? canonicalRecord(example as Record<string, unknown>, variant, byName)
    : example;
}

interface Gate {
  readonly capability?: string;
  readonly fallback?: string;
}

function lowerUnion(
  name: string,
  union: DslUnion,
  pointer: string,
  outerTags: readonly IrTag[],
  gate: Gate,
  kindOf: KindOf,
): IrUnion {
  const members = Object.entries(union.variants).map(([tagValue, variant]): IrMember => {
    const variantPointer = `${pointer}/variants${pointerOf(tagValue)}`;
    const tags = [...outerTags, { field: union.tag, value: tagValue, union: name }];
    // A capability declared on an outer variant applies to every leaf beneath it.
    const memberGate: Gate = outerTags.length === 0 ? pickGate(variant) : gate;
    if (isUnion(variant))
      return { tagValue, type: lowerUnion(variant.name, variant, variantPointer, tags, memberGate, kindOf) };
    return { tagValue, type: lowerVariant(variant, variantPointer, tags, memberGate, kindOf) };
  });
  return {
    kind: "union",
    name,
    pointer,
    doc: union.doc,
    ...deprecation(union),
    tag: union.tag,
    open: union.open === true,
    outerTags,
    ...gate,
    members,
  };
}

function lowerVariant(
  variant: DslLeafVariant,
  pointer: string,
  tags: readonly IrTag[],
  gate: Gate,
  kindOf: KindOf,
): IrVariant {
  return {
    kind: "variant",
    name: variant.name,
    ...lowerRecord(variant, pointer, kindOf),
    tags,
    ...gate,
    examples: variant.examples ?? [],
  };
}

function lowerRecord(record: DslRecord, pointer: string, kindOf: KindOf) {
  return {
    pointer,
    doc: record.doc,
    ...deprecation(record),
    fields: Object.entries(record.fields).map(([name, field]) =>
      lowerField(name, field, `${pointer}/fields${pointerOf(name)}`, kindOf),
    ),
    exclusive: (record.exclusive ?? []).map((group) => [...group]),
  };
}

function lowerField(name: string, field: DslField, pointer: string, kindOf: KindOf): IrField {
  return {
    name,
    pointer,
    doc: field.doc,
    ...deprecation(field),
    type: lowerTypeRef(field.type, kindOf),
    optional: field.optional === true,
    nullable: field.nullable === true,
    ...lowerConstraints(field),
    ...(Object.hasOwn(field, "default") ? { default: { value: field.default } } : {}),
  };
}

function lowerTypeRef(text: string, kindOf: KindOf): IrTypeRef {
  const parsed = parseTypeExpression(text);
  if (!parsed.ok) throw new Error(`unchecked type expression "${text}" reached lowering`);
  return lowerNode(parsed.node, kindOf);
}

function lowerNode(node: TypeNode, kindOf: KindOf): IrTypeRef {
  switch (node.kind) {
    case "name":
      return isPrimitiveName(node.name) ? { kind: "primitive", name: node.name } : { kind: "named", name: node.name };
    case "array":
      return { kind: "array", items: lowerNode(node.items, kindOf) };
    case "map": {
      const keys = node.keys.kind === "name" ? mapKeyOf(node.keys.name, kindOf) : undefined;
      if (keys === undefined) throw new Error(`unchecked map key in a type expression reached lowering`);
      return { kind: "map", keys, values: lowerNode(node.values, kindOf) };
    }
    case "union":
      return lowerKindUnion(node, kindOf);
    case "null":
      throw new Error(`null outside a union reached lowering`);
  }
}

/**
 * A union of kinds, each member with the JSON kind that selects it; `null` becomes the union's flag.
 * A name not among the vocabulary's top-level types is a variant or a nested union, an object either way.
 */
function lowerKindUnion(node: Extract<TypeNode, { kind: "union" }>, kindOf: KindOf): IrTypeRef {
  const members = node.members.flatMap((member): IrKindMember[] => {
    const json = memberKindOf(member, (name) => kindOf(name) ?? { kind: "variant" });
    if (json === "null") return [];
    if (json === undefined || json === "any") throw new Error(`unchecked union member reached lowering`);
    return [{ json, type: lowerNode(member, kindOf) }];
  });
  return { kind: "kind-union", members, nullable: node.members.some((member) => member.kind === "null") };
}

function pickGate(variant: { capability?: string; fallback?: string }): Gate {
  return {
    ...(variant.capability === undefined ? {} : { capability: variant.capability }),
    ...(variant.fallback === undefined ? {} : { fallback: variant.fallback }),
  };
}

function deprecation(node: { deprecated?: string }): { deprecated?: string } {
  return node.deprecated === undefined ? {} : { deprecated: node.deprecated };
}
