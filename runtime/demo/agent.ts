/**
 * The demo's ACP agent, whether it replays or runs live: it answers `initialize` (noting whether
 * the client renders terminal cards), opens a session in the client's working directory (which must
 * be absolute, as ACP requires; a relative or empty one is refused with invalid params rather than
 * quietly meaning the agent's own folder), and answers every prompt with the mode's
 * `session/update`s and then one line saying what it did. `session/cancel`, and the connection
 * closing, abort the prompt's signal: the mode stops its running calls, and the prompt ends with
 * `stopReason: "cancelled"`.
 */
import { isAbsolute } from "node:path";
import * as acp from "@agentclientprotocol/sdk";
import { clientRendersTerminals, type AcpSession } from "../hosts/acp/context.js";

/** One prompt, as a mode answers it. */
export interface Turn {
  readonly session: AcpSession;
  /** The prompt's text blocks, joined by line breaks. */
  readonly text: string;
  readonly send: (update: acp.SessionUpdate) => Promise<void>;
  /** Aborted when the client cancels the prompt or the connection closes. */
  readonly signal: AbortSignal;
}

interface OpenSession extends AcpSession {
  /** The prompts running in the session, each stopped by `session/cancel`. */
  readonly running: Set<AbortController>;
}

/** An agent named `name` whose prompts `answer` handles; it resolves to the closing message. */
export function demoAgent(name: string, answer: (turn: Turn) => Promise<string>): acp.AgentApp {
  const sessions = new Map<string, OpenSession>();
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
      if (!isAbsolute(params.cwd)) {
        throw acp.RequestError.invalidParams(
          { cwd: params.cwd },
          `cwd must be an absolute path, got ${JSON.stringify(params.cwd)}`,
        );
      }
      const sessionId = `${name}-${sessions.size + 1}`;
      sessions.set(sessionId, { cwd: params.cwd, terminalOutput, running: new Set() });
      return { sessionId };
    })
    .onNotification(acp.methods.agent.session.cancel, ({ params }) => {
      for (const prompt of sessions.get(params.sessionId)?.running ?? []) prompt.abort();
    })
    .onRequest(acp.methods.agent.session.prompt, async ({ params, client, signal }) => {
      const session = sessions.get(params.sessionId);
      if (session === undefined) throw acp.RequestError.invalidParams({ sessionId: params.sessionId });
      const send = (update: acp.SessionUpdate) =>
        client.notify(acp.methods.client.session.update, { sessionId: params.sessionId, update });
      const text = params.prompt.flatMap((block) => (block.type === "text" ? [block.text] : [])).join("\n");
      const prompt = new AbortController();
      const stop = () => prompt.abort();
      signal.addEventListener("abort", stop, { once: true });
      session.running.add(prompt);
      try {
        const closing = await answer({
          session: { cwd: session.cwd, terminalOutput: session.terminalOutput },
          text,
          send,
          signal: prompt.signal,
        });
        if (prompt.signal.aborted) return { stopReason: "cancelled" };
        await send({ sessionUpdate: "agent_message_chunk", content: { type: "text", text: closing } });
        return { stopReason: "end_turn" };
      } finally {
        session.running.delete(prompt);
        signal.removeEventListener("abort", stop);
      }
    });
}
