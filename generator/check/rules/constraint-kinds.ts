/**
 * A constraint applies only to the kind of value it constrains: `minimum`, `maximum` and the
 * exclusive bounds to an `integer` or a `number`, `minLength`, `maxLength`, `pattern` and `format` to a `string`, each
 * of these also to an array of them (every item is held to it), and `minItems` and `maxItems` to an
 * array. Elsewhere JSON Schema would ignore it silently; the vocabulary's author meant something.
 */
import type { Diagnostic } from "../../model/diagnostic.js";
import { fieldsOf } from "../../model/dsl.js";
import { parseTypeExpression, type TypeNode } from "../../model/type-expression.js";
import { type ConstraintTarget, constraintKinds, constraintOrder, targetOfPrimitive } from "../../model/constraints.js";
import { type Rule, report } from "../rule.js";

const expected: Record<ConstraintTarget, string> = {
  number: "integer or number, or an array of them",
  string: "string, or an array of strings",
  array: "an array",
};

export const constraintKindsRule: Rule = {
  name: "constraints fit their types",
  check(context) {
    const found: Diagnostic[] = [];
    for (const declaration of context.declarations) {
      for (const { name, field, pointer } of fieldsOf(declaration)) {
        const expression = arrayShape(field.type);
        if (expression === undefined) continue;
        const fits: Record<ConstraintTarget, boolean> = {
          number: expression.base !== undefined && targetOfPrimitive(expression.base) === "number",
          string: expression.base !== undefined && targetOfPrimitive(expression.base) === "string",
          array: expression.arrayDepth > 0,
        };
        for (const kind of constraintOrder) {
          const target = constraintKinds[kind].target;
          if (field[kind] === undefined || fits[target]) continue;
          found.push(
            report(
              context,
              "CARD_CONSTRAINT_TYPE",
              `${pointer}/${kind}`,
              `found "${kind}" on field "${name}" of type "${field.type}"; expected it only on ${expected[target]}`,
              { at: "key" },
            ),
          );
        }
      }
    }
    return found;
  },
};

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
