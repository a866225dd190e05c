/**
 * Emits the vocabulary as one JSON Schema (draft 2020-12): the source non-TS hosts read. Every named
 * type, nested union and leaf variant gets a `$defs` entry titled with its name; closed objects
 * forbid extra keys, with their tags as `const`s; a closed union is a `oneOf` of `$ref`s to its
 * members and nothing else; an open union is `anyOf` its members and an object with any other tag. The root accepts exactly the vocabulary's cards (`anyOf` its entry unions), so the
 * file works whole. Doc lines become `description`s.
 *
 *     "FileLocation": { "title": "FileLocation", "description": "…", "type": "object", "required": ["path"],
 *       "properties": { "path": { "type": "string" }, "line": { "type": "integer", "minimum": 1 } },
 *       "additionalProperties": false }
 *
 * The shape is what lets schema-to-types generators (json-schema-to-typescript 15 and 16, quicktype;
 * `test/toolchain/json-schema-consumer.test.ts`, `ecosystem-checks.test.ts`) name every type as the
 * vocabulary does; the comments below say which choices that rests on. The standalone validators are
 * compiled from the schema built `forAjv`, the same on every record and variant: each closed union
 * has what Ajv's `discriminator` needs beside its `oneOf` (the tag's values, the outer tags'
 * `const`s), which those generators read as a second type, and an open union checks its members
 * through `if`/`then`, so Ajv's first error is where the generated explainers point.
 */
import { namedIn } from "../lower/type-refs.js";
import type {
  Ir,
  IrConstraints,
  IrEnum,
  IrField,
  IrNamedType,
  IrRecord,
  IrScalar,
  IrTag,
  IrTypeRef,
  IrUnion,
  IrVariant,
} from "../lower/ir.js";
import { allNamedTypes, exclusivePairs, isUnknownType, scalarsOf, tagsOf, visitNamed } from "../lower/ir.js";
import { kindUnionSchema } from "./kind-union-schema.js";
import type { Constraint, ConstraintTable } from "../model/constraints.js";
import { constraintsFor, renderConstraint, targetOfPrimitive } from "../model/constraints.js";
import { ecmaPattern } from "../pattern/match-string.js";

import type { JsonSchema } from "./json-schema-type.js";

export type { JsonSchema };

export const jsonSchemaDialect = "https://json-schema.org/draft/2020-12/schema";

export interface JsonSchemaOptions {
  /**
   * Give each closed union what Ajv's `discriminator` keyword needs (its tag's values, the outer tags'
   * `const`s and the tag `required` beside the `oneOf`, and the keyword itself): the input of the
   * standalone validators, whose first error then points where the generated explainers' does.
   */
  readonly forAjv?: boolean;
}

export function buildJsonSchema(ir: Ir, options: JsonSchemaOptions = {}): JsonSchema {
  const defs: Record<string, JsonSchema> = {};
  const scalars = scalarsOf(ir);
  for (const type of allNamedTypes(ir)) defs[type.name] = schemaOfNamed(type, options.forAjv === true, scalars);
  return {
    $schema: jsonSchemaDialect,
    $id: ir.id,
    description: ir.doc,
    // The standalone validators are looked up by type, so Ajv's input needs no root.
    ...(options.forAjv === true ? {} : { anyOf: cardsOf(ir).map((type) => refTo(type.name)) }),
    $defs: defs,
  };
}

/**
 * What the whole file accepts: the vocabulary's cards, the values of every top-level union no field
 * refers to (here `ToolCallView` and `ToolResultView`), or every top-level type when there is none.
 * `anyOf`, since a value may be a card of two unions at once.
 */
