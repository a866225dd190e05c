/**
 * The peer validators, each built once at start-up for the same vocabulary: Ajv compiled from the
 * generated JSON Schema (plain `oneOf`, and with `discriminator` as `cardc/ajv` is), and zod 4 and the TypeBox
 * compiler built from the IR the way a person would declare the vocabulary in those libraries
 * (strict objects, discriminated unions, the same bounds). Peers do not all mean exactly what the
 * generated validators mean (own keys, exclusive pairs); the benchmark counts their disagreements.
 */
import { TypeCompiler } from "@sinclair/typebox/compiler";
import { type TSchema, Type } from "@sinclair/typebox";
import { Ajv2020 } from "ajv/dist/2020.js";
import { z } from "zod";
import type {
  Ir,
  IrConstraints,
  IrNamedType,
  IrRecord,
  IrTag,
  IrTypeRef,
  IrUnion,
  IrVariant,
} from "../generator/lower/ir.js";
import { allNamedTypes } from "../generator/lower/ir.js";
import { constraintOf } from "../generator/model/constraints.js";
import { buildJsonSchema } from "../generator/emit/emit-json-schema.js";

type Check = (value: unknown) => boolean;

/**
 * Ajv compiled at start-up, a type looked up: from the published schema (plain `oneOf`), or with
 * `discriminator` from the schema the standalone validators are compiled from, which carries what
 * that keyword needs on each union.
 */
export function ajvChecks(ir: Ir, types: readonly string[], discriminator: boolean): Check[] {
  const ajv = new Ajv2020({ strict: true, discriminator, allowUnionTypes: true });
  ajv.addSchema(buildJsonSchema(ir, { forAjv: discriminator }));
  return types.map((type) => {
    const validate = ajv.getSchema(`${ir.id}#/$defs/${type}`);
    if (validate === undefined) throw new Error(`no schema for ${type}`);
    return (value) => validate(value) as boolean;
  });
}

function byName(ir: Ir): Map<string, IrNamedType | IrVariant> {
  return new Map(allNamedTypes(ir).map((type) => [type.name, type]));
}

function memo<T>(build: (type: IrNamedType | IrVariant) => T, ir: Ir): (name: string) => T {
  const types = byName(ir);
  const built = new Map<string, T>();
  return (name) => {
    let found = built.get(name);
    if (found === undefined) {
      found = build(types.get(name)!);
      built.set(name, found);
    }
    return found;
  };
}

export function zodChecks(ir: Ir, types: readonly string[]): Check[] {
  const named: (name: string) => z.ZodType = memo((type) => zodNamed(type, named), ir);
  return types.map((type) => {
    const schema = named(type);
    return (value) => schema.safeParse(value).success;
  });
}

function zodNamed(type: IrNamedType | IrVariant, named: (name: string) => z.ZodType): z.ZodType {
  switch (type.kind) {
    case "enum":
      return z.enum(type.values as [string, ...string[]]);
    case "record":
      return zodObject(type, [], named);
    case "variant":
      return zodObject(type, type.tags, named);
    case "union": {
      const members = type.members.map((member) => named(member.type.name));
      const known = z.discriminatedUnion(type.tag, members as never);
      if (!type.open) return known;
      const values = type.members.map((member) => member.tagValue);
      const other = z.looseObject({ [type.tag]: z.string().refine((tag) => !values.includes(tag)) });
      return z.union([known, other]);
    }
    case "scalar":
      return zodType({ kind: "primitive", name: type.primitive }, named, type);
  }
}

function zodObject(record: Omit<IrRecord, "kind">, tags: readonly IrTag[], named: (name: string) => z.ZodType) {
  const shape: Record<string, z.ZodType> = {};
  for (const tag of tags) shape[tag.field] = z.literal(tag.value);
  for (const field of record.fields) {
    let schema = zodType(field.type, named, field);
    if (field.nullable) schema = schema.nullable();
    shape[field.name] = field.optional ? schema.optional() : schema;
  }
  const object = z.strictObject(shape);
  if (record.exclusive.length === 0) return object;
  return object.refine((value) =>
    record.exclusive.every((group) => group.filter((name) => value[name] !== undefined).length <= 1),
  );
}

