/**
 * Starts the built live agent (`dist/runtime/demo/main.js live …`) as a process and speaks ACP to
 * it through the SDK's client, for tests that need more than one prompt from start to end: a
 * request sent while a prompt runs, a `session/cancel`, a closed stdin. Every `session/update` the
 * client receives is kept, and so is what the agent wrote on stderr.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { join } from "node:path";
import { Readable, Writable } from "node:stream";
import * as acp from "@agentclientprotocol/sdk";
import { repo } from "./acpx.js";

export interface LiveAgent {
  readonly process: ChildProcessWithoutNullStreams;
  readonly agent: acp.ClientContext;
  readonly updates: acp.SessionNotification[];
  readonly stderr: () => string;
  /** Resolves with the exit code once the process has ended. */
  readonly exited: Promise<number | null>;
}

export async function startLiveAgent(
  options: { readonly args?: readonly string[]; readonly env?: NodeJS.ProcessEnv } = {},
): Promise<LiveAgent> {
  const child = spawn(process.execPath, [join(repo, "dist/runtime/demo/main.js"), "live", ...(options.args ?? [])], {
    stdio: ["pipe", "pipe", "pipe"],
    env: options.env ?? process.env,
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const updates: acp.SessionNotification[] = [];
  const connection = acp
    .client({ name: "cardc-test" })
    .onNotification(acp.methods.client.session.update, ({ params }) => {
      updates.push(params);
    })
    .connect(
      acp.ndJsonStream(
        Writable.toWeb(child.stdin) as WritableStream<Uint8Array>,
        Readable.toWeb(child.stdout) as ReadableStream<Uint8Array>,
      ),
    );
  await connection.agent.request(acp.methods.agent.initialize, {
    protocolVersion: acp.PROTOCOL_VERSION,
    clientCapabilities: {},
  });
  return { process: child, agent: connection.agent, updates, stderr: () => stderr, exited };
}

/** Opens a session in `cwd`; its id. */
export async function openSession(agent: acp.ClientContext, cwd: string): Promise<string> {
  return (await agent.request(acp.methods.agent.session.new, { cwd, mcpServers: [] })).sessionId;
}

/** Sends one prompt of tool calls, one a line. */
export function prompt(agent: acp.ClientContext, sessionId: string, calls: readonly unknown[]) {
  const text = calls.map((call) => JSON.stringify(call)).join("\n");
  return agent.request(acp.methods.agent.session.prompt, { sessionId, prompt: [{ type: "text", text }] });
}

/** The statuses one tool call went through, in order. */
export function statusesOf(updates: readonly acp.SessionNotification[], toolCallId: string): unknown[] {
  return updates.flatMap(({ update }) =>
    (update.sessionUpdate === "tool_call" || update.sessionUpdate === "tool_call_update") &&
    update.toolCallId === toolCallId
      ? [update.status]
      : [],
  );
}

/** Waits, polling, until `ready` holds; throws after `withinMs`. */
export async function waitUntil(ready: () => boolean, withinMs = 10_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
