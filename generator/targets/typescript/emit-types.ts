/**
 * Emits `types.ts`: one exported interface per record and leaf variant, a closed union alias per
 * union, a literal type and a readonly tuple per union's tag values and per enum, all with the
 * vocabulary's doc lines as TSDoc. Optional (`x?: T`) and nullable (`x: T | null`) stay distinct;
 * closed types never get an index signature. An open union is the members of a `…Members`
 * interface, so a host adds block types by declaration merging rather than by editing this file.
 * A record or variant with exclusive groups is a type alias instead, so that the fields of a group
 * cannot be written together (see `exclusiveShapes`).
 *
 *     export interface FileLocation {
 *       path: string;
 *       line?: number;
 *     }
 *     export type ToolCallView = GenericCallView | TerminalCallView | DiffCallView;
 *     export type ToolCallViewCard = ToolCallView["card"];
 *     export const toolCallViewCards = ["generic", "terminal", "diff"] as const satisfies readonly ToolCallViewCard[];
 */
import {
  type Code,
  type Statement,
  block,
  braces,
  code,
  docComment,
  identifier,
  join,
  lines,
  propertyKey,
  raw,
  render,
} from "../../emit/code.js";
import type {
  Ir,
  IrConstraints,
  IrEnum,
  IrField,
  IrNamedType,
  IrRecord,
  IrScalar,
  IrTypeRef,
  IrUnion,
  IrVariant,
} from "../../lower/ir.js";
import { allNamedTypes, visitNamed } from "../../lower/ir.js";
import { type ConstraintTable, renderConstraint } from "../../model/constraints.js";
import { enumValuesName, openMemberMapName, tagTypeName, tagValuesName } from "./naming.js";

export function emitTypes(ir: Ir): Code {
  return lines(allNamedTypes(ir).map((type) => code`${emitNamed(type)}\n`));
}

function emitNamed(type: IrNamedType | IrVariant): Code {
  return visitNamed(type, { enum: emitEnum, object: emitObject, union: emitUnion, scalar: emitScalar });
}

function emitEnum(type: IrEnum): Code {
  const name = identifier(type.name);
  const values = type.values.map((value) => code`${value}`);
  return lines([
    docComment([
      type.doc,
      ...type.deprecatedValues.map(({ value, reason }) => `\`${JSON.stringify(value)}\` is deprecated: ${reason}`),
      deprecatedTag(type),
    ]),
    code`export type ${name} = ${join(values, " | ")};`,
    docComment([`Every {@link ${type.name}} value, in declaration order.`]),
    code`export const ${identifier(enumValuesName(type.name))} = [${join(values, ", ")}] as const satisfies readonly ${name}[];`,
  ]);
}

function emitObject(type: IrRecord | IrVariant): Code {
  const tagLines =
    type.kind === "variant"
      ? type.tags.map((tag) =>
          lines([
            docComment([`Selects this variant in {@link ${tag.union}}.`]),
            code`${propertyKey(tag.field)}: ${tag.value};`,
          ]),
        )
      : [];
  const exclusive = type.exclusive.map(
    (group) => `At most one of ${group.map((name) => `\`${name}\``).join(", ")} is present.`,
  );
  const gate =
    type.kind === "variant" && type.capability !== undefined
      ? `Needs the \`${type.capability}\` capability; a host without it shows the \`${type.fallback ?? ""}\` card instead.`
      : undefined;
  const doc = docComment([type.doc, ...exclusive, gate, deprecatedTag(type)]);
  const grouped = new Set(type.exclusive.flat());
  const body: Statement[] = [...tagLines, ...type.fields.filter((field) => !grouped.has(field.name)).map(emitField)];
  if (type.exclusive.length === 0) {
    return lines([doc, render([braces(code`export interface ${identifier(type.name)}`, body)])]);
  }
  // `{ … } & ( … ) & ( … );`: each group opens where the previous part closes.
  const groups = type.exclusive.map((group, index) =>
    block(code`${raw(index === 0 ? "}" : ")")} & (`, exclusiveShapes(type, group)),
  );
  return lines([doc, render([block(code`export type ${identifier(type.name)} = {`, body), ...groups, raw(");")])]);
}

/**
 * An exclusive group as the union of its allowed shapes: in each, one field of the group keeps its
 * type and the others are `?: never`, so two of them together are a type error while every shape
 * still allows none. Intersected with the rest of the type, one such union per group.
 *
 *     } & (
 *       | {
 *           exitCode?: number;
 *           signal?: never;
 *         }
 *       | { … }
 *     )
 */
function exclusiveShapes(type: IrRecord | IrVariant, group: readonly string[]): Statement[] {
  const fields = group.flatMap((name) => type.fields.filter((field) => field.name === name));
  return fields.map((present) => {
    const shape = fields.map((field) =>
      field === present ? emitField(field) : code`${propertyKey(field.name)}?: never;`,
    );
    // The object hangs from its `|`: its `{` shares that line, so its fields sit two levels in and its `}` one.
    return block(code`| {`, [render(shape, 1), raw("}")]);
  });
}

