/**
 * `cardc lsp` as an editor runs it, sent a malformed message (a header without a Content-Length, or
 * with a negative or non-numeric one) before a well-formed request: the server says on stderr what
 * it dropped, answers the request, and still shuts down and exits cleanly when asked.
 */
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import {
  createProtocolConnection,
  ExitNotification,
  InitializeRequest,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
} from "vscode-languageserver/node";
import { cardcArgs, cardcEnv, projectRoot } from "../support/cli-process.js";

describe("cardc lsp after a malformed message", () => {
  it.each([
    { header: "Content-Type: application/vscode-jsonrpc; charset=utf-8", problem: "the header has no Content-Length" },
    { header: "Content-Length: -5", problem: 'Content-Length is "-5", not a whole number of bytes' },
    { header: "Content-Length: five", problem: 'Content-Length is "five", not a whole number of bytes' },
  ])("answers the next request after $header", async ({ header, problem }) => {
    const server = spawn(process.execPath, cardcArgs("lsp", "--stdio"), { cwd: projectRoot, env: cardcEnv() });
    let stderr = "";
    server.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.on("close", resolve));
    const client = createProtocolConnection(
      new StreamMessageReader(server.stdout),
      new StreamMessageWriter(server.stdin),
    );
    client.listen();
    try {
      server.stdin.write(`${header}\r\n\r\n{"jsonrpc":"2.0","id":0,"method":"shutdown"}`);
      const initialized = await client.sendRequest(InitializeRequest.type, {
        processId: null,
        rootUri: null,
        capabilities: {},
      });
      expect(initialized.capabilities.hoverProvider).toBe(true);
      await client.sendRequest(ShutdownRequest.type);
      await client.sendNotification(ExitNotification.type);
      expect(await exited).toBe(0);
      expect(stderr).toBe(`cardc lsp: dropped a malformed message: ${problem}\n`);
    } finally {
      client.dispose();
      server.kill();
    }
  });
});
