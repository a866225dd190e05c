/**
 * The live run of one prompt: every tool call it names is run for real in the session's workspace
 * and shown as it goes through the ACP host's tool-call lifecycle, as a replay is: the pending
 * `tool_call`, an `in_progress` update while the tool runs, then the `tool_call_update` that settles
 * it. The card is presented from the result as the log persists it (a JSON round trip), so the live
 * run and a replay of its log start from the same data. When the log cannot be written (a full
 * disk, a folder gone), the call fails cleanly, saying so: a call the log cannot hold is not run,
 * and one whose result it cannot hold settles as failed.
 */
import type { AcpSession } from "../hosts/acp/context.js";
import { createToolCallLifecycle, type ToolCallLifecycleUpdate } from "../hosts/acp/tool-call-lifecycle.js";
import type { PromptCall } from "./prompt-calls.js";
import type { LogEntry } from "./session-log.js";
import type { RecordEntry } from "./session-recorder.js";
import type { SoftTool } from "./tools/index.js";
import { failureReason } from "./tools/files.js";
import { failed } from "./tools/tool.js";

export interface LiveRun {
  readonly session: AcpSession;
  readonly tools: ReadonlyMap<string, SoftTool>;
  /** Sends one update to the client, in order. */
  readonly send: (update: ToolCallLifecycleUpdate) => Promise<void>;
  /** Gives each call its id, unique within the agent's life. */
  readonly nextId: () => string;
  readonly record?: RecordEntry;
  /** Stops the running call, which then settles as cancelled. */
  readonly signal?: AbortSignal;
}

export async function runLiveCall(prompted: PromptCall, run: LiveRun): Promise<void> {
  const calls = createToolCallLifecycle({
    ...run.session,
    presenters: run.tools,
    send: run.send,
  });
  const call = { id: run.nextId(), tool: prompted.tool, args: prompted.args };
  const unrecorded = recordEntry(run, { type: "call", ...call });
  await calls.open(call);
  if (unrecorded !== undefined) {
    // A call the log cannot hold is not run: its replay would differ from what happened.
    await calls.fail(call.id, `the call was not run: the session log could not be written (${unrecorded})`);
    return;
  }
  await calls.start(call.id);
  const tool = run.tools.get(call.tool);
  const result =
    tool === undefined
      ? failed(`there is no tool named ${JSON.stringify(call.tool)}`)
      : await tool.run(call.args, { root: run.session.cwd }, run.signal);
  const persisted: unknown = JSON.parse(JSON.stringify(result));
  const lost = recordEntry(run, { type: "result", id: call.id, result: persisted });
  if (lost === undefined) await calls.settle(call.id, persisted);
  else await calls.fail(call.id, `${call.tool} ran, but its result could not be written to the session log (${lost})`);
}

/** Records one entry when the session is recorded; why it could not be, if it could not. */
function recordEntry(run: LiveRun, entry: LogEntry): string | undefined {
  try {
    run.record?.(entry);
    return undefined;
  } catch (error) {
    return failureReason(error);
  }
}
