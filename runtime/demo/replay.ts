/**
 * Turns a recorded session into the `session/update`s an ACP client sees, through the ACP host's
 * tool-call lifecycle as the live run does (each call opened, then settled with its result), minus
 * the `in_progress` step a replay has nothing to report for. A result whose call is not in the log
 * settles as the generic card. Pure: the same log and session give the same updates.
 */
import type { AcpSession } from "../hosts/acp/context.js";
import { createToolCallLifecycle, type ToolCallLifecycleUpdate } from "../hosts/acp/tool-call-lifecycle.js";
import type { LogEntry } from "./session-log.js";
import type { SoftTool } from "./tools/index.js";

export type ReplayUpdate = ToolCallLifecycleUpdate;

export function replayUpdates(
  entries: readonly LogEntry[],
  session: AcpSession,
  tools: ReadonlyMap<string, SoftTool>,
): ReplayUpdate[] {
  const updates: ReplayUpdate[] = [];
  const calls = createToolCallLifecycle({
    ...session,
    presenters: tools,
    send: (update) => void updates.push(update),
  });
  for (const entry of entries) {
    if (entry.type === "call") calls.open(entry);
    else calls.settle(entry.id, entry.result);
  }
  return updates;
}
