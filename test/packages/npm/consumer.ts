// A TypeScript host in its own project, compiled by a strict tsc against the installed package's
// `.d.ts` (lib es2020, skipLibCheck): the types, a bridge, a validator, and an unknown card refused.
import {
  type ToolCallView,
  type ValidationError,
  defineToolCallViewBridge,
  isToolCallView,
  validateToolResultView,
} from "cardc";
import type { ToolResultView } from "cardc/types";
import { assertNever } from "cardc/runtime";

const statusLine = defineToolCallViewBridge<{ readonly cwd: string }, string>(
  {
    generic: (view) => view.title,
    terminal: (view, context) => `$ ${view.title} (in ${view.cwd ?? context.cwd})`,
    diff: (view) => `${view.title}: ${view.diffs.map((diff) => diff.path).join(", ")}`,
  },
  { capabilities: ["terminal"] },
);

export function show(value: unknown): string {
  return isToolCallView(value) ? statusLine.render(value, { cwd: "/work" }) : "not a card";
}

export function problems(value: unknown): readonly string[] {
  const result = validateToolResultView(value);
  const errors: readonly ValidationError[] = result.ok ? [] : result.errors;
  return errors.map((error) => error.text);
}

export function kindOf(view: ToolResultView): string {
  switch (view.card) {
    case "generic":
    case "terminal":
    case "diff":
    case "search":
    case "read":
    case "web":
      return view.card;
    default:
      return assertNever(view, "ToolResultView");
  }
}

// @ts-expect-error "table" is not a card of the closed ToolCallView union
export const unknownCard: ToolCallView = { card: "table", title: "a table" };
