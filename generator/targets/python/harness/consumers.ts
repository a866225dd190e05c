/**
 * The Python sample host, written from the IR in the style `docs/hosts.md` documents: an `if`/`elif`
 * chain comparing the union's tag with `==`, an arm for every card (a nested chain for a nested
 * union), each returning the card's dotted path, and `assert_never` where the cards run out. Both
 * pyright strict and mypy --strict must pass the complete one and reject the one without the plan's
 * left-out arm, whose `assert_never` then receives that card. They import the module the vocabulary's
 * distribution installs:
 *
 *     def describe(view: ToolResultView) -> str:
 *         if view["card"] == "generic":
 *             return "generic"
 *         elif view["card"] == "search":
 *             if view["shape"] == "matches":
 *                 return "search.matches"
 *             ...
 *             else:
 *                 assert_never(view)
 *         else:
 *             assert_never(view)
 */
import type { IrUnion } from "../../../lower/ir.js";
import { type ConsumerPlan, quotedSample } from "../../shared/consumer-plan.js";

function chainOf(
  union: IrUnion,
  path: readonly string[],
  omitted: readonly string[] | undefined,
  depth: number,
): string[] {
  const indent = "    ".repeat(depth);
  const arms = union.members.flatMap((member) => {
    const at = [...path, member.tagValue];
    if (omitted !== undefined && at.join(".") === omitted.join(".")) return [];
    const body =
      member.type.kind === "union"
        ? chainOf(member.type, at, omitted, depth + 1)
        : [`${indent}    return ${JSON.stringify(at.join("."))}`];
    return [{ test: `view[${JSON.stringify(union.tag)}] == ${JSON.stringify(member.tagValue)}`, body }];
  });
  // mypy 1.0 narrows a union of TypedDicts on `==` against a tag, never on a `match` of the tag.
  return [
    ...arms.flatMap((arm, position) => [`${indent}${position === 0 ? "if" : "elif"} ${arm.test}:`, ...arm.body]),
    `${indent}else:`,
    `${indent}    assert_never(view)`,
  ];
}

function consumer(plan: ConsumerPlan, omitted: readonly string[] | undefined, doc: string): string {
  const name = plan.union.name;
  return [
    `"""${doc}"""`,
    "",
    "import json",
    "from typing import assert_never",
    "",
    `from ${plan.packages.pythonImport} import ${name}, validate`,
    "",
    "",
    `def describe(view: ${name}) -> str:`,
    ...chainOf(plan.union, [], omitted, 1),
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
      `The same host without the "${plan.omitted.join(".")}" arm: pyright strict and mypy --strict must reject it.`,
    ),
  };
}
