/**
 * A `const` fixes a primitive to one value of its kind: on a named scalar, or on a field whose type
 * is a primitive, never on an array, a map, a nullable field (whose null it would refuse) or a field
 * whose type is a named scalar (the scalar is where a fixed value is declared, once, and holds
 * wherever the scalar is used). Whether the value lies
 * within the constraints is asked of the lowered rule, by the hosts' own table of broken constraints
 * (`core/check-consts.ts`).
 */
import type { Diagnostic } from "../../model/diagnostic.js";
import { type ConstrainedNode, constrainedNodes } from "../constrained-nodes.js";
import { type Rule, report } from "../rule.js";

export const constValues: Rule = {
  name: "consts fit their types",
  check(context) {
    const found: Diagnostic[] = [];
    for (const node of constrainedNodes(context)) {
      const value = node.constraints.const;
      if (value === undefined) continue;
      const problem = constProblem(node, value);
      if (problem === undefined) continue;
      const message = `found const ${JSON.stringify(value)} on ${node.typed}; expected ${problem}`;
      found.push(report(context, "CARD_BAD_CONST", `${node.pointer}/const`, message));
    }
    return found;
  },
};

/** What a `const` should have been, or undefined when it fits its node. */
function constProblem(node: ConstrainedNode, value: string | number | boolean): string | undefined {
  const primitive = node.base;
  const fixable =
    primitive === "string" || primitive === "integer" || primitive === "number" || primitive === "boolean";
  if (!fixable || node.arrayDepth > 0) return "it only on a string, integer, number or boolean, or on a named scalar";
  if (node.nullable) return "no const on a nullable field, whose null it would refuse";
  const kind = primitive === "integer" ? "number" : primitive;
  if (typeof value !== kind || (primitive === "integer" && !Number.isInteger(value)))
    return `${primitive === "integer" ? "an integer" : `a ${primitive}`}, as the type says`;
  if (node.scalar !== undefined)
    return `it on scalar "${node.scalar.name}" (or a scalar of its own), whose const holds wherever it is used`;
  return undefined;
}
