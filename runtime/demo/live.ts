/**
 * The live run of one prompt: every tool call it names is run for real in the session's workspace
 * and shown as it goes, through the same presenters, soft wrapper and bridge as a replay
 * (`tool-updates.ts`): the pending `tool_call`, an `in_progress` update while the tool runs, then
 * the `tool_call_update` that settles it. The card is presented from the result as the log persists
 * it (a JSON round trip), so the live run and a replay of its log start from the same data.
 */
import type { AcpSession, AcpToolCall, AcpToolCallUpdate } from "../hosts/acp/context.js";
import type { PromptCall } from "./prompt-calls.js";
import type { RecordEntry } from "./session-recorder.js";
import { callUpdate, resultUpdate } from "./tool-updates.js";
import type { SoftTool } from "./tools/index.js";
import { failed } from "./tools/tool.js";

export interface LiveRun {
  readonly session: AcpSession;
  readonly tools: ReadonlyMap<string, SoftTool>;
  /** Sends one update to the client, in order. */
  readonly send: (update: AcpToolCall | AcpToolCallUpdate) => Promise<void>;
  /** Gives each call its id, unique within the agent's life. */
  readonly nextId: () => string;
  readonly record?: RecordEntry;
  /** Stops the running call, which then settles as cancelled. */
  readonly signal?: AbortSignal;
}

export async function runLiveCall(prompted: PromptCall, run: LiveRun): Promise<void> {
  const call = { id: run.nextId(), tool: prompted.tool, args: prompted.args };
  run.record?.({ type: "call", ...call });
  const opened = callUpdate(call, run.session, run.tools);
  await run.send(opened.update);
  await run.send({ sessionUpdate: "tool_call_update", toolCallId: call.id, status: "in_progress" });
  const tool = run.tools.get(call.tool);
  const result =
    tool === undefined
      ? failed(`there is no tool named ${JSON.stringify(call.tool)}`)
      : await tool.run(call.args, { root: run.session.cwd }, run.signal);
  const persisted: unknown = JSON.parse(JSON.stringify(result));
  run.record?.({ type: "result", id: call.id, result: persisted });
  await run.send(resultUpdate(call, opened.view, persisted, run.session, run.tools));
}
