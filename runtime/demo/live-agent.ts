/**
 * The live agent: each line of a prompt is a tool call it runs for real in the session's working
 * directory (`live.ts`), recording the session when asked to. A line that is not a tool call is
 * said so in the conversation and skipped. A cancelled prompt stops its running call and starts no
 * other.
 */
import type * as acp from "@agentclientprotocol/sdk";
import type { PresentFallback } from "../core/present.js";
import { demoAgent } from "./agent.js";
import { runLiveCall } from "./live.js";
import { readPromptCalls } from "./prompt-calls.js";
import type { RecordEntry } from "./session-recorder.js";
import { demoTools } from "./tools/index.js";
import type { ProcessGroups } from "./tools/process-groups.js";
import { defaultShellPolicy, type ShellPolicy } from "./tools/sandbox.js";

export function liveAgent(options: {
  readonly onFallback: (fallback: PresentFallback) => void;
  /** How bash runs; by default, in bubblewrap when it can run here, refused otherwise. */
  readonly shell?: ShellPolicy;
  /** Where the processes bash starts are kept, so whoever ends the agent can end them. */
  readonly groups: ProcessGroups;
  readonly record?: RecordEntry;
}): acp.AgentApp {
  const { groups } = options;
  const shell = options.shell;
  const tools = demoTools(options.onFallback, {
    shell: { policy: shell === undefined ? defaultShellPolicy : () => shell, groups },
  });
  let calls = 0;
  const nextId = () => `call-${++calls}`;
  return demoAgent("cardc-live", async ({ session, text, send, signal }) => {
    const prompt = readPromptCalls(text);
    for (const problem of prompt.problems) {
      await send({ sessionUpdate: "agent_message_chunk", content: { type: "text", text: `Skipped ${problem}.\n` } });
    }
    let ran = 0;
    for (const call of prompt.calls) {
      // A cancelled prompt starts no further call; the running one settles as cancelled.
      if (signal.aborted) break;
      await runLiveCall(call, {
        session,
        tools,
        send,
        nextId,
        signal,
        ...(options.record === undefined ? {} : { record: options.record }),
      });
      ran++;
    }
    return `Ran ${ran} tool calls.`;
  });
}
