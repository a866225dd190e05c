/**
 * `pnpm -s demo:acp` replaying over a real process boundary, driven by the `acpx` client from npm
 * (`support/acpx.ts`): every `session/update` the agent wrote must pass the official ACP schema.
 * acpx does not advertise terminal cards, so terminal cards take the console fallback, which keeps
 * the exit status and where the command ran. The legacy log (old argument names, a cut-off line, a
 * malformed or missing `meta`, illegal exit facts, an unknown tool and content type) must replay as
 * generic cards, not crash.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { acpNotificationProblems } from "../../support/acp-schema.js";
import { updatesFor } from "../../support/acp-wire.js";
import { endedTurn, repo, runDemoWithAcpx } from "../../support/acpx.js";

const sessionsDir = join(repo, "runtime/demo/sessions");

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

async function replayWithAcpx(log: string) {
  const scratch = mkdtempSync(join(tmpdir(), "cardc-acpx-"));
  temporary.push(scratch);
  const workspace = mkdtempSync(join(scratch, "workspace-"));
  const run = await runDemoWithAcpx({ scratch, workspace, demoArgs: [join(sessionsDir, log)], prompt: "replay" });
  return { workspace, ...run };
}

describe("the replay agent driven by acpx", () => {
  it(
    "replays the recorded session as schema-valid updates, with console fallbacks for terminals",
    { timeout: 150_000 },
    async () => {
      const run = await replayWithAcpx("recorded.jsonl");
      const { workspace, printed, notifications } = run;

      expect(endedTurn(run)).toBe(true);
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
              text: `\`\`\`console\n ✓ src/cart.test.ts (4 tests)\n ✓ src/price_utils.test.ts (7 tests)\n\n Tests  11 passed (11)\n\`\`\`\n\nexit 0 in \`${workspace}\``,
            },
          },
        ],
      });
      expect(updatesFor(notifications, "call-7")[1]).toMatchObject({ status: "failed" });
      expect(JSON.stringify(updatesFor(notifications, "call-7")[1])).toContain(`exit 2 in \`${workspace}/scripts\``);
      expect(updatesFor(notifications, "call-4")[1]).toMatchObject({
        status: "completed",
        content: [{ type: "diff", path: join(workspace, "src/cart.ts"), oldText: expect.stringContaining("// TODO") }],
      });
      expect(updatesFor(notifications, "call-10")[0]).toMatchObject({ title: "Read /etc/hosts" });
    },
  );

  it(
    "replays a legacy log with the generic fallback and reports why, without crashing",
    { timeout: 150_000 },
    async () => {
      const run = await replayWithAcpx("legacy.jsonl");
      const { notifications, agentStderr } = run;

      expect(endedTurn(run)).toBe(true);
      expect(notifications).toHaveLength(13);
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
      expect(agentStderr).toContain("bash meta must hold an exitCode or a signal, and not both");
      expect(updatesFor(notifications, "legacy-6")[1]).toMatchObject({
        status: "failed",
        content: [{ type: "content", content: { type: "text", text: "Terminated\n" } }],
      });
    },
  );
});