function zodType(type: IrTypeRef, named: (name: string) => z.ZodType, bounds?: IrConstraints): z.ZodType {
  if (bounds?.const !== undefined) return z.literal(bounds.const);
  switch (type.kind) {
    case "named":
      return named(type.name);
    case "array":
      return z.array(zodType(type.items, named));
    case "map":
      // An enum's schema is a `z.enum`, which keys a record; `named` types it only as a schema.
      return z.record(
        type.keys.kind === "string" ? z.string() : (named(type.keys.name) as unknown as z.ZodString),
        zodType(type.values, named),
      );
    case "kind-union": {
      const members = type.members.map((member) => zodType(member.type, named));
      const all = type.nullable ? [...members, z.null()] : members;
      return all.length === 1 ? (all[0] as z.ZodType) : z.union(all as [z.ZodType, z.ZodType, ...z.ZodType[]]);
    }
    case "primitive":
      switch (type.name) {
        case "string":
          return z.string();
        case "boolean":
          return z.boolean();
        case "unknown":
          return z.unknown();
        case "integer":
        case "number": {
          let number = type.name === "integer" ? z.number().int() : z.number();
          const minimum = limitOf(bounds, "minimum");
          const maximum = limitOf(bounds, "maximum");
          if (minimum !== undefined) number = number.min(minimum);
          if (maximum !== undefined) number = number.max(maximum);
          return number;
        }
      }
  }
}

export function typeBoxChecks(ir: Ir, types: readonly string[]): Check[] {
  const named: (name: string) => TSchema = memo((type) => typeBoxNamed(type, named), ir);
  return types.map((type) => {
    const compiled = TypeCompiler.Compile(named(type));
    return (value) => compiled.Check(value);
  });
}

function typeBoxNamed(type: IrNamedType | IrVariant, named: (name: string) => TSchema): TSchema {
  switch (type.kind) {
    case "enum":
      return Type.Union(type.values.map((value) => Type.Literal(value)));
    case "record":
      return typeBoxObject(type, [], named);
    case "variant":
      return typeBoxObject(type, type.tags, named);
    case "union":
      return typeBoxUnion(type, named);
    case "scalar":
      return typeBoxType({ kind: "primitive", name: type.primitive }, named, type);
  }
}

function typeBoxUnion(union: IrUnion, named: (name: string) => TSchema): TSchema {
  const members = union.members.map((member) => named(member.type.name));
  if (!union.open) return Type.Union(members);
  const known = Type.Union(union.members.map((member) => Type.Literal(member.tagValue)));
  const other = Type.Intersect([
    Type.Object({ [union.tag]: Type.String() }),
    Type.Not(Type.Object({ [union.tag]: known })),
  ]);
  return Type.Union([...members, other]);
}

function typeBoxObject(record: Omit<IrRecord, "kind">, tags: readonly IrTag[], named: (name: string) => TSchema) {
  const shape: Record<string, TSchema> = {};
  for (const tag of tags) shape[tag.field] = Type.Literal(tag.value);
  for (const field of record.fields) {
    let schema = typeBoxType(field.type, named, field);
    if (field.nullable) schema = Type.Union([schema, Type.Null()]);
    shape[field.name] = field.optional ? Type.Optional(schema) : schema;
  }
  return Type.Object(shape, { additionalProperties: false });
}

function typeBoxType(type: IrTypeRef, named: (name: string) => TSchema, bounds?: IrConstraints): TSchema {
  if (bounds?.const !== undefined) return Type.Literal(bounds.const);
  switch (type.kind) {
    case "named":
      return named(type.name);
    case "array":
      return Type.Array(typeBoxType(type.items, named));
    case "map":
      return Type.Record(
        type.keys.kind === "string" ? Type.String() : named(type.keys.name),
        typeBoxType(type.values, named),
      );
    case "kind-union":
      return Type.Union([
        ...type.members.map((member) => typeBoxType(member.type, named)),
        ...(type.nullable ? [Type.Null()] : []),
      ]);
    case "primitive": {
      const minimum = limitOf(bounds, "minimum");
      const maximum = limitOf(bounds, "maximum");
      const limits = {
        ...(minimum === undefined ? {} : { minimum }),
        ...(maximum === undefined ? {} : { maximum }),
      };
      switch (type.name) {
        case "string":
          return Type.String();
        case "boolean":
          return Type.Boolean();
        case "unknown":
          return Type.Unknown();
        case "integer":
          return Type.Integer(limits);
        case "number":
          return Type.Number(limits);
      }
    }
  }
}

/** A field's numeric bound of one kind, for the peers that take bounds as options. */
function limitOf(field: IrConstraints | undefined, kind: "minimum" | "maximum"): number | undefined {
  return field === undefined ? undefined : constraintOf(field.constraints, kind)?.limit;
}
