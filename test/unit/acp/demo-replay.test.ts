/**
 * The replay in-process: both recorded logs, with and without terminal cards, give only updates the
 * ACP schema accepts, two per tool call; the demo's presenters pass the purity check on every
 * recorded call and result; and a damaged log is read line by line, reporting what it skips.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isToolResult } from "../../../generated/validators.js";
import { replayUpdates } from "../../../runtime/demo/replay.js";
import { readSessionLog } from "../../../runtime/demo/session-log.js";
import { allDemoTools, demoTools } from "../../../runtime/demo/tools/index.js";
import type { DemoTool } from "../../../runtime/demo/tools/tool.js";
import type { PresentFallback } from "../../../runtime/core/present.js";
import { checkPresenterPurity } from "../../../runtime/presenters/purity.js";
import { acpNotificationProblems } from "../../support/acp-schema.js";

const logs = ["recorded.jsonl", "legacy.jsonl"].map((name) => {
  const text = readFileSync(new URL(`../../../runtime/demo/sessions/${name}`, import.meta.url), "utf8");
  return [name, readSessionLog(text)] as const;
});

describe("replaying a recorded session", () => {
  describe.each(logs)("%s", (_name, log) => {
    it.each([true, false])("gives schema-valid updates (terminal cards: %s)", (terminalOutput) => {
      const fallbacks: PresentFallback[] = [];
      const updates = replayUpdates(
        log.entries,
        { cwd: "/home/dev/shop", terminalOutput },
        demoTools((f) => fallbacks.push(f)),
      );
      expect(updates).toHaveLength(log.entries.length);
      for (const update of updates) expect(acpNotificationProblems({ sessionId: "s", update })).toEqual([]);
    });
  });

  it("falls back for legacy arguments, a malformed or missing meta, illegal exit facts and an unknown tool, and says why", () => {
    const [, legacy] = logs[1]!;
    const fallbacks: PresentFallback[] = [];
    replayUpdates(
      legacy.entries,
      { cwd: "/home/dev/shop", terminalOutput: false },
      demoTools((f) => fallbacks.push(f)),
    );
    expect(fallbacks.map((fallback) => `${fallback.presenter} ${fallback.reason.kind}`)).toEqual([
      "read.presentCall invalid-args",
      "read.presentResult invalid-args",
      "bash.presentCall invalid-args",
      "bash.presentResult invalid-args",
      "grep.presentResult threw",
      "write.presentResult threw",
      "bash.presentResult threw",
    ]);
    expect(fallbacks[0]?.text).toContain("read arguments /path:");
    expect(fallbacks[5]?.text).toContain("result meta: Invalid input: expected object, received undefined");
    expect(fallbacks[6]?.text).toContain("bash meta must hold an exitCode or a signal, and not both");
  });

  it("reads a damaged log line by line, reporting what it skips", () => {
    const log = readSessionLog(
      '{"type":"call","id":"a","tool":"x","args":{}}\n{oops\n[1]\n\n{"type":"result"}\n{"type":"result","id":"a","result":1}\n',
    );
    expect(log.entries).toEqual([
      { type: "call", id: "a", tool: "x", args: {} },
      { type: "result", id: "a", result: 1 },
    ]);
    expect(log.problems).toEqual([
      "line 2: not JSON, skipped",
      expect.stringMatching(/^line 3: not a call or result entry .*, skipped$/),
      expect.stringMatching(/^line 5: not a call or result entry .*, skipped$/),
    ]);
  });

  it("reports a log out of order, naming a call no line makes, or cut short, each by line, and leaves no call pending", () => {
    const lines = [
      { type: "result", id: "early", result: 1 },
      { type: "call", id: "early", tool: "read", args: { path: "a" } },
      { type: "call", id: "twice", tool: "read", args: { path: "b" } },
      { type: "result", id: "twice", result: 2 },
      { type: "result", id: "twice", result: 3 },
      { type: "call", id: "twice", tool: "read", args: { path: "c" } },
      { type: "result", id: "ghost", result: 4 },
      { type: "call", id: "cut", tool: "bash", args: { command: "make" } },
    ];
    const log = readSessionLog(lines.map((line) => JSON.stringify(line)).join("\n"));
    expect(log.problems).toEqual([
      "line 1: a result for early, which no earlier line calls, skipped",
      "line 5: a second result for twice (the first on line 4), skipped",
      "line 6: twice is called again (first on line 3), skipped",
      "line 7: a result for ghost, which no earlier line calls, skipped",
      "line 2: early has no result, the log ends first; shown as failed",
      "line 8: cut has no result, the log ends first; shown as failed",
    ]);
    const updates = replayUpdates(
      log.entries,
      { cwd: "/home/dev/shop", terminalOutput: false },
      demoTools(() => undefined),
    );
    const opened = updates.filter((update) => update.sessionUpdate === "tool_call").map((update) => update.toolCallId);
    const settled = updates.filter((update) => update.sessionUpdate === "tool_call_update");
    expect(opened).toEqual(["early", "twice", "cut"]);
    expect(settled.map((update) => [update.toolCallId, update.status])).toEqual([
      ["twice", "failed"],
      ["early", "failed"],
      ["cut", "failed"],
    ]);
    expect(JSON.stringify(settled.at(-1))).toContain(
      "the recorded session ends before this call's result (called on line 8)",
    );
  });
});

/** Every purity problem of a tool's two presenters on one recorded call and its result. */
function impurities<Args>(tool: DemoTool<Args>, recordedArgs: unknown, result: unknown): readonly string[] {
  const args = tool.args.parse(recordedArgs);
  const problems = [...checkPresenterPurity(tool.presentCall, [args]).problems];
  if (isToolResult(result)) problems.push(...checkPresenterPurity(tool.presentResult, [args, result]).problems);
  return problems;
}

describe("the demo presenters are pure", () => {
  const check = <Args>(tool: DemoTool<Args>) =>
    [tool.name, (args: unknown, result: unknown) => impurities(tool, args, result)] as const;
  const checks = new Map(allDemoTools.map((tool) => check(tool as DemoTool<unknown>)));
  const [, recorded] = logs[0]!;

  it.each(recorded.entries.flatMap((entry) => (entry.type === "call" ? [[entry.id, entry] as const] : [])))(
    "%s",
    (_id, call) => {
      const result = recorded.entries.find((entry) => entry.type === "result" && entry.id === call.id);
      expect(result).toBeDefined();
      expect(checks.get(call.tool)?.(call.args, result?.type === "result" ? result.result : undefined)).toEqual([]);
    },
  );
});
