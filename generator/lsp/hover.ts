/**
 * Hover: what a type name or tag value under the cursor declares, in Markdown: its name and kind
 * (for a variant, the union and tag value that select it; for a named scalar, its primitive and
 * constraints), its `doc`, and its deprecation reason when it has one, so an author sees what they
 * are about to use without leaving the field. Where the name stands in a union of kinds, the union
 * follows; over a field's type, the field's `default`.
 */
import { type Hover, MarkupKind } from "vscode-languageserver";
import type { TextDocument } from "vscode-languageserver-textdocument";
import type { Declaration } from "../model/dsl.js";
import { rangeOf } from "./ranges.js";
import { describeConstraints } from "../model/describe-constraints.js";
import { lowerConstraints } from "../lower/lower-constraints.js";
import { pointerTokens } from "../model/pointer.js";
import { tagDeclaration, targetAt, typeDeclaration, type VocabularyIndex } from "./vocabulary-index.js";

/** How many enum values a hover lists before it says how many more there are. */
const listedEnumValues = 12;

function kindLine(declaration: Declaration): string {
  const parent = "ancestors" in declaration ? declaration.ancestors.at(-1) : undefined;
  if (parent !== undefined) {
    const what = declaration.kind === "union" ? "nested union" : "variant";
    return `${what} of \`${parent.unionName}\`, selected by \`${parent.union.tag}: "${parent.tagValue}"\``;
  }
  switch (declaration.kind) {
    case "enum": {
      const values = declaration.node.enum.slice(0, listedEnumValues).map((value) => `"${value}"`);
      const more = declaration.node.enum.length - values.length;
      return `enum: ${values.join(" | ")}${more > 0 ? ` and ${more} more` : ""}`;
    }
    case "record":
      return "record";
    case "union":
      return `union, tagged by \`${declaration.node.tag}\``;
    case "variant":
      return "variant";
    case "scalar":
      return `scalar: ${describeConstraints(declaration.node.type, lowerConstraints(declaration.node))}`;
  }
}

/** The hover text of a declaration; `doc` and `deprecated` are shown only when they are text. */
export function describeDeclaration(declaration: Declaration): string {
  const { doc, deprecated } = declaration.node as { doc?: unknown; deprecated?: unknown };
  return [
    `**${declaration.name}** — ${kindLine(declaration)}`,
    ...(typeof doc === "string" && doc !== "" ? [doc] : []),
    ...(typeof deprecated === "string" ? [`**Deprecated:** ${deprecated}`] : []),
  ].join("\n\n");
}

/** The default of the field whose `type` is at `typePointer`, as a line of the hover; none without one. */
function defaultLine(index: VocabularyIndex, typePointer: string): string[] {
  let node: unknown = index.source.value;
  for (const token of pointerTokens(typePointer).slice(0, -1)) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, token)) return [];
    node = (node as Record<string, unknown>)[token];
  }
  if (typeof node !== "object" || node === null || !Object.hasOwn(node, "default")) return [];
  return [`**Default here:** \`${JSON.stringify((node as { default: unknown }).default)}\``];
}

/** Where a name stands as a member of a union of kinds, which its value's JSON kind selects. */
function unionLine(union: string): string {
  return `Member of \`${union}\`, taken by a value of its JSON kind.`;
}

export function hoverAt(document: TextDocument, index: VocabularyIndex, offset: number): Hover | null {
  const target = targetAt(index, offset);
  if (target === undefined) return null;
  const declaration =
    target.kind === "type"
      ? typeDeclaration(index, target.name)?.declaration
      : tagDeclaration(index, target.union, target.tag)?.variant;
  if (declaration === undefined) return null;
  const reference = index.typeReferences.find((candidate) => candidate.nameSpan.start === target.nameSpan.start);
  const fieldDefault = reference === undefined ? [] : defaultLine(index, reference.pointer);
  const union = target.kind === "type" && target.union !== undefined ? [unionLine(target.union)] : [];
  return {
    contents: {
      kind: MarkupKind.Markdown,
      value: [describeDeclaration(declaration), ...union, ...fieldDefault].join("\n\n"),
    },
    range: rangeOf(document, target.nameSpan),
  };
}
