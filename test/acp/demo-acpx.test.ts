/**
 * `pnpm -s demo:acp` over a real process boundary, driven by the `acpx` client from npm (its own
 * HOME, a fresh workspace as the session's cwd). `tee` between the agent and acpx keeps the raw lines
 * the agent sent, and every `session/update` among them must pass the official ACP schema — the raw
 * lines, because a client's parser silently drops bad fields. acpx does not advertise terminal
 * cards, so terminal cards take the console fallback. The legacy log (old argument names, a cut-off
 * line, a malformed `meta`, an unknown tool and content type) must replay as generic cards, not crash.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { acpNotificationProblems } from "../support/acp-schema.js";
import { sessionUpdates, updatesFor, wireMessages } from "../support/acp-wire.js";

const repo = fileURLToPath(new URL("../..", import.meta.url));
const acpx = join(repo, "node_modules/.bin/acpx");
const sessionsDir = join(repo, "runtime/demo/sessions");

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

async function replayWithAcpx(log: string) {
  const dir = mkdtempSync(join(tmpdir(), "cardc-acpx-"));
  temporary.push(dir);
  const workspace = mkdtempSync(join(dir, "workspace-"));
  const raw = join(dir, "raw.ndjson");
  const stderr = join(dir, "agent-stderr.txt");
  // acpx splits the command line itself (single quotes group); the double quotes are for sh.
  const agent = `sh -c 'pnpm -s -C "${repo}" demo:acp "${join(sessionsDir, log)}" 2>"${stderr}" | tee "${raw}"'`;
  const run = await promisify(execFile)(
    acpx,
    ["--cwd", workspace, "--agent", agent, "--format", "json", "--approve-all", "--timeout", "90", "exec", "replay"],
    { env: { ...process.env, HOME: dir }, timeout: 110_000 },
  );
  return {
    workspace,
    printed: wireMessages(run.stdout),
    notifications: sessionUpdates(readFileSync(raw, "utf8")),
    agentStderr: readFileSync(stderr, "utf8"),
  };
}

describe("the replay agent driven by acpx", () => {
  it(
    "replays the recorded session as schema-valid updates, with console fallbacks for terminals",
    { timeout: 150_000 },
    async () => {
      const { workspace, printed, notifications } = await replayWithAcpx("recorded.jsonl");

      expect(printed.some((message) => JSON.stringify(message.result) === '{"stopReason":"end_turn"}')).toBe(true);
      expect(notifications).toHaveLength(21);
      for (const notification of notifications) expect(acpNotificationProblems(notification)).toEqual([]);
      // acpx received exactly what the agent sent.
      expect(printed.filter((message) => message.method === "session/update").map((m) => m.params)).toEqual(
        notifications,
      );

      expect(updatesFor(notifications, "call-1")[0]).toMatchObject({
        sessionUpdate: "tool_call",
        title: "Read src/cart.ts",
        kind: "read",
        locations: [{ path: join(workspace, "src/cart.ts"), line: 1 }],
      });
      expect(updatesFor(notifications, "call-2")[1]).toMatchObject({ status: "completed" });
      expect(JSON.stringify(updatesFor(notifications, "call-2")[1])).toContain(
        "Showing 3 of 14 matches; the search was capped.",
      );
      const [bashCall, bashResult] = updatesFor(notifications, "call-6");
      expect(bashCall).toEqual({
        sessionUpdate: "tool_call",
        toolCallId: "call-6",
        title: "npm test -- --run",
        kind: "execute",
        status: "pending",
        content: [{ type: "content", content: { type: "text", text: "Run the unit tests" } }],
      });
      expect(bashResult).toMatchObject({
        status: "completed",
        content: [
          {
            type: "content",
            content: {
              type: "text",
              text: "```console\n ✓ src/cart.test.ts (4 tests)\n ✓ src/price_utils.test.ts (7 tests)\n\n Tests  11 passed (11)\n```",
            },
          },
        ],
      });
      expect(updatesFor(notifications, "call-7")[1]).toMatchObject({ status: "failed" });
      expect(updatesFor(notifications, "call-10")[0]).toMatchObject({ title: "Read /etc/hosts" });
    },
  );

  it(
    "replays a legacy log with the generic fallback and reports why, without crashing",
    { timeout: 150_000 },
    async () => {
      const { printed, notifications, agentStderr } = await replayWithAcpx("legacy.jsonl");

      expect(printed.some((message) => JSON.stringify(message.result) === '{"stopReason":"end_turn"}')).toBe(true);
      expect(notifications).toHaveLength(11);
      for (const notification of notifications) expect(acpNotificationProblems(notification)).toEqual([]);

      expect(updatesFor(notifications, "legacy-1")).toEqual([
        {
          sessionUpdate: "tool_call",
          toolCallId: "legacy-1",
          title: "read",
          kind: "other",
          status: "pending",
          rawInput: { file_path: "src/cart.ts", start_line: "1" },
        },
        {
          sessionUpdate: "tool_call_update",
          toolCallId: "legacy-1",
          status: "completed",
          content: [{ type: "content", content: { type: "text", text: '1\timport { price } from "./price_utils";' } }],
        },
      ]);
      expect(updatesFor(notifications, "legacy-2")[0]).toMatchObject({
        title: "bash",
        rawInput: { cmd: ["ls", "-la"] },
      });
      expect(updatesFor(notifications, "legacy-5")[0]).toMatchObject({ title: "Write notes.md", kind: "edit" });
      expect(agentStderr).toContain("legacy.jsonl line 5: not JSON, skipped");
      expect(agentStderr).toContain("read.presentCall: malformed or legacy arguments");
      expect(agentStderr).toContain("bash.presentResult: malformed or legacy arguments");
      expect(agentStderr).toContain("grep.presentResult: the presenter threw");
    },
  );
});