/** Each constraint as the JSDoc tag json-schema-to-typescript and TypeDoc readers know. */
const constraintTagTable: ConstraintTable<string> = {
  maximum: ({ kind, limit }) => `@${kind} ${limit}`,
  minimum: ({ kind, limit }) => `@${kind} ${limit}`,
  exclusiveMaximum: ({ kind, limit }) => `@${kind} ${limit}`,
  exclusiveMinimum: ({ kind, limit }) => `@${kind} ${limit}`,
  maxLength: ({ kind, limit }) => `@${kind} ${limit}`,
  minLength: ({ kind, limit }) => `@${kind} ${limit}`,
  pattern: ({ source }) => `@pattern ${source}`,
  format: ({ format }) => `@format ${format}`,
  maxItems: ({ kind, limit }) => `@${kind} ${limit}`,
  minItems: ({ kind, limit }) => `@${kind} ${limit}`,
};

/**
 * A named scalar is an alias of its primitive, or of its literal when it has a `const`, so a value
 * of it is used as the primitive it is; its constraints are TSDoc tags and the validators' checks.
 *
 *     export type Cost = number;   (after a TSDoc of its doc line and `@minimum 0`)
 */
function emitScalar(scalar: IrScalar): Code {
  const type = scalar.const === undefined ? primitiveType(scalar.primitive) : code`${scalar.const}`;
  return lines([
    docComment([scalar.doc, constraintTags(scalar.primitive, scalar).join("\n"), deprecatedTag(scalar)]),
    code`export type ${identifier(scalar.name)} = ${type};`,
  ]);
}

/** TSDoc tags for what a primitive's type does not say: that it is an integer, and its constraints. */
function constraintTags(primitive: string | undefined, constraints: IrConstraints): string[] {
  return [
    ...(primitive === "integer" ? ["@integer"] : []),
    ...constraints.constraints.map((constraint) => renderConstraint(constraintTagTable, constraint)),
  ];
}

function emitField(field: IrField): Code {
  const tags = [
    ...constraintTags(field.type.kind === "primitive" ? field.type.name : undefined, field),
    field.default === undefined ? undefined : `@defaultValue \`${JSON.stringify(field.default.value)}\``,
    deprecatedTag(field),
  ].filter((tag) => tag !== undefined);
  // A field fixed to one value has that value's literal type.
  const base = field.const === undefined ? typeExpression(field.type) : code`${field.const}`;
  const type = field.nullable ? code`${base} | null` : base;
  const optional = field.optional ? "?" : "";
  return lines([docComment([field.doc, tags.join("\n")]), code`${propertyKey(field.name)}${raw(optional)}: ${type};`]);
}

function emitUnion(union: IrUnion): Code {
  const name = identifier(union.name);
  const tagType = identifier(tagTypeName(union.name, union.tag));
  const tagValues = union.members.map((member) => code`${member.tagValue}`);
  const openNote = union.open
    ? `Open: values with another \`${union.tag}\` are valid; consumers handle the known members and fall through on others. Add members by merging into {@link ${openMemberMapName(union.name)}}.`
    : undefined;
  const alias = union.open
    ? lines([
        docComment([`The known members of {@link ${union.name}}, keyed by \`${union.tag}\`.`]),
        render([
          braces(
            code`export interface ${identifier(openMemberMapName(union.name))}`,
            union.members.map((member) => code`${propertyKey(member.tagValue)}: ${identifier(member.type.name)};`),
          ),
        ]),
        docComment([union.doc, openNote, deprecatedTag(union)]),
        code`export type ${name} = ${identifier(openMemberMapName(union.name))}[keyof ${identifier(openMemberMapName(union.name))}];`,
      ])
    : lines([
        docComment([union.doc, gateNote(union), deprecatedTag(union)]),
        code`export type ${name} = ${join(
          union.members.map((member) => identifier(member.type.name)),
          " | ",
        )};`,
      ]);
  return lines([
    alias,
    docComment([`The \`${union.tag}\` values of {@link ${union.name}}.`]),
    code`export type ${tagType} = ${name}[${union.tag}];`,
    docComment([`Every {@link ${tagTypeName(union.name, union.tag)}}, in declaration order.`]),
    code`export const ${identifier(tagValuesName(union.name, union.tag))} = [${join(tagValues, ", ")}] as const satisfies readonly ${tagType}[];`,
  ]);
}

function gateNote(union: IrUnion): string | undefined {
  return union.capability === undefined
    ? undefined
    : `Needs the \`${union.capability}\` capability; a host without it shows the \`${union.fallback ?? ""}\` card instead.`;
}

function typeExpression(type: IrTypeRef): Code {
  switch (type.kind) {
    case "primitive":
      return primitiveType(type.name);
    case "named":
      return identifier(type.name);
    case "array": {
      const items = typeExpression(type.items);
      return type.items.kind === "array" || type.items.kind === "kind-union" ? code`(${items})[]` : code`${items}[]`;
    }
    // A union of kinds is TypeScript's own union, which `typeof` and `Array.isArray` narrow.
    case "kind-union":
      return join(
        [...type.members.map((member) => typeExpression(member.type)), ...(type.nullable ? [code`null`] : [])],
        " | ",
      );
    // An index signature for any string or a string scalar's; a closed key set is the enum's, each key optional.
    case "map":
      if (type.keys.kind === "enum")
        return code`Partial<Record<${identifier(type.keys.name)}, ${typeExpression(type.values)}>>`;
      return code`{ [key: ${type.keys.kind === "string" ? raw("string") : identifier(type.keys.name)}]: ${typeExpression(type.values)} }`;
  }
}

function primitiveType(name: string): Code {
  return raw(name === "integer" ? "number" : name);
}

function deprecatedTag(node: { deprecated?: string }): string | undefined {
  return node.deprecated === undefined ? undefined : `@deprecated ${node.deprecated}`;
}
