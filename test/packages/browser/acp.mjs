// A client in the browser that turns a pending edit into ACP's `tool_call` through the ACP host:
// locations absolute, the title relative to the session's directory.
import { acpToolCall } from "@cardc/tool-cards/acp";

const view = {
  card: "diff",
  title: "Edit src/a.ts",
  diffs: [{ path: "src/a.ts", oldText: "one\n", newText: "two\n" }],
};
globalThis.shown = JSON.stringify(
  acpToolCall(view, { cwd: "/work/proj", terminalOutput: false, toolCallId: "call-1" }),
);
