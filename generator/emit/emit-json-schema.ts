/**
 * Emits the vocabulary as one JSON Schema (draft 2020-12): the source non-TS hosts read. Every named
 * type, nested union and leaf variant gets a `$defs` entry titled with its name; closed objects
 * forbid extra keys; closed unions are a `oneOf` of `$ref`s with `const` tags and a `discriminator`;
 * an open union checks each known member through `if`/`then` and accepts any other tag. Doc lines
 * become `description`s.
 *
 *     "FileLocation": { "title": "FileLocation", "description": "…", "type": "object", "required": ["path"],
 *       "properties": { "path": { "type": "string" }, "line": { "type": "integer", "minimum": 1 } },
 *       "additionalProperties": false }
 *
 * The shape is also what lets a schema-to-types generator (json-schema-to-typescript, checked by
 * `test/toolchain/json-schema-consumer.test.ts`) name every type as the vocabulary does; the comments below say
 * which choices that rests on.
 */
import type { Ir, IrEnum, IrField, IrNamedType, IrRecord, IrTag, IrTypeRef, IrUnion, IrVariant } from "../lower/ir.js";
import { allNamedTypes, exclusivePairs, isUnknownType, tagsOf, visitNamed } from "../lower/ir.js";

export type JsonSchema = { readonly [keyword: string]: unknown };

export const jsonSchemaDialect = "https://json-schema.org/draft/2020-12/schema";

export function buildJsonSchema(ir: Ir): JsonSchema {
  const defs: Record<string, JsonSchema> = {};
  for (const type of allNamedTypes(ir)) defs[type.name] = schemaOfNamed(type);
  return { $schema: jsonSchemaDialect, $id: ir.id, description: ir.doc, $defs: defs };
}

function refTo(name: string): JsonSchema {
  return { $ref: `#/$defs/${name}` };
}

/**
 * Generators name a type from its `title` before anything else. Without one, json-schema-to-typescript
 * names a `$ref`erenced object after the reference, and then reads a union that also declares
 * `properties` as that object intersected with its `oneOf` under a second, invented name
 * (`SearchResultView1`).
 */
function schemaOfNamed(type: IrNamedType | IrVariant): JsonSchema {
  return { title: type.name, ...bodyOfNamed(type) };
}

function bodyOfNamed(type: IrNamedType | IrVariant): JsonSchema {
  return visitNamed<JsonSchema>(type, {
    enum: (type) => ({ ...annotations(type, deprecatedValuesNote(type)), type: "string", enum: type.values }),
    object: (type) => {
      const examples = type.kind === "variant" ? type.examples : [];
      return { ...objectSchema(type, tagsOf(type)), ...(examples.length > 0 ? { examples } : {}) };
    },
    union: (type) => (type.open ? openUnionSchema(type) : closedUnionSchema(type)),
  });
}

function objectSchema(record: Omit<IrRecord, "kind">, tags: readonly IrTag[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  tags.forEach((tag) => {
    properties[tag.field] = { const: tag.value };
  });
  for (const field of record.fields) properties[field.name] = fieldSchema(field);
  const required = [
    ...tags.map((tag) => tag.field),
    ...record.fields.filter((field) => !field.optional).map((field) => field.name),
  ];
  // "At most one of a group": each member, when present, forbids the members after it. Written with
  // `dependentSchemas` and false schemas rather than `not`/`required`, which Ajv's strict mode rejects.
  const exclusions: Record<string, { properties: Record<string, false> }> = {};
  for (const [first, later] of exclusivePairs(record)) {
    exclusions[first] ??= { properties: {} };
    exclusions[first].properties[later] = false;
  }
  return {
    ...annotations(record),
    type: "object",
    ...(required.length > 0 ? { required } : {}),
    properties,
    additionalProperties: false,
    ...(Object.keys(exclusions).length > 0 ? { dependentSchemas: exclusions } : {}),
  };
}

/** What every union's schema starts with: an object whose outer tags are fixed and whose own tag is `tagSchema`. */
function unionObject(union: IrUnion, tagSchema: JsonSchema): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const tag of union.outerTags) properties[tag.field] = { const: tag.value };
  properties[union.tag] = tagSchema;
  return {
    ...annotations(union),
    type: "object",
    required: [...union.outerTags.map((tag) => tag.field), union.tag],
    properties,
  };
}

function closedUnionSchema(union: IrUnion): JsonSchema {
  return {
    ...unionObject(union, { enum: union.members.map((member) => member.tagValue) }),
    oneOf: union.members.map((member) => refTo(member.type.name)),
    discriminator: { propertyName: union.tag },
  };
}

function openUnionSchema(union: IrUnion): JsonSchema {
  return {
    ...unionObject(union, { type: "string" }),
    // Known members are checked strictly; a value with any other tag is accepted as an extension.
    allOf: union.members.map((member) => ({
      if: { properties: { [union.tag]: { const: member.tagValue } } },
      then: refTo(member.type.name),
    })),
  };
}

function fieldSchema(field: IrField): JsonSchema {
  const base = typeSchema(field.type);
  const bounds = {
    ...(field.minimum === undefined ? {} : { minimum: field.minimum }),
    ...(field.maximum === undefined ? {} : { maximum: field.maximum }),
  };
  const described = annotations(field);
  // A description goes neither beside a `$ref` nor alone. json-schema-to-typescript merges a `$ref`
  // and its siblings into a copy of the target, which it may declare as a second type
  // (`ToolCallKind1`), and version 15 reads a schema of annotations alone as an object rather than
  // any value (its issue #432). Wrapped in `allOf`, both mean what they meant to every validator.
  if (isUnknownType(field.type)) return { ...described, allOf: [{}] };
  if (field.nullable && field.type.kind === "primitive")
    return { ...described, type: [base["type"], "null"], ...bounds };
  if (field.nullable) return { ...described, anyOf: [base, { type: "null" }] };
  if (field.type.kind === "named") return { ...described, allOf: [base] };
  return { ...described, ...base, ...bounds };
}

function typeSchema(type: IrTypeRef): JsonSchema {
  switch (type.kind) {
    case "primitive":
      return type.name === "unknown" ? {} : { type: type.name };
    case "named":
      return refTo(type.name);
    case "array":
      return { type: "array", items: typeSchema(type.items) };
  }
}

/**
 * `description` and `deprecated`. A host that reads only descriptions (most code generators for
 * other languages) still learns the reason, so it is appended there: "… Deprecated: use X."
 */
function annotations(node: { doc: string; deprecated?: string }, note?: string): JsonSchema {
  const description = [node.doc, note, node.deprecated === undefined ? undefined : `Deprecated: ${node.deprecated}`]
    .filter((part) => part !== undefined)
    .join(" ");
  return node.deprecated === undefined ? { description } : { description, deprecated: true };
}

/** JSON Schema cannot mark one `enum` value deprecated, so the values and reasons go into the description. */
function deprecatedValuesNote(type: IrEnum): string | undefined {
  if (type.deprecatedValues.length === 0) return undefined;
  const listed = type.deprecatedValues.map(({ value, reason }) => `${JSON.stringify(value)} (${reason})`);
  return `Deprecated values: ${listed.join("; ")}.`;
}
