/**
 * Emits `docs/vocabulary.md`, the vocabulary reference for people: the union tree as an indented
 * text diagram, then every type in declaration order — enums with their values, records and leaf
 * variants with a table of fields (type, presence, nullability, constraints and default, doc line),
 * unions with their members' capability and fallback, named scalars with their constraints — and
 * every deprecation. All vocabulary text goes through
 * the escaping of `markdown.ts`.
 *
 *     ToolResultView (closed, tag "card")
 *     ├─ "generic" GenericResultView
 *     ├─ "search" SearchResultView (closed, tag "shape") [needs search, else "generic"]
 *     │  ├─ "matches" SearchMatchesResultView
 *
 *     | field | type | presence | null | constraints | doc |
 *     | `path` | `string` | required | not null | | Path of the file, as the tool saw it. |
 */
import { typeRefText } from "../lower/type-refs.js";
import { allNamedTypes, type Ir, type IrEnum, type IrField, type IrNamedType, type IrRecord } from "../lower/ir.js";
import type { IrConstraints, IrScalar, IrUnion, IrVariant } from "../lower/ir.js";
import { boundPhrases } from "../model/describe-constraints.js";
import { codeSpan, escapeInline as text, fencedBlock, paragraph, quoted, table } from "../../lib/markdown.js";

export function emitReference(ir: Ir, notice: string): string {
  const unions = ir.types.filter((type): type is IrUnion => type.kind === "union");
  const sections = [
    notice,
    `# Vocabulary reference: ${text(ir.id)}`,
    paragraph(ir.doc),
    "Generated from the schema with every type in declaration order. Notation: _required_ means the key must be present, _optional_ that it may be absent; _nullable_ means the value may be `null`.",
    ...(unions.length === 0 ? [] : ["## Union tree", fencedBlock(unions.map(unionTree).join("\n\n"), "text")]),
    "## Types",
    ...allNamedTypes(ir).map(typeSection),
  ];
  return `${sections.join("\n\n")}\n`;
}

function unionTree(union: IrUnion): string {
  const rows = [`${union.name} ${unionTraits(union)}`];
  const walk = (members: IrUnion["members"], indent: string) => {
    members.forEach((member, index) => {
      const last = index === members.length - 1;
      const type = member.type;
      const traits = type.kind === "union" ? ` ${unionTraits(type)}` : "";
      rows.push(
        `${indent}${last ? "└─" : "├─"} ${JSON.stringify(member.tagValue)} ${type.name}${traits}${gateText(type)}`,
      );
      if (type.kind === "union") walk(type.members, `${indent}${last ? "   " : "│  "}`);
    });
  };
  walk(union.members, "");
  return rows.join("\n");
}

function unionTraits(union: IrUnion): string {
  return `(${union.open ? "open" : "closed"}, tag ${JSON.stringify(union.tag)})`;
}

function gateText(type: IrVariant | IrUnion): string {
  if (type.capability === undefined) return "";
  return ` [needs ${type.capability}, else ${JSON.stringify(type.fallback ?? "")}]`;
}

function typeSection(type: IrNamedType | IrVariant): string {
  switch (type.kind) {
    case "enum":
      return enumSection(type);
    case "record":
      return recordSection(`### ${codeSpan(type.name)} — record`, type, []);
    case "variant":
      return recordSection(
        `### ${codeSpan(type.name)} — variant of ${codeSpan(type.tags.at(-1)?.union ?? "")}`,
        type,
        variantFacts(type),
      );
    case "union":
      return unionSection(type);
    case "scalar":
      return scalarSection(type);
  }
}

function deprecation(node: { readonly deprecated?: string }): string[] {
  return node.deprecated === undefined ? [] : [`**Deprecated:** ${text(node.deprecated)}`];
}

function enumSection(type: IrEnum): string {
  return [
    `### ${codeSpan(type.name)} — enum`,
    paragraph(type.doc),
    ...deprecation(type),
    `Values: ${type.values.map(quoted).join(", ")}.`,
  ].join("\n\n");
}

function variantFacts(type: IrVariant): string[] {
  const selector = type.tags.map((tag) => `${codeSpan(tag.field)}: ${quoted(tag.value)}`).join(", ");
  const gate =
    type.capability === undefined
      ? "Capability: none needed."
      : `Capability: ${quoted(type.capability)}; a host without it shows the ${quoted(type.fallback ?? "")} card instead.`;
  const examples = type.examples.length === 0 ? [] : [`Examples: ${type.examples.length} (see the card gallery).`];
  return [`Selected by ${selector}.`, gate, ...examples];
}

function recordSection(heading: string, type: IrRecord | IrVariant, facts: readonly string[]): string {
  const exclusive = type.exclusive.map(
    (group) => `At most one of ${group.map((name) => codeSpan(name)).join(", ")} is present.`,
  );
  const fields =
    type.fields.length === 0
      ? "No fields."
      : table(["field", "type", "presence", "null", "constraints", "doc"], type.fields.map(fieldRow));
  return [heading, paragraph(type.doc), ...deprecation(type), ...facts, fields, ...exclusive].join("\n\n");
}

function fieldRow(field: IrField): string[] {
  const doc = [text(field.doc), ...deprecation(field)].join(" ");
  return [
    codeSpan(field.name),
    codeSpan(typeRefText(field.type)),
    field.optional ? "optional" : "required",
    // A union of kinds with null as a member takes null as a nullable field does.
    field.nullable || (field.type.kind === "kind-union" && field.type.nullable) ? "nullable" : "not null",
    constraintText(field),
    doc,
  ];
}

/** A field's or a scalar's constraints, and a field's default, in one cell. */
function constraintText(node: IrConstraints & { readonly default?: { readonly value: unknown } }): string {
  return [
    ...(node.const === undefined ? [] : [`always ${codeSpan(JSON.stringify(node.const))}`]),
    ...boundPhrases(node.constraints),
    ...(node.default === undefined ? [] : [`default ${codeSpan(JSON.stringify(node.default.value))}`]),
  ].join(", ");
}

function scalarSection(scalar: IrScalar): string {
  const constraints = constraintText(scalar);
  return [
    `### ${codeSpan(scalar.name)} — scalar`,
    paragraph(scalar.doc),
    ...deprecation(scalar),
    `${/^[aeiou]/.test(scalar.primitive) ? "An" : "A"} ${codeSpan(scalar.primitive)}${constraints === "" ? "" : `: ${constraints}`}. Its constraints hold wherever it is used.`,
  ].join("\n\n");
}

function unionSection(union: IrUnion): string {
  const outer = union.outerTags.map((tag) => `${codeSpan(tag.field)}: ${quoted(tag.value)}`).join(", ");
  const kind = union.open
    ? `Open union on ${codeSpan(union.tag)}: a value with another ${codeSpan(union.tag)} is valid, so consumers handle the known members and fall through on others.`
    : `Closed union on ${codeSpan(union.tag)}: no other ${codeSpan(union.tag)} is valid, so every bridge has one arm per member.`;
  const rows = union.members.map((member) => [
    quoted(member.tagValue),
    codeSpan(member.type.name),
    member.type.capability === undefined ? "" : quoted(member.type.capability),
    member.type.fallback === undefined ? "" : quoted(member.type.fallback),
    [text(member.type.doc), ...deprecation(member.type)].join(" "),
  ]);
  return [
    `### ${codeSpan(union.name)} — union`,
    paragraph(union.doc),
    ...deprecation(union),
    ...(outer === "" ? [] : [`Selected by ${outer}.`]),
    kind,
    table([codeSpan(union.tag), "type", "capability", "fallback", "doc"], rows),
  ].join("\n\n");
}
