/** An exclusive group names at least two distinct optional fields of its own record. */
import type { Diagnostic } from "../../model/diagnostic.js";
import { type Rule, report } from "../rule.js";
import { didYouMean } from "../suggest.js";

export const exclusiveGroups: Rule = {
  name: "exclusive groups name optional fields",
  check(context) {
    const found: Diagnostic[] = [];
    for (const declaration of context.declarations) {
      if (declaration.kind !== "record" && declaration.kind !== "variant") continue;
      const { fields, exclusive = [] } = declaration.node;
      exclusive.forEach((group, groupIndex) => {
        const groupPointer = `${declaration.pointer}/exclusive/${groupIndex}`;
        if (new Set(group).size < 2) {
          found.push(
            report(
              context,
              "CARD_BAD_EXCLUSIVE",
              groupPointer,
              `found an exclusive group of ${new Set(group).size} distinct field(s) in "${declaration.name}"; expected at least two`,
            ),
          );
        }
        group.forEach((name, index) => {
          const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
          if (field === undefined) {
            found.push(
              report(
                context,
                "CARD_BAD_EXCLUSIVE",
                `${groupPointer}/${index}`,
                `exclusive group names "${name}", which is not a field of "${declaration.name}"; expected one of its optional fields`,
                { hint: didYouMean(name, Object.keys(fields)) },
              ),
            );
          } else if (field.optional !== true) {
            found.push(
              report(
                context,
                "CARD_BAD_EXCLUSIVE",
                `${groupPointer}/${index}`,
                `exclusive group names required field "${name}" of "${declaration.name}"; expected optional fields only`,
              ),
            );
          }
        });
      });
    }
    return found;
  },
};
