/**
 * The replaying agent: every prompt is answered by replaying the recorded session, whatever it
 * says. Presenter fallbacks are reported through `onFallback` (the command prints them on stderr,
 * away from the protocol).
 */
import type * as acp from "@agentclientprotocol/sdk";
import type { PresentFallback } from "../core/present.js";
import { demoAgent } from "./agent.js";
import { replayUpdates } from "./replay.js";
import type { SessionLog } from "./session-log.js";
import { demoTools } from "./tools/index.js";

export function replayAgent(log: SessionLog, onFallback: (fallback: PresentFallback) => void): acp.AgentApp {
  const tools = demoTools(onFallback);
  const calls = log.entries.filter((entry) => entry.type === "call").length;
  return demoAgent("cardc-replay", async ({ session, send }) => {
    for (const update of replayUpdates(log.entries, session, tools)) await send(update);
    return `Replayed ${calls} tool calls.`;
  });
}
