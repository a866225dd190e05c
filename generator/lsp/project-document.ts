/**
 * The DSL's shape read out of any JSON value, for a vocabulary the editor holds half-written: what
 * has the shape the meta-schema asks for is kept as it is, and what has not (a `variants` that is
 * a string, a variant without a `name`, a field that is a number) is left out or emptied. The
 * result can go through `walkDeclarations`, the walk the rules and the lowering use, so navigation
 * agrees with the compiler on what is declared where, even before the document checks.
 */
import type { DslDocument, DslField, DslNamedType, DslVariant } from "../model/dsl.js";

type JsonObject = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Object entries kept and reshaped by `keep`, which returns undefined to drop one; own keys only, `__proto__` too. */
function mapEntries<T>(value: unknown, keep: (item: unknown) => T | undefined): Record<string, T> {
  if (!isObject(value)) return {};
  const kept: [string, T][] = [];
  for (const [key, item] of Object.entries(value)) {
    const shaped = keep(item);
    if (shaped !== undefined) kept.push([key, shaped]);
  }
  // fromEntries defines each key as an own property, so a "__proto__" tag or field stays a plain entry.
  return Object.fromEntries(kept);
}

function projectField(value: unknown): DslField | undefined {
  if (!isObject(value)) return undefined;
  return { ...value, type: typeof value["type"] === "string" ? value["type"] : "" } as DslField;
}

function projectRecord(node: JsonObject): JsonObject {
  return { ...node, fields: mapEntries(node["fields"], projectField) };
}

function isUnionShaped(node: JsonObject): boolean {
  return Object.hasOwn(node, "variants") || Object.hasOwn(node, "tag");
}

function projectUnion(node: JsonObject): JsonObject {
  return {
    ...node,
    tag: typeof node["tag"] === "string" ? node["tag"] : "",
    variants: mapEntries(node["variants"], projectVariant),
  };
}

/** A variant is kept only with a string `name`, which is what declares it. */
function projectVariant(value: unknown): DslVariant | undefined {
  if (!isObject(value) || typeof value["name"] !== "string") return undefined;
  return (isUnionShaped(value) ? projectUnion(value) : projectRecord(value)) as unknown as DslVariant;
}

function projectType(value: unknown): DslNamedType | undefined {
  if (!isObject(value)) return undefined;
  if (Object.hasOwn(value, "enum")) {
    const values = Array.isArray(value["enum"]) ? value["enum"].filter((item) => typeof item === "string") : [];
    return { ...value, enum: values } as unknown as DslNamedType;
  }
  return (isUnionShaped(value) ? projectUnion(value) : projectRecord(value)) as unknown as DslNamedType;
}

export function projectDocument(value: unknown): DslDocument {
  const root = isObject(value) ? value : {};
  return {
    id: typeof root["id"] === "string" ? root["id"] : "",
    doc: typeof root["doc"] === "string" ? root["doc"] : "",
    types: mapEntries(root["types"], projectType),
  };
}