function cardsOf(ir: Ir): readonly IrNamedType[] {
  const referenced = new Set<string>();
  const note = (ref: IrTypeRef): void => {
    for (const name of namedIn(ref)) referenced.add(name);
  };
  for (const type of allNamedTypes(ir))
    if (type.kind === "record" || type.kind === "variant") type.fields.forEach((field) => note(field.type));
  const cards = ir.types.filter((type) => type.kind === "union" && !referenced.has(type.name));
  return cards.length > 0 ? cards : ir.types;
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
function schemaOfNamed(
  type: IrNamedType | IrVariant,
  forAjv: boolean,
  scalars: ReadonlyMap<string, IrScalar>,
): JsonSchema {
  return { title: type.name, ...bodyOfNamed(type, forAjv, scalars) };
}

function bodyOfNamed(
  type: IrNamedType | IrVariant,
  forAjv: boolean,
  scalars: ReadonlyMap<string, IrScalar>,
): JsonSchema {
  return visitNamed<JsonSchema>(type, {
    enum: (type) => ({ ...annotations(type, deprecatedValuesNote(type)), type: "string", enum: type.values }),
    object: (type) => {
      const examples = type.kind === "variant" ? type.examples : [];
      return { ...objectSchema(type, tagsOf(type), scalars, forAjv), ...(examples.length > 0 ? { examples } : {}) };
    },
    union: (type) => (type.open ? openUnionSchema(type, forAjv) : closedUnionSchema(type, forAjv)),
    scalar: (type) => ({ ...annotations(type), type: type.primitive, ...primitiveKeywords(type.primitive, type) }),
  });
}

function objectSchema(
  record: Omit<IrRecord, "kind">,
  tags: readonly IrTag[],
  scalars: ReadonlyMap<string, IrScalar>,
  forAjv: boolean,
): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  tags.forEach((tag) => {
    properties[tag.field] = { const: tag.value };
  });
  for (const field of record.fields) properties[field.name] = fieldSchema(field, scalars, forAjv);
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

/** An object whose outer tags are fixed and whose own tag is `tagSchema`: what a union's schema starts with. */
function taggedObject(union: IrUnion, tagSchema: JsonSchema): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const tag of union.outerTags) properties[tag.field] = { const: tag.value };
  properties[union.tag] = tagSchema;
  return { type: "object", required: [...union.outerTags.map((tag) => tag.field), union.tag], properties };
}

/**
 * A `oneOf` of the members and nothing beside it: json-schema-to-typescript 16 reads a union node that
 * also declares `type`, `required` or `properties` as an object intersected with the `oneOf`, each
 * under an invented name (`ToolCallView1 & ToolCallView2`), and that object's open index signature lets
 * unknown keys through. Each member already fixes the tags as `const`s, so nothing is lost. Ajv's
 * `discriminator` needs the rest: it reads a member's tag from its own `properties` and does not look
 * through a nested union's `oneOf`.
 */
function closedUnionSchema(union: IrUnion, forAjv: boolean): JsonSchema {
  const oneOf = union.members.map((member) => refTo(member.type.name));
  if (!forAjv) return { ...annotations(union), oneOf };
  return {
    ...annotations(union),
    ...taggedObject(union, { enum: union.members.map((member) => member.tagValue) }),
    oneOf,
    discriminator: { propertyName: union.tag },
  };
}

/**
 * The known members are checked strictly; a value with any other tag is accepted as an extension.
 * Published, that is `anyOf` the members and an object whose tag is none of theirs, which
 * json-schema-to-typescript reads as the open union it is (`TextContentBlock | ImageContentBlock |
 * { type: string; [k: string]: unknown }`); under `allOf` of `if`/`then`, version 16 names the union's
 * object part apart and aliases it (`ContentBlock = ContentBlock1`). For Ajv the `if`/`then` form stays:
 * its first error is then the member's own, where the generated explainers point, while `anyOf` would
 * report the first member's.
 */
function openUnionSchema(union: IrUnion, forAjv: boolean): JsonSchema {
  const tags = union.members.map((member) => member.tagValue);
  if (!forAjv) {
    const others = taggedObject(union, { type: "string", not: { enum: tags } });
    return { ...annotations(union), anyOf: [...union.members.map((member) => refTo(member.type.name)), others] };
  }
  return {
    ...annotations(union),
    ...taggedObject(union, { type: "string" }),
    allOf: union.members.map((member) => ({
      if: { properties: { [union.tag]: { const: member.tagValue } } },
      then: refTo(member.type.name),
    })),
  };
}

