/** Every field's type expression can be read, and each name in it is a primitive or a declared type. */
import { type Declaration, fieldsOf } from "../../model/dsl.js";
import type { Diagnostic } from "../../model/diagnostic.js";
import { type Rule, report } from "../rule.js";
import { didYouMean } from "../suggest.js";
import { offsetInType } from "../type-place.js";
import { isPrimitiveName, namesIn, parseTypeExpression, primitiveNames } from "../../model/type-expression.js";

export const knownTypes: Rule = {
  name: "field types are known",
  check(context) {
    const found: Diagnostic[] = [];
    for (const declaration of context.declarations as Declaration[]) {
      for (const { field, pointer } of fieldsOf(declaration)) {
        const typePointer = `${pointer}/type`;
        const parsed = parseTypeExpression(field.type);
        if (!parsed.ok) {
          const { offset, expected } = parsed.error;
          const message = `found type "${field.type}", unreadable at character ${offset + 1}; expected ${expected} there: a primitive or type name, T[] for an array, map<K, V> for a map, A | B for a union of kinds, ( ) to group`;
          found.push({
            ...report(context, "CARD_BAD_TYPE_EXPRESSION", typePointer, message),
            offset: offsetInType(context, typePointer, field.type, offset),
          });
          continue;
        }
        for (const { name, offset } of namesIn(parsed.node)) {
          if (isPrimitiveName(name) || context.typeNames.has(name)) continue;
          const hint = didYouMean(name, [...primitiveNames, ...context.typeNames]);
          const message = `unknown type "${name}"; expected a primitive or a declared type or variant name`;
          found.push({
            ...report(context, "CARD_UNKNOWN_TYPE", typePointer, message, { hint }),
            offset: offsetInType(context, typePointer, field.type, offset),
          });
        }
      }
    }
    return found;
  },
};
