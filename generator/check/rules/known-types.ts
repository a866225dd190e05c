/** Every field's type expression can be read and names a primitive or a declared type. */
import { type Declaration, fieldsOf } from "../../model/dsl.js";
import type { Diagnostic } from "../../model/diagnostic.js";
import { type Rule, report } from "../rule.js";
import { didYouMean } from "../suggest.js";
import { isPrimitiveName, parseTypeExpression, primitiveNames } from "../../model/type-expression.js";

export const knownTypes: Rule = {
  name: "field types are known",
  check(context) {
    const found: Diagnostic[] = [];
    for (const declaration of context.declarations as Declaration[]) {
      for (const { field, pointer } of fieldsOf(declaration)) {
        const typePointer = `${pointer}/type`;
        const expression = parseTypeExpression(field.type);
        if (expression === undefined) {
          found.push(
            report(
              context,
              "CARD_BAD_TYPE_EXPRESSION",
              typePointer,
              `found type "${field.type}"; expected a primitive or type name, optionally followed by [] for an array`,
            ),
          );
        } else if (!isPrimitiveName(expression.base) && !context.typeNames.has(expression.base)) {
          const hint = didYouMean(expression.base, [...primitiveNames, ...context.typeNames]);
          const message = `unknown type "${expression.base}"; expected a primitive or a declared type or variant name`;
          found.push(report(context, "CARD_UNKNOWN_TYPE", typePointer, message, { hint }));
        }
      }
    }
    return found;
  },
};
