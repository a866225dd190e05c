/** `minimum` and `maximum` apply only to `integer` and `number` fields, and never exclude every value. */
import type { Diagnostic } from "../../model/diagnostic.js";
import { fieldsOf } from "../../model/dsl.js";
import { type Rule, report } from "../rule.js";
import { bareName, parseTypeExpression } from "../../model/type-expression.js";

export const numericConstraints: Rule = {
  name: "constraints fit their types",
  check(context) {
    const found: Diagnostic[] = [];
    for (const declaration of context.declarations) {
      for (const { name, field, pointer } of fieldsOf(declaration)) {
        const parsed = parseTypeExpression(field.type);
        const typeName = parsed.ok ? bareName(parsed.node) : undefined;
        const numeric = typeName === "integer" || typeName === "number";
        for (const constraint of ["minimum", "maximum"] as const) {
          if (field[constraint] !== undefined && !numeric) {
            found.push(
              report(
                context,
                "CARD_CONSTRAINT_TYPE",
                `${pointer}/${constraint}`,
                `found "${constraint}" on field "${name}" of type "${field.type}"; expected it only on integer or number`,
                { at: "key" },
              ),
            );
          }
        }
        if (numeric && field.minimum !== undefined && field.maximum !== undefined && field.minimum > field.maximum) {
          found.push(
            report(
              context,
              "CARD_CONSTRAINT_RANGE",
              `${pointer}/maximum`,
              `found maximum ${field.maximum} below minimum ${field.minimum} on field "${name}"; expected minimum ≤ maximum`,
            ),
          );
        }
      }
    }
    return found;
  },
};
