/**
 * The Go sample host, written from the IR: a handler with one method per card (nested unions'
 * cards included), each giving the card's dotted path, passed to the generated `Visit…`. The
 * complete one must build and run; the one without the plan's left-out method must not build. They
 * import the package by its module path and name it by its package clause:
 *
 *     func (describe) SearchMatchesResultView(toolcards.SearchMatchesResultView) string {
 *     	return "search.matches"
 *     }
 */
import { leavesOf } from "../../../lower/ir.js";
import { type ConsumerPlan, quotedSample, tagPath } from "../../shared/consumer-plan.js";

function consumer(plan: ConsumerPlan, omitted: readonly string[] | undefined, doc: string): string {
  const name = plan.union.name;
  const go = plan.packages.goPackage;
  const methods = leavesOf(plan.union)
    .filter((leaf) => omitted === undefined || tagPath(leaf).join(".") !== omitted.join("."))
    .flatMap((leaf) => [
      `func (describe) ${leaf.name}(${go}.${leaf.name}) string {`,
      `\treturn ${JSON.stringify(tagPath(leaf).join("."))}`,
      "}",
      "",
    ]);
  return [
    `// ${doc}`,
    "package main",
    "",
    "import (",
    '\t"fmt"',
    "",
    `\t${JSON.stringify(plan.packages.go)}`,
    ")",
    "",
    "type describe struct{}",
    "",
    ...methods,
    "func main() {",
    `\ttext := ${quotedSample(plan)}`,
    `\tview, err := ${go}.Decode${name}([]byte(text))`,
    "\tif err != nil {",
    "\t\tpanic(err)",
    "\t}",
    `\tfmt.Println(${go}.Visit${name}[string](view, describe{}))`,
    "}",
    "",
  ].join("\n");
}

export function goConsumers(plan: ConsumerPlan): { readonly complete: string; readonly missingArm: string } {
  return {
    complete: consumer(plan, undefined, "Command consumer is a host written against the generated Go package."),
    missingArm: consumer(
      plan,
      plan.omitted,
      `Command missing-arm is the same host without the ${plan.omittedName} method: it must not build.`,
    ),
  };
}
