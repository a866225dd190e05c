/**
 * The pieces of the live mode around the tools, in-process: the command line (`live [--record
 * FILE]` or a log to replay, anything else a usage error), the prompt read line by line (a line
 * that is not a tool call is reported, the rest still run), and one live call's updates, also for a
 * tool the demo does not have, which settles as a failed generic card instead of stopping the turn,
 * and for a session log that cannot be written, which fails the call cleanly.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readCommandLine } from "../../../runtime/demo/command-line.js";
import { runLiveCall } from "../../../runtime/demo/live.js";
import { readPromptCalls, type PromptCall } from "../../../runtime/demo/prompt-calls.js";
import { readSessionLog } from "../../../runtime/demo/session-log.js";
import { openSessionRecorder, type RecordEntry } from "../../../runtime/demo/session-recorder.js";
import { demoTools } from "../../../runtime/demo/tools/index.js";
import { acpNotificationProblems } from "../../support/acp-schema.js";

const scratch = mkdtempSync(join(tmpdir(), "cardc-live-session-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the demo's command line", () => {
  const usage = "expected live [--record FILE] [--allow-unsandboxed-bash]";
  it.each([
    [[], { mode: "replay", log: "default.jsonl" }],
    [["a.jsonl"], { mode: "replay", log: "a.jsonl" }],
    [["live"], { mode: "live" }],
    [["live", "--record", "s.jsonl"], { mode: "live", record: "s.jsonl" }],
    [["live", "--allow-unsandboxed-bash"], { mode: "live", allowUnsandboxedBash: true }],
    [
      ["live", "--allow-unsandboxed-bash", "--record", "s.jsonl"],
      { mode: "live", record: "s.jsonl", allowUnsandboxedBash: true },
    ],
    [["live", "--record"], { mode: "usage", problem: `${usage}, got live --record` }],
    [["live", "--tape", "x"], { mode: "usage", problem: `${usage}, got live --tape x` }],
    [
      ["live", "--record", "a", "--record", "b"],
      { mode: "usage", problem: `${usage}, got live --record a --record b` },
    ],
    [["a.jsonl", "b.jsonl"], { mode: "usage", problem: "expected one session log, got 2 arguments" }],
  ])("reads %j", (args, want) => {
    expect(readCommandLine(args, "default.jsonl")).toEqual(want);
  });
});

/** The updates one live call sends, in a session in the scratch folder, recorded by `record`. */
async function liveCallUpdates(prompted: PromptCall, id: string, record: RecordEntry): Promise<unknown[]> {
  const sent: unknown[] = [];
  await runLiveCall(prompted, {
    session: { cwd: scratch, terminalOutput: false },
    tools: demoTools(() => undefined),
    send: (update) => {
      sent.push(update);
      return Promise.resolve();
    },
    nextId: () => id,
    record,
  });
  return sent;
}

describe("a live prompt", () => {
  it("is one tool call a line; other lines are reported by number", () => {
    const prompt = readPromptCalls('{"tool":"read","args":{"path":"a"}}\n\nread a\n{"tool":"x","args":1,"more":2}\n');
    expect(prompt).toEqual({
      calls: [{ tool: "read", args: { path: "a" } }],
      problems: ["line 3: not JSON", 'line 4: not a tool call; expected {"tool": NAME, "args": {…}}'],
    });
  });

  it("settles a tool the demo does not have as a failed generic card, and records both entries", async () => {
    const logPath = join(scratch, "unknown.jsonl");
    const sent = await liveCallUpdates(
      { tool: "notebook_edit", args: { cell: 3 } },
      "call-9",
      openSessionRecorder(logPath),
    );
    expect(sent).toEqual([
      {
        sessionUpdate: "tool_call",
        toolCallId: "call-9",
        title: "notebook\\_edit",
        kind: "other",
        status: "pending",
        rawInput: { cell: 3 },
      },
      { sessionUpdate: "tool_call_update", toolCallId: "call-9", status: "in_progress" },
      {
        sessionUpdate: "tool_call_update",
        toolCallId: "call-9",
        status: "failed",
        content: [{ type: "content", content: { type: "text", text: 'there is no tool named "notebook_edit"' } }],
      },
    ]);
    for (const update of sent) expect(acpNotificationProblems({ sessionId: "s", update })).toEqual([]);
    expect(readSessionLog(readFileSync(logPath, "utf8")).entries).toEqual([
      { type: "call", id: "call-9", tool: "notebook_edit", args: { cell: 3 } },
      {
        type: "result",
        id: "call-9",
        result: { content: [{ type: "text", text: 'there is no tool named "notebook_edit"' }], isError: true },
      },
    ]);
  });

  it("fails a call cleanly, without running it, when the session log cannot take it", async () => {
    const sent = await liveCallUpdates(
      { tool: "write", args: { path: "planted.txt", content: "x" } },
      "call-1",
      openSessionRecorder("/dev/full"),
    );
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ toolCallId: "call-1", status: "failed" });
    expect(JSON.stringify(sent[1])).toContain(
      "the call was not run: the session log could not be written (ENOSPC: no space left on device, write)",
    );
    expect(existsSync(join(scratch, "planted.txt"))).toBe(false);
  });

  it("settles a call as failed when its result cannot be recorded, saying that it ran", async () => {
    const sent = await liveCallUpdates(
      { tool: "write", args: { path: "ran.txt", content: "x" } },
      "call-2",
      (entry) => {
        if (entry.type === "result") throw new Error("the disk went away");
      },
    );
    expect((sent as { status?: string }[]).map((update) => update.status)).toEqual([
      "pending",
      "in_progress",
      "failed",
    ]);
    expect(JSON.stringify(sent[2])).toContain(
      "write ran, but its result could not be written to the session log (the disk went away)",
    );
    expect(existsSync(join(scratch, "ran.txt"))).toBe(true);
  });
});
