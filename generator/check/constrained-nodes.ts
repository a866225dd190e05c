/**
 * Every place a vocabulary writes constraints: each named scalar, and each field, with what its
 * constraints constrain. A field whose type is a named scalar (or an array of one) constrains the
 * scalar's primitive, so the rules that hold constraints to their kind, their ranges and their
 * `const` read one list and treat a scalar and a field alike.
 */
import type { DslConstraints } from "../model/dsl.js";
import { fieldsOf } from "../model/dsl.js";
import { parseTypeExpression, type TypeNode } from "../model/type-expression.js";
import type { RuleContext } from "./rule.js";

export interface ConstrainedNode {
  /** Where the node is declared; its keywords sit under it. */
  readonly pointer: string;
  /** `scalar "Cost"`, `field "cost"`, as a message names it. */
  readonly named: string;
  /** `scalar "Cost" of type "number"`, `field "cost" of type "Cost[]"`. */
  readonly typed: string;
  readonly constraints: DslConstraints;
  /**
   * The innermost name of its type once arrays are taken off, a named scalar read as its primitive;
   * undefined for a map. A name that is neither a primitive nor a scalar stays as it is.
   */
  readonly base: string | undefined;
  /** How many arrays hold the base. */
  readonly arrayDepth: number;
  readonly nullable: boolean;
  /** The named scalar the base was read through, if any. */
  readonly scalar?: { readonly name: string; readonly constraints: DslConstraints };
}

export function constrainedNodes(context: RuleContext): ConstrainedNode[] {
  const scalars = new Map(
    context.declarations.flatMap((declaration) =>
      declaration.kind === "scalar" ? [[declaration.name, declaration.node] as const] : [],
    ),
  );
  const found: ConstrainedNode[] = [];
  for (const declaration of context.declarations) {
    if (declaration.kind === "scalar") {
      const { name, node } = declaration;
      found.push({
        pointer: declaration.pointer,
        named: `scalar "${name}"`,
        typed: `scalar "${name}" of type "${node.type}"`,
        constraints: node,
        base: node.type,
        arrayDepth: 0,
        nullable: false,
      });
    }
    for (const { name, field, pointer } of fieldsOf(declaration)) {
      const shape = arrayShape(field.type);
      if (shape === undefined) continue;
      const scalar = shape.base === undefined ? undefined : scalars.get(shape.base);
      found.push({
        pointer,
        named: `field "${name}"`,
        typed: `field "${name}" of type "${field.type}"`,
        constraints: field,
        base: scalar?.type ?? shape.base,
        arrayDepth: shape.arrayDepth,
        nullable: field.nullable === true,
        ...(scalar === undefined || shape.base === undefined
          ? {}
          : { scalar: { name: shape.base, constraints: scalar } }),
      });
    }
  }
  return found;
}

/**
 * A field type's innermost name and how many arrays hold it; a map's name is undefined, since a
 * field's number and string constraints apply to no map. Undefined for an unreadable type.
 */
export function arrayShape(text: string): { base: string | undefined; arrayDepth: number } | undefined {
  const parsed = parseTypeExpression(text);
  if (!parsed.ok) return undefined;
  let node: TypeNode = parsed.node;
  let arrayDepth = 0;
  while (node.kind === "array") {
    node = node.items;
    arrayDepth++;
  }
  return { base: node.kind === "name" ? node.name : undefined, arrayDepth };
}