function fieldSchema(field: IrField, scalars: ReadonlyMap<string, IrScalar>, forAjv: boolean): JsonSchema {
  const base = typeSchema(field.type, scalars, field, forAjv);
  // `default` is an annotation every validator ignores; it sits beside the description.
  const described = { ...annotations(field), ...(field.default === undefined ? {} : { default: field.default.value }) };
  // A description goes neither beside a `$ref` nor alone. json-schema-to-typescript merges a `$ref`
  // and its siblings into a copy of the target, which it may declare as a second type
  // (`ToolCallKind1`), and version 15 reads a schema of annotations alone as an object rather than
  // any value (its issue #432). Wrapped in `allOf`, both mean what they meant to every validator.
  if (isUnknownType(field.type)) return { ...described, allOf: [{}] };
  if (field.nullable && field.type.kind === "primitive") return { ...described, ...base, type: [base["type"], "null"] };
  if (field.nullable) return { ...described, anyOf: [base, { type: "null" }] };
  if (field.type.kind === "named") return { ...described, allOf: base["allOf"] ?? [base] };
  return { ...described, ...base };
}

/**
 * A type's schema with the constraints that apply where they sit: an array's on the outermost array,
 * the rest (and a `const`) on its items. A named scalar keeps its own in its `$defs` entry; what a
 * field adds to it goes in a second `allOf` member, which Ajv tries after the scalar's, as every host does.
 */
function typeSchema(
  type: IrTypeRef,
  scalars: ReadonlyMap<string, IrScalar>,
  own: IrConstraints,
  forAjv: boolean,
  outermost = true,
): JsonSchema {
  switch (type.kind) {
    case "primitive":
      return type.name === "unknown" ? {} : { type: type.name, ...primitiveKeywords(type.name, own) };
    case "named": {
      const scalar = scalars.get(type.name);
      const added = scalar === undefined ? {} : primitiveKeywords(scalar.primitive, own);
      // The second member names its type too, as Ajv's strict mode asks of a schema with a bound.
      return Object.keys(added).length === 0 || scalar === undefined
        ? refTo(type.name)
        : { allOf: [refTo(type.name), { type: scalar.primitive, ...added }] };
    }
    case "array":
      return {
        type: "array",
        ...(outermost ? constraintKeywords(constraintsFor(own.constraints, "array")) : {}),
        items: typeSchema(type.items, scalars, { constraints: own.constraints }, forAjv, false),
      };
    // A closed key set names its enum, whose `$defs` entry holds the keys once; a scalar key, its scalar.
    case "map":
      return {
        type: "object",
        ...(type.keys.kind === "string" ? {} : { propertyNames: refTo(type.keys.name) }),
        additionalProperties: typeSchema(type.values, scalars, { constraints: [] }, forAjv, false),
      };
    // Likewise no union: a field's number and string constraints are refused there.
    case "kind-union":
      return kindUnionSchema(type, forAjv, scalars, (member) =>
        typeSchema(member.type, scalars, { constraints: [] }, forAjv, false),
      );
  }
}

/** A primitive's `const` and the constraints of `own` that apply to it. */
function primitiveKeywords(primitive: IrScalar["primitive"], own: IrConstraints): JsonSchema {
  const target = targetOfPrimitive(primitive);
  return {
    ...(own.const === undefined ? {} : { const: own.const }),
    ...(target === undefined ? {} : constraintKeywords(constraintsFor(own.constraints, target))),
  };
}

/** Each constraint as its JSON Schema keyword, which the DSL spells the same. */
function constraintKeywords(constraints: readonly Constraint[]): JsonSchema {
  return Object.fromEntries(constraints.map((constraint) => renderConstraint(constraintKeyword, constraint)));
}

/** Every kind is JSON Schema's keyword of its own name, with the same meaning (a length in code points). */
const constraintKeyword: ConstraintTable<[string, unknown]> = {
  maximum: ({ kind, limit }) => [kind, limit],
  minimum: ({ kind, limit }) => [kind, limit],
  exclusiveMaximum: ({ kind, limit }) => [kind, limit],
  exclusiveMinimum: ({ kind, limit }) => [kind, limit],
  maxLength: ({ kind, limit }) => [kind, limit],
  minLength: ({ kind, limit }) => [kind, limit],
  // The pattern as ECMA-262 reads it with the `u` flag, anchored, every class spelt out (docs/formats.md).
  pattern: ({ source }) => ["pattern", ecmaPattern(source)],
  format: ({ format }) => ["format", format],
  maxItems: ({ kind, limit }) => [kind, limit],
  minItems: ({ kind, limit }) => [kind, limit],
};

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
