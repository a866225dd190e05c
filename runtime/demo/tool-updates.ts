/**
 * One tool call's cards as ACP updates, the same way for the live run and the replay: the call
 * through its tool's soft `presentCall`, the result through its soft `presentResult`, each card
 * through the ACP bridge. A presenter that declines or falls back, and a tool the demo does not
 * know, give the generic card (the tool's name and its raw arguments; then the raw result content).
 * Pure: the same call, result and session give the same updates.
 */
import { isToolResult, type GenericCallView, type ToolCallView, type ToolResult } from "../../generated/index.js";
import { acpToolCall, acpToolCallUpdate } from "../hosts/acp/bridge.js";
import type { AcpSession, AcpToolCall, AcpToolCallUpdate } from "../hosts/acp/context.js";
import type { SoftTool } from "./tools/index.js";

/** A call as a session log holds it. */
export interface LoggedCall {
  readonly id: string;
  readonly tool: string;
  readonly args: unknown;
}

const unreadableResult: ToolResult = {
  content: [{ type: "text", text: "(the recorded result could not be read)" }],
  isError: true,
};

/** The pending card of a call, and the `tool_call` that opens it. */
export function callUpdate(
  call: LoggedCall,
  session: AcpSession,
  tools: ReadonlyMap<string, SoftTool>,
): { readonly view: ToolCallView; readonly update: AcpToolCall } {
  const view = tools.get(call.tool)?.presentCall(call.args) ?? genericCall(call.tool, call.args);
  return { view, update: acpToolCall(view, { ...session, toolCallId: call.id }) };
}

/** The `tool_call_update` that settles a call with its result; `callView` is its pending card. */
export function resultUpdate(
  call: LoggedCall,
  callView: ToolCallView | undefined,
  result: unknown,
  session: AcpSession,
  tools: ReadonlyMap<string, SoftTool>,
): AcpToolCallUpdate {
  const view = tools.get(call.tool)?.presentResult(call.args, result);
  return acpToolCallUpdate(view ?? { card: "generic" }, {
    ...session,
    toolCallId: call.id,
    result: isToolResult(result) ? result : unreadableResult,
    ...(callView === undefined ? {} : { callView }),
  });
}

/** The card for a call no presenter could show: the tool's name and, for the curious, its raw arguments. */
function genericCall(tool: string, args: unknown): GenericCallView {
  return { card: "generic", title: tool, ...(args === undefined ? {} : { rawInput: args }) };
}
