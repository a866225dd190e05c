/** Every key of an enum's `deprecatedValues` is one of its values, so a deprecation cannot silently miss. */
import type { Diagnostic } from "../../model/diagnostic.js";
import { type Rule, report } from "../rule.js";
import { didYouMean } from "../suggest.js";
import { pointerOf } from "../../model/pointer.js";

export const deprecatedValues: Rule = {
  name: "deprecated enum values exist",
  check(context) {
    const found: Diagnostic[] = [];
    for (const declaration of context.declarations) {
      if (declaration.kind !== "enum") continue;
      const values = declaration.node.enum;
      for (const value of Object.keys(declaration.node.deprecatedValues ?? {})) {
        if (values.includes(value)) continue;
        found.push(
          report(
            context,
            "CARD_UNKNOWN_DEPRECATED_VALUE",
            `${declaration.pointer}/deprecatedValues${pointerOf(value)}`,
            `deprecatedValues names "${value}", which is not a value of enum "${declaration.name}"; expected one of its values`,
            { hint: didYouMean(value, values), at: "key" },
          ),
        );
      }
    }
    return found;
  },
};
