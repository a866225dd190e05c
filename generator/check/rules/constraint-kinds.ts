/**
 * A constraint applies only to the kind of value it constrains: `minimum`, `maximum` and the
 * exclusive bounds to an `integer` or a `number`, `minLength`, `maxLength`, `pattern` and `format` to a `string`, each
 * of these also to an array of them (every item is held to it), and `minItems` and `maxItems` to an
 * array. A named scalar is its primitive here, declared or used: a field of type `Cost` may add a
 * bound to the scalar's. Elsewhere JSON Schema would ignore it silently; the vocabulary's author
 * meant something.
 */
import type { Diagnostic } from "../../model/diagnostic.js";
import { type ConstraintTarget, constraintKinds, constraintOrder, targetOfPrimitive } from "../../model/constraints.js";
import { constrainedNodes } from "../constrained-nodes.js";
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
    for (const node of constrainedNodes(context)) {
      const fits: Record<ConstraintTarget, boolean> = {
        number: node.base !== undefined && targetOfPrimitive(node.base) === "number",
        string: node.base !== undefined && targetOfPrimitive(node.base) === "string",
        array: node.arrayDepth > 0,
      };
      for (const kind of constraintOrder) {
        const target = constraintKinds[kind].target;
        if (node.constraints[kind] === undefined || fits[target]) continue;
        found.push(
          report(
            context,
            "CARD_CONSTRAINT_TYPE",
            `${node.pointer}/${kind}`,
            `found "${kind}" on ${node.typed}; expected it only on ${expected[target]}`,
            { at: "key" },
          ),
        );
      }
    }
    return found;
  },
};
