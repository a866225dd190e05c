/**
 * A `default` says what a reader may assume when a key is absent, so it belongs on an optional field
 * only: a required key is never absent. Whether the value fits the field is checked on the IR, by
 * the field's own checks (`core/check-defaults.ts`).
 */
import type { Diagnostic } from "../../model/diagnostic.js";
import { fieldsOf } from "../../model/dsl.js";
import { type Rule, report } from "../rule.js";

export const defaults: Rule = {
  name: "defaults sit on optional fields",
  check(context) {
    const found: Diagnostic[] = [];
    for (const declaration of context.declarations) {
      for (const { name, field, pointer } of fieldsOf(declaration)) {
        if (!Object.hasOwn(field, "default") || field.optional === true) continue;
        const message = `found a default on required field "${name}"; expected it only on an optional field, whose key may be absent`;
        found.push(report(context, "CARD_BAD_DEFAULT", `${pointer}/default`, message, { at: "key" }));
      }
    }
    return found;
  },
};
