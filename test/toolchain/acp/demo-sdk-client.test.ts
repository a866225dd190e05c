/**
 * `pnpm -s demo:acp` over stdio against the ACP SDK's own client, which, unlike acpx, opts into
 * terminal cards (`clientCapabilities._meta.terminal_output`). The test taps the agent's stdout
 * before the SDK parses it and validates every raw `session/update` against the ACP schema; the
 * terminal cards must carry the terminal item and `_meta.terminal_info` on the `tool_call`, and the
 * output and exit under `_meta` on completion, without `content`.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable, Writable } from "node:stream";
import * as acp from "@agentclientprotocol/sdk";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { acpNotificationProblems } from "../../support/acp-schema.js";
import { sessionUpdates, updatesFor } from "../../support/acp-wire.js";

const repo = fileURLToPath(new URL("../../..", import.meta.url));

async function replayWithSdkClient(log: string) {
  const workspace = mkdtempSync(join(tmpdir(), "cardc-sdk-client-"));
  const agent = spawn("pnpm", ["-s", "demo:acp", join(repo, "runtime/demo/sessions", log)], {
    cwd: repo,
    stdio: ["pipe", "pipe", "pipe"],
  });
  const raw: Buffer[] = [];
  agent.stdout.on("data", (chunk: Buffer) => raw.push(chunk));
  agent.stderr.resume();
  const stream = acp.ndJsonStream(
    Writable.toWeb(agent.stdin) as WritableStream<Uint8Array>,
    Readable.toWeb(agent.stdout) as ReadableStream<Uint8Array>,
  );
  const received: acp.SessionNotification[] = [];
  try {
    const stopReason = await acp
      .client({ name: "cardc-test" })
      .onNotification(acp.methods.client.session.update, ({ params }) => {
        received.push(params);
      })
      .connectWith(stream, async (agentContext) => {
        await agentContext.request(acp.methods.agent.initialize, {
          protocolVersion: acp.PROTOCOL_VERSION,
          clientCapabilities: { _meta: { terminal_output: true } },
        });
        const { sessionId } = await agentContext.request(acp.methods.agent.session.new, {
          cwd: workspace,
          mcpServers: [],
        });
        const response = await agentContext.request(acp.methods.agent.session.prompt, {
          sessionId,
          prompt: [{ type: "text", text: "replay" }],
        });
        return response.stopReason;
      });
    return { stopReason, workspace, received, notifications: sessionUpdates(Buffer.concat(raw).toString("utf8")) };
  } finally {
    agent.kill();
    rmSync(workspace, { recursive: true, force: true });
  }
}

describe("the replay agent driven by the SDK client with terminal cards", () => {
  it("sends terminal cards the client renders, every update valid on the wire", { timeout: 150_000 }, async () => {
    const { stopReason, workspace, received, notifications } = await replayWithSdkClient("recorded.jsonl");

    expect(stopReason).toBe("end_turn");
    expect(notifications).toHaveLength(21);
    expect(received).toHaveLength(21);
    for (const notification of notifications) expect(acpNotificationProblems(notification)).toEqual([]);

    const [call, result] = updatesFor(notifications, "call-6");
    expect(call).toEqual({
      sessionUpdate: "tool_call",
      toolCallId: "call-6",
      title: "npm test -- --run",
      kind: "execute",
      status: "pending",
      content: [
        { type: "content", content: { type: "text", text: "Run the unit tests" } },
        { type: "terminal", terminalId: "call-6" },
      ],
      _meta: { terminal_info: { terminal_id: "call-6", cwd: workspace } },
    });
    expect(result).toEqual({
      sessionUpdate: "tool_call_update",
      toolCallId: "call-6",
      status: "completed",
      _meta: {
        terminal_output: {
          terminal_id: "call-6",
          data: " ✓ src/cart.test.ts (4 tests)\n ✓ src/price_utils.test.ts (7 tests)\n\n Tests  11 passed (11)\n\n",
        },
        terminal_exit: { terminal_id: "call-6", exit_code: 0 },
      },
    });
    const [failingCall, failingResult] = updatesFor(notifications, "call-7");
    expect(failingCall).toMatchObject({
      title: "ls /srv/\\*\\_backup",
      _meta: { terminal_info: { terminal_id: "call-7", cwd: join(workspace, "scripts") } },
    });
    expect(failingResult).toMatchObject({ status: "failed", _meta: { terminal_exit: { exit_code: 2 } } });
  });
});

describe("the replay agent with a log it cannot read", () => {
  it("says so on stderr and exits 2 before writing anything to the protocol stream", { timeout: 60_000 }, async () => {
    const missing = join(tmpdir(), "cardc-no-such-session.jsonl");
    const agent = spawn(process.execPath, ["dist/runtime/demo/main.js", missing], { cwd: repo });
    let stdout = "";
    let stderr = "";
    agent.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    agent.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => agent.on("close", resolve));
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toBe(
      `demo:acp: cannot read the session log ${missing}: ENOENT: no such file or directory, open '${missing}'\n`,
    );
  });
});
