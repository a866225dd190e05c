/**
 * The demo ACP agent: it answers `initialize` (noting whether the client renders terminal cards),
 * opens a session in the client's working directory, and answers every prompt by replaying the
 * recorded session as `session/update` notifications, then a one-line summary. Presenter fallbacks
 * are reported through `onFallback` (the command prints them on stderr, away from the protocol).
 */
import * as acp from "@agentclientprotocol/sdk";
import type { PresentFallback } from "../core/present.js";
import { clientRendersTerminals, type AcpSession } from "../hosts/acp/context.js";
import { replayUpdates } from "./replay.js";
import type { SessionLog } from "./session-log.js";
import { demoTools } from "./tools/index.js";

export function replayAgent(log: SessionLog, onFallback: (fallback: PresentFallback) => void): acp.AgentApp {
  const tools = demoTools(onFallback);
  const sessions = new Map<string, AcpSession>();
  let terminalOutput = false;
  return acp
    .agent({ name: "cardc-replay" })
    .onRequest(acp.methods.agent.initialize, ({ params }) => {
      terminalOutput = clientRendersTerminals(params.clientCapabilities);
      return {
        protocolVersion: acp.PROTOCOL_VERSION,
        agentCapabilities: {},
        agentInfo: { name: "cardc-replay", version: "0.1.0" },
      };
    })
    .onRequest(acp.methods.agent.session.new, ({ params }) => {
      const sessionId = `replay-${sessions.size + 1}`;
      sessions.set(sessionId, { cwd: params.cwd, terminalOutput });
      return { sessionId };
    })
    .onRequest(acp.methods.agent.session.prompt, async ({ params, client }) => {
      const session = sessions.get(params.sessionId);
      if (session === undefined) throw acp.RequestError.invalidParams({ sessionId: params.sessionId });
      const updates = replayUpdates(log.entries, session, tools);
      for (const update of updates) {
        await client.notify(acp.methods.client.session.update, { sessionId: params.sessionId, update });
      }
      const calls = log.entries.filter((entry) => entry.type === "call").length;
      await client.notify(acp.methods.client.session.update, {
        sessionId: params.sessionId,
        update: {
          sessionUpdate: "agent_message_chunk",
          content: { type: "text", text: `Replayed ${calls} tool calls.` },
        },
      });
      return { stopReason: "end_turn" };
    });
}
