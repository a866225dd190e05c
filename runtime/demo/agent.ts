/**
 * The demo's ACP agent, whether it replays or runs live: it answers `initialize` (noting whether
 * the client renders terminal cards), opens a session in the client's working directory, and
 * answers every prompt with the mode's `session/update`s and then one line saying what it did.
 */
import * as acp from "@agentclientprotocol/sdk";
import { clientRendersTerminals, type AcpSession } from "../hosts/acp/context.js";

/** One prompt, as a mode answers it. */
export interface Turn {
  readonly session: AcpSession;
  /** The prompt's text blocks, joined by line breaks. */
  readonly text: string;
  readonly send: (update: acp.SessionUpdate) => Promise<void>;
}

/** An agent named `name` whose prompts `answer` handles; it resolves to the closing message. */
export function demoAgent(name: string, answer: (turn: Turn) => Promise<string>): acp.AgentApp {
  const sessions = new Map<string, AcpSession>();
  let terminalOutput = false;
  return acp
    .agent({ name })
    .onRequest(acp.methods.agent.initialize, ({ params }) => {
      terminalOutput = clientRendersTerminals(params.clientCapabilities);
      return {
        protocolVersion: acp.PROTOCOL_VERSION,
        agentCapabilities: {},
        agentInfo: { name, version: "0.1.0" },
      };
    })
    .onRequest(acp.methods.agent.session.new, ({ params }) => {
      const sessionId = `${name}-${sessions.size + 1}`;
      sessions.set(sessionId, { cwd: params.cwd, terminalOutput });
      return { sessionId };
    })
    .onRequest(acp.methods.agent.session.prompt, async ({ params, client }) => {
      const session = sessions.get(params.sessionId);
      if (session === undefined) throw acp.RequestError.invalidParams({ sessionId: params.sessionId });
      const send = (update: acp.SessionUpdate) =>
        client.notify(acp.methods.client.session.update, { sessionId: params.sessionId, update });
      const text = params.prompt.flatMap((block) => (block.type === "text" ? [block.text] : [])).join("\n");
      const closing = await answer({ session, text, send });
      await send({ sessionUpdate: "agent_message_chunk", content: { type: "text", text: closing } });
      return { stopReason: "end_turn" };
    });
}
