/**
 * The Rust sample host, written from the IR: a `match` on the union's enum with an arm for every
 * card (a nested `match` for a nested union), each giving the card's dotted path. rustc must build
 * the complete one and reject the one without the plan's left-out arm (E0004). They name the crate
 * as Rust code spells its name:
 *
 *     fn describe(view: &ToolResultView) -> &'static str {
 *         match view {
 *             ToolResultView::GenericResultView(_) => "generic",
 *             ToolResultView::SearchResultView(view1) => match view1 {
 *                 SearchResultView::SearchMatchesResultView(_) => "search.matches",
 */
import type { IrUnion } from "../../../lower/ir.js";
import type { ConsumerPlan } from "../../shared/consumer-plan.js";
import { crateIdentifier } from "../package-name.js";

function unionsIn(union: IrUnion): string[] {
  return [
    union.name,
    ...union.members.flatMap((member) => (member.type.kind === "union" ? unionsIn(member.type) : [])),
  ];
}

function armsOf(
  union: IrUnion,
  path: readonly string[],
  omitted: readonly string[] | undefined,
  depth: number,
): string[] {
  const indent = "    ".repeat(depth + 2);
  return union.members.flatMap((member) => {
    const at = [...path, member.tagValue];
    if (omitted !== undefined && at.join(".") === omitted.join(".")) return [];
    const pattern = `${union.name}::${member.type.name}`;
    if (member.type.kind !== "union") return [`${indent}${pattern}(_) => ${JSON.stringify(at.join("."))},`];
    const inner = `view${depth + 1}`;
    return [
      `${indent}${pattern}(${inner}) => match ${inner} {`,
      ...armsOf(member.type, at, omitted, depth + 1),
      `${indent}},`,
    ];
  });
}

function consumer(plan: ConsumerPlan, omitted: readonly string[] | undefined, doc: string): string {
  const name = plan.union.name;
  const crate = crateIdentifier(plan.packages.rust);
  return [
    `//! ${doc}`,
    `use ${crate}::{${[...new Set(unionsIn(plan.union))].sort().join(", ")}};`,
    "",
    `fn describe(view: &${name}) -> &'static str {`,
    "    match view {",
    ...armsOf(plan.union, [], omitted, 0),
    "    }",
    "}",
    "",
    "fn main() {",
    `    let text = r#"${plan.sample}"#;`,
    `    let view: ${name} = ${crate}::from_str(text).expect("a valid view");`,
    '    println!("{}", describe(&view));',
    "}",
    "",
  ].join("\n");
}

export function rustConsumers(plan: ConsumerPlan): { readonly complete: string; readonly missingArm: string } {
  return {
    complete: consumer(plan, undefined, "A host written against the generated Rust types: every card has an arm."),
    missingArm: consumer(
      plan,
      plan.omitted,
      `The same host without the "${plan.omitted.join(".")}" arm: rustc must reject its match (E0004).`,
    ),
  };
}
