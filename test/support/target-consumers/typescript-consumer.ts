/**
 * The TypeScript sample host for the installed npm package, written from the IR: a bridge with an
 * arm for every `ToolCallView` card, a validator's errors, a `switch` over every `ToolResultView`
 * card ending in `assertNever`, and an unknown card the closed union refuses under
 * `@ts-expect-error`. A strict `tsc` compiles it against the package's `.d.ts` alone:
 *
 *     const statusLine = defineToolCallViewBridge<{ readonly cwd: string }, string>(
 *       { "generic": () => "generic", … },
 *       { capabilities: [] },
 *     );
 */
import type { Ir, IrUnion } from "../../../generator/lower/ir.js";
import { unionNamed } from "../arms-from-ir.js";

/** The tag no vocabulary of this project uses, so the closed union always refuses it. */
export const unknownCard = "no such card";

function armsOf(union: IrUnion, path: readonly string[], indent: string): string[] {
  return union.members.flatMap((member) => {
    const at = [...path, member.tagValue];
    if (member.type.kind === "union")
      return [
        `${indent}${JSON.stringify(member.tagValue)}: {`,
        ...armsOf(member.type, at, `${indent}  `),
        `${indent}},`,
      ];
    return [`${indent}${JSON.stringify(member.tagValue)}: () => ${JSON.stringify(at.join("."))},`];
  });
}

export function typescriptConsumer(ir: Ir): string {
  const calls = unionNamed(ir, "ToolCallView");
  const results = unionNamed(ir, "ToolResultView");
  return [
    "// A TypeScript host in its own project, compiled by a strict tsc against the installed package's",
    "// `.d.ts` (lib es2020, skipLibCheck): the types, a bridge, a validator, and an unknown card refused.",
    "import {",
    "  type ToolCallView,",
    "  type ValidationError,",
    "  defineToolCallViewBridge,",
    "  isToolCallView,",
    "  validateToolResultView,",
    '} from "@cardc/tool-cards";',
    'import type { ToolResultView } from "@cardc/tool-cards/types";',
    'import { assertNever } from "@cardc/runtime";',
    "",
    "const statusLine = defineToolCallViewBridge<{ readonly cwd: string }, string>(",
    "  {",
    ...armsOf(calls, [], "    "),
    "  },",
    "  { capabilities: [] },",
    ");",
    "",
    "export function show(value: unknown): string {",
    '  return isToolCallView(value) ? statusLine.render(value, { cwd: "/work" }) : "not a card";',
    "}",
    "",
    "export function problems(value: unknown): readonly string[] {",
    "  const result = validateToolResultView(value);",
    "  const errors: readonly ValidationError[] = result.ok ? [] : result.errors;",
    "  return errors.map((error) => error.text);",
    "}",
    "",
    "export function kindOf(view: ToolResultView): string {",
    `  switch (view.${results.tag}) {`,
    ...results.members.map((member) => `    case ${JSON.stringify(member.tagValue)}:`),
    `      return view.${results.tag};`,
    "    default:",
    '      return assertNever(view, "ToolResultView");',
    "  }",
    "}",
    "",
    `// @ts-expect-error ${JSON.stringify(unknownCard)} is not a card of the closed ToolCallView union`,
    `export const unknown: ToolCallView = { ${calls.tag}: ${JSON.stringify(unknownCard)}, title: "a table" };`,
    "",
  ].join("\n");
}
