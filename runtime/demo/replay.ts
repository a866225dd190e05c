/**
 * Turns a recorded session into the `session/update`s an ACP client sees, the way the live run
 * produced them (`tool-updates.ts`), minus the `in_progress` step a replay has nothing to report
 * for. A result whose call is not in the log settles as the generic card. Pure: the same log and
 * session give the same updates.
 */
import type { ToolCallView } from "../../generated/index.js";
import type { AcpSession, AcpToolCall, AcpToolCallUpdate } from "../hosts/acp/context.js";
import type { LogEntry } from "./session-log.js";
import { callUpdate, resultUpdate, type LoggedCall } from "./tool-updates.js";
import type { SoftTool } from "./tools/index.js";

export type ReplayUpdate = AcpToolCall | AcpToolCallUpdate;

export function replayUpdates(
  entries: readonly LogEntry[],
  session: AcpSession,
  tools: ReadonlyMap<string, SoftTool>,
): ReplayUpdate[] {
  const calls = new Map<string, { readonly call: LoggedCall; readonly view: ToolCallView }>();
  return entries.map((entry) => {
    if (entry.type === "call") {
      const opened = callUpdate(entry, session, tools);
      calls.set(entry.id, { call: entry, view: opened.view });
      return opened.update;
    }
    const known = calls.get(entry.id);
    const call = known?.call ?? { id: entry.id, tool: "", args: undefined };
    return resultUpdate(call, known?.view, entry.result, session, tools);
  });
}
