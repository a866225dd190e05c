/**
 * The Python sample host, written from the IR: a `match` on the union's tag with a `case` for every
 * card (a nested `match` for a nested union), each returning the card's dotted path. pyright strict
 * must pass the complete one and reject the one without the plan's left-out arm. They import the
 * module the vocabulary's distribution installs:
 *
 *     def describe(view: ToolResultView) -> str:
 *         match view["card"]:
 *             case "generic":
 *                 return "generic"
 *             case "search":
 *                 match view["shape"]:
 *                     case "matches":
 *                         return "search.matches"
 */
import type { IrUnion } from "../../../generator/lower/ir.js";
import { type ConsumerPlan, quotedSample } from "./consumer-plan.js";

function matchOf(
  union: IrUnion,
  path: readonly string[],
  omitted: readonly string[] | undefined,
  depth: number,
): string[] {
  const indent = "    ".repeat(depth);
  const cases = union.members.flatMap((member) => {
    const at = [...path, member.tagValue];
    if (omitted !== undefined && at.join(".") === omitted.join(".")) return [];
    const head = `${indent}    case ${JSON.stringify(member.tagValue)}:`;
    if (member.type.kind === "union") return [head, ...matchOf(member.type, at, omitted, depth + 2)];
    return [head, `${indent}        return ${JSON.stringify(at.join("."))}`];
  });
  return [`${indent}match view[${JSON.stringify(union.tag)}]:`, ...cases];
}

function consumer(plan: ConsumerPlan, omitted: readonly string[] | undefined, doc: string): string {
  const name = plan.union.name;
  return [
    `"""${doc}"""`,
    "",
    "import json",
    "",
    `from ${plan.packages.pythonImport} import ${name}, validate`,
    "",
    "",
    `def describe(view: ${name}) -> str:`,
    ...matchOf(plan.union, [], omitted, 1),
    "",
    "",
    `value = json.loads(${quotedSample(plan)})`,
    `if validate(value, ${JSON.stringify(name)}) == []:`,
    "    print(describe(value))",
    "",
  ].join("\n");
}

export function pythonConsumers(plan: ConsumerPlan): { readonly complete: string; readonly missingArm: string } {
  return {
    complete: consumer(plan, undefined, "A host written against the generated Python types: every card has an arm."),
    missingArm: consumer(
      plan,
      plan.omitted,
      `The same host without the "${plan.omitted.join(".")}" arm: pyright strict must reject its match.`,
    ),
  };
}
