/**
 * No field nests arrays deeper than every target compiles (`maxArrayDepth`), so a vocabulary that
 * asks for more is told so, at the field, instead of generating code a host cannot build, or
 * running the generator out of stack.
 */
import { type Declaration, fieldsOf } from "../../model/dsl.js";
import type { Diagnostic } from "../../model/diagnostic.js";
import { maxArrayDepth, parseTypeExpression } from "../../model/type-expression.js";
import { type Rule, report } from "../rule.js";

export const arrayDepth: Rule = {
  name: "arrays nest no deeper than every target compiles",
  check(context) {
    const found: Diagnostic[] = [];
    for (const declaration of context.declarations as Declaration[]) {
      for (const { field, pointer } of fieldsOf(declaration)) {
        const expression = parseTypeExpression(field.type);
        if (expression === undefined || expression.arrayDepth <= maxArrayDepth) continue;
        const message = `found "${expression.base}" nested in ${expression.arrayDepth} arrays; expected at most ${maxArrayDepth} levels of [], the deepest every target language compiles`;
        const hint = "wrap the inner arrays in a record type with a field of its own";
        found.push(report(context, "CARD_ARRAY_TOO_DEEP", `${pointer}/type`, message, { hint }));
      }
    }
    return found;
  },
};
