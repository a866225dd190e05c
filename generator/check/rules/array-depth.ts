/**
 * No field nests arrays and maps deeper than every target compiles (`maxArrayDepth`), so a
 * vocabulary that asks for more is told so, at the field, instead of generating code a host cannot
 * build, or running the generator out of stack. A map counts as a level as an array does.
 */
import { type Declaration, fieldsOf } from "../../model/dsl.js";
import type { Diagnostic } from "../../model/diagnostic.js";
import { deepestPath, maxArrayDepth, parseTypeExpression } from "../../model/type-expression.js";
import { type Rule, report } from "../rule.js";

export const arrayDepth: Rule = {
  name: "arrays and maps nest no deeper than every target compiles",
  check(context) {
    const found: Diagnostic[] = [];
    for (const declaration of context.declarations as Declaration[]) {
      for (const { field, pointer } of fieldsOf(declaration)) {
        const parsed = parseTypeExpression(field.type);
        if (!parsed.ok) continue;
        const { depth, name, maps } = deepestPath(parsed.node);
        if (depth <= maxArrayDepth) continue;
        const containers = maps === 0 ? "arrays" : "arrays and maps";
        const levels = maps === 0 ? "levels of []" : "levels of [] and map<>";
        const message = `found "${name}" nested in ${depth} ${containers}; expected at most ${maxArrayDepth} ${levels}, the deepest every target language compiles`;
        const hint = "wrap the inner arrays in a record type with a field of its own";
        found.push(report(context, "CARD_ARRAY_TOO_DEEP", `${pointer}/type`, message, { hint }));
      }
    }
    return found;
  },
};
