/**
 * A field's constraints leave some value: a lower bound never above its upper bound (`minimum` ≤
 * `maximum`, `minLength` ≤ `maxLength`, `minItems` ≤ `maxItems`), an exclusive bound strictly
 * beyond the other side, and an integer field's bounds with a whole number between them
 * (`exclusiveMinimum: 1, exclusiveMaximum: 2` admits a number but no integer). A named scalar's
 * are held alike. Each clash is reported at the upper bound's keyword.
 */
import type { Diagnostic } from "../../model/diagnostic.js";
import type { DslConstraints } from "../../model/dsl.js";
import { constrainedNodes } from "../constrained-nodes.js";
import { type Rule, report } from "../rule.js";

/** The numeric keywords: the bounds, not a string constraint such as `pattern`. */
type Bound = {
  [K in keyof DslConstraints]-?: DslConstraints[K] extends number | undefined ? K : never;
}[keyof DslConstraints];

/** Each pair of a lower and an upper bound, and whether either side excludes its limit. */
const pairs: readonly { low: Bound; high: Bound; strict: boolean }[] = [
  { low: "minimum", high: "maximum", strict: false },
  { low: "exclusiveMinimum", high: "maximum", strict: true },
  { low: "minimum", high: "exclusiveMaximum", strict: true },
  { low: "exclusiveMinimum", high: "exclusiveMaximum", strict: true },
  { low: "minLength", high: "maxLength", strict: false },
  { low: "minItems", high: "maxItems", strict: false },
];

const exclusive = new Set<Bound>(["exclusiveMinimum", "exclusiveMaximum"]);

/** The least integer a lower bound admits and the greatest an upper bound admits. */
function lowestInteger(bound: Bound, limit: number): number {
  return exclusive.has(bound) ? Math.floor(limit) + 1 : Math.ceil(limit);
}
function highestInteger(bound: Bound, limit: number): number {
  return exclusive.has(bound) ? Math.ceil(limit) - 1 : Math.floor(limit);
}

export const constraintRanges: Rule = {
  name: "constraints leave some value",
  check(context) {
    const found: Diagnostic[] = [];
    for (const { pointer, named, constraints, base } of constrainedNodes(context)) {
      const integer = base === "integer";
      for (const { low, high, strict } of pairs) {
        const lowLimit = constraints[low];
        const highLimit = constraints[high];
        if (lowLimit === undefined || highLimit === undefined) continue;
        const empty = strict ? lowLimit >= highLimit : lowLimit > highLimit;
        const noInteger = integer && lowestInteger(low, lowLimit) > highestInteger(high, highLimit);
        if (!empty && !noInteger) continue;
        const relation = strict ? "<" : "≤";
        const what = empty
          ? strict
            ? `not above ${low} ${lowLimit}`
            : `below ${low} ${lowLimit}`
          : `with no integer above ${low} ${lowLimit}`;
        found.push(
          report(
            context,
            "CARD_CONSTRAINT_RANGE",
            `${pointer}/${high}`,
            `found ${high} ${highLimit} ${what} on ${named}; expected ${empty ? `${low} ${relation} ${high}` : "a whole number between them"}`,
          ),
        );
      }
    }
    return found;
  },
};
