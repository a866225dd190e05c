/**
 * `pnpm -s demo:acp live --record FILE` over a real process boundary, driven by acpx in a temporary
 * workspace: one prompt with a replace_all edit, a create, a foreground command, a search and an
 * edit outside the workspace. Each call is a pending `tool_call`, an `in_progress` update and a
 * settled one, all valid against the ACP schema; the work is really done (and the outside file left
 * alone). Then `pnpm -s demo:acp FILE` replays the recorded log in the same workspace and must send
 * the same `tool_call` / `tool_call_update` payloads, apart from `in_progress`: the purity rule, end
 * to end.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionNotification } from "@agentclientprotocol/sdk";
import { readSessionLog } from "../../../runtime/demo/session-log.js";
import { acpNotificationProblems } from "../../support/acp-schema.js";
import { updatesFor } from "../../support/acp-wire.js";
import { endedTurn, runDemoWithAcpx } from "../../support/acpx.js";

const scratch = mkdtempSync(join(tmpdir(), "cardc-live-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const workspace = join(scratch, "workspace");
const outside = join(scratch, "outside");
const log = join(scratch, "session.jsonl");
const cart = "// TODO round half-even\nexport const a = 1;\n\n\n\n\n\n\n\nexport const b = 2; // TODO currency\n";
const notes = "keep me\n";

const prompt = [
  { tool: "edit", args: { path: "src/cart.ts", old_string: "TODO", new_string: "DONE", replace_all: true } },
  { tool: "write", args: { path: "src/rules.ts", content: "export const rules = [];\n" } },
  { tool: "bash", args: { command: "ls src", description: "List the sources" } },
  { tool: "grep", args: { pattern: "DONE", glob: "*.ts" } },
  { tool: "edit", args: { path: "../outside/notes.txt", old_string: "keep", new_string: "lose" } },
]
  .map((call) => JSON.stringify(call))
  .join("\n");

/** The tool updates of a run, without the closing message and without `in_progress` steps. */
function settledToolUpdates(notifications: readonly SessionNotification[]) {
  return notifications
    .map((notification) => notification.update)
    .filter((update) => update.sessionUpdate === "tool_call" || update.sessionUpdate === "tool_call_update")
    .filter((update) => !("status" in update && update.status === "in_progress"));
}

describe("the live agent driven by acpx", () => {
  beforeAll(() => {
    mkdirSync(join(workspace, "src"), { recursive: true });
    mkdirSync(outside);
    writeFileSync(join(workspace, "src/cart.ts"), cart);
    writeFileSync(join(outside, "notes.txt"), notes);
  });

  let live: Awaited<ReturnType<typeof runDemoWithAcpx>>;

  it(
    "runs each call for real in the workspace, as pending, in_progress and settled cards",
    { timeout: 150_000 },
    async () => {
      live = await runDemoWithAcpx({ scratch, workspace, demoArgs: ["live", "--record", log], prompt });
      expect(endedTurn(live)).toBe(true);
      expect(live.notifications).toHaveLength(5 * 3 + 1);
      for (const notification of live.notifications) expect(acpNotificationProblems(notification)).toEqual([]);
      for (const id of ["call-1", "call-2", "call-3", "call-4", "call-5"]) {
        expect(
          updatesFor(live.notifications, id).map((update) => ("status" in update ? update.status : undefined)),
        ).toEqual(["pending", "in_progress", id === "call-5" ? "failed" : "completed"]);
      }

      const cartPath = join(workspace, "src/cart.ts");
      expect(readFileSync(cartPath, "utf8")).toBe(cart.replaceAll("TODO", "DONE"));
      expect(updatesFor(live.notifications, "call-1")[2]).toEqual({
        sessionUpdate: "tool_call_update",
        toolCallId: "call-1",
        status: "completed",
        content: [
          {
            type: "diff",
            path: cartPath,
            oldText: "// TODO round half-even\nexport const a = 1;\n\n\n",
            newText: "// DONE round half-even\nexport const a = 1;\n\n\n",
          },
          {
            type: "diff",
            path: cartPath,
            oldText: "\n\n\nexport const b = 2; // TODO currency\n",
            newText: "\n\n\nexport const b = 2; // DONE currency\n",
          },
        ],
        locations: [{ path: cartPath }, { path: cartPath }],
      });
      expect(updatesFor(live.notifications, "call-2")[2]).toMatchObject({
        status: "completed",
        content: [
          { type: "diff", path: join(workspace, "src/rules.ts"), oldText: null, newText: "export const rules = [];\n" },
        ],
      });
      expect(updatesFor(live.notifications, "call-3")).toEqual([
        {
          sessionUpdate: "tool_call",
          toolCallId: "call-3",
          title: "ls src",
          kind: "execute",
          status: "pending",
          content: [{ type: "content", content: { type: "text", text: "List the sources" } }],
        },
        { sessionUpdate: "tool_call_update", toolCallId: "call-3", status: "in_progress" },
        {
          sessionUpdate: "tool_call_update",
          toolCallId: "call-3",
          status: "completed",
          content: [
            {
              type: "content",
              content: { type: "text", text: `\`\`\`console\ncart.ts\nrules.ts\n\`\`\`\n\nexit 0 in \`${workspace}\`` },
            },
          ],
        },
      ]);
      expect(updatesFor(live.notifications, "call-4")[2]).toMatchObject({
        status: "completed",
        locations: [
          { path: cartPath, line: 1 },
          { path: cartPath, line: 10 },
        ],
      });
      expect(updatesFor(live.notifications, "call-5")[2]).toEqual({
        sessionUpdate: "tool_call_update",
        toolCallId: "call-5",
        status: "failed",
        content: [
          {
            type: "content",
            content: {
              type: "text",
              text: `../outside/notes.txt is outside the workspace ${workspace}; file tools only reach files inside it`,
            },
          },
        ],
      });
      expect(readFileSync(join(outside, "notes.txt"), "utf8")).toBe(notes);
    },
  );

  it("records a log the replay reads, which replays to the same tool updates", { timeout: 150_000 }, async () => {
    expect(live).toBeDefined();
    const recorded = readSessionLog(readFileSync(log, "utf8"));
    expect(recorded.problems).toEqual([]);
    expect(recorded.entries.map((entry) => `${entry.type} ${entry.id}`)).toEqual(
      ["1", "2", "3", "4", "5"].flatMap((n) => [`call call-${n}`, `result call-${n}`]),
    );
    expect(recorded.entries[1]).toMatchObject({ type: "result", result: { meta: { hunks: [{}, {}] } } });

    const replayed = await runDemoWithAcpx({ scratch, workspace, demoArgs: [log], prompt: "replay" });
    expect(endedTurn(replayed)).toBe(true);
    for (const notification of replayed.notifications) expect(acpNotificationProblems(notification)).toEqual([]);
    expect(replayed.agentStderr).toBe("");
    expect(replayed.notifications).toHaveLength(5 * 2 + 1);
    expect(settledToolUpdates(replayed.notifications)).toEqual(settledToolUpdates(live.notifications));
    expect(settledToolUpdates(replayed.notifications)).toHaveLength(10);
  });
});
