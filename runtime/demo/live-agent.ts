/**
 * The live agent: each line of a prompt is a tool call it runs for real in the session's working
 * directory (`live.ts`), recording the session when asked to. A line that is not a tool call is
 * said so in the conversation and skipped.
 */
import type * as acp from "@agentclientprotocol/sdk";
import type { PresentFallback } from "../core/present.js";
import { demoAgent } from "./agent.js";
import { runLiveCall } from "./live.js";
import { readPromptCalls } from "./prompt-calls.js";
import type { RecordEntry } from "./session-recorder.js";
import { demoTools } from "./tools/index.js";
import { ProcessGroups } from "./tools/process-groups.js";
import { defaultShellPolicy, type ShellPolicy } from "./tools/sandbox.js";

export function liveAgent(options: {
  readonly onFallback: (fallback: PresentFallback) => void;
  /** How bash runs; by default, in bubblewrap when it can run here, refused otherwise. */
  readonly shell?: ShellPolicy;
  readonly record?: RecordEntry;
}): acp.AgentApp {
  const groups = new ProcessGroups();
  const shell = options.shell;
  const tools = demoTools(options.onFallback, {
    shell: { policy: shell === undefined ? defaultShellPolicy : () => shell, groups },
  });
  let calls = 0;
  const nextId = () => `call-${++calls}`;
  return demoAgent("cardc-live", async ({ session, text, send }) => {
    const prompt = readPromptCalls(text);
    for (const problem of prompt.problems) {
      await send({ sessionUpdate: "agent_message_chunk", content: { type: "text", text: `Skipped ${problem}.\n` } });
    }
    for (const call of prompt.calls) {
      await runLiveCall(call, {
        session,
        tools,
        send,
        nextId,
        ...(options.record === undefined ? {} : { record: options.record }),
      });
    }
    return `Ran ${prompt.calls.length} tool calls.`;
  });
}
