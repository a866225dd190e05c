/**
 * Turns a recorded session into the `session/update`s an ACP client sees, the way a live session
 * would produce them: each call through its tool's soft `presentCall`, each result through its soft
 * `presentResult`, and the resulting card through the ACP bridge. A presenter that declines or falls
 * back, and a tool the demo does not know, give the generic card (the tool's name and its raw
 * arguments; then the raw result content). Pure: the same log and session give the same updates.
 */
import { isToolResult, type GenericCallView, type ToolResult } from "../../generated/index.js";
import { acpToolCall, acpToolCallUpdate } from "../hosts/acp/bridge.js";
import type { AcpSession, AcpToolCall, AcpToolCallUpdate } from "../hosts/acp/context.js";
import type { LogEntry } from "./session-log.js";
import type { SoftTool } from "./tools/index.js";

export type ReplayUpdate = AcpToolCall | AcpToolCallUpdate;

const unreadableResult: ToolResult = {
  content: [{ type: "text", text: "(the recorded result could not be read)" }],
  isError: true,
};

export function replayUpdates(
  entries: readonly LogEntry[],
  session: AcpSession,
  tools: ReadonlyMap<string, SoftTool>,
): ReplayUpdate[] {
  const calls = new Map<string, { readonly tool: string; readonly args: unknown }>();
  return entries.map((entry) => {
    const context = { ...session, toolCallId: entry.id };
    if (entry.type === "call") {
      calls.set(entry.id, { tool: entry.tool, args: entry.args });
      const view = tools.get(entry.tool)?.presentCall(entry.args) ?? genericCall(entry.tool, entry.args);
      return acpToolCall(view, context);
    }
    const call = calls.get(entry.id);
    const presented = call === undefined ? undefined : tools.get(call.tool)?.presentResult(call.args, entry.result);
    const result = isToolResult(entry.result) ? entry.result : unreadableResult;
    return acpToolCallUpdate(presented ?? { card: "generic" }, { ...context, result });
  });
}

/** The card for a call no presenter could show: the tool's name and, for the curious, its raw arguments. */
function genericCall(tool: string, args: unknown): GenericCallView {
  return { card: "generic", title: tool, ...(args === undefined ? {} : { rawInput: args }) };
}
