// A CommonJS consumer under TypeScript's node16 rules: its imports compile to `require`, which loads
// the packages' ES modules (Node 20.19 and later) with the types their `require` condition names.
import { isToolResultView, ToolResultViewSchema } from "@cardc/tool-cards";
import { assertNever } from "@cardc/runtime";
import type { ToolCallView } from "@cardc/tool-cards/types";

declare const console: { log(text: string): void };

const call: ToolCallView = { card: "generic", title: "pending" };
const result = ToolResultViewSchema["~standard"].validate({ card: "nope" });
console.log(
  JSON.stringify({
    valid: isToolResultView({ card: "generic" }),
    call: call.card,
    refused: "issues" in result && result.issues !== undefined,
    assertNever: typeof assertNever,
  }),
);
