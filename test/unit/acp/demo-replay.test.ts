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
    const log = readSessionLog('{"type":"call","id":"a","tool":"x","args":{}}\n{oops\n[1]\n\n{"type":"result"}\n');
    expect(log.entries).toEqual([{ type: "call", id: "a", tool: "x", args: {} }]);
    expect(log.problems).toEqual([
      "line 2: not JSON",
      expect.stringMatching(/^line 3: not a call or result entry/),
      expect.stringMatching(/^line 5: not a call or result entry/),
    ]);
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
