/**
 * Replays the recorded session logs in `test/replay/` as a host does: each recorded view goes
 * through the soft presenter wrapper (a presenter that returns what was recorded), and whatever it
 * yields, or the generic card when it falls back, is rendered by the text bridge and the ACP bridge
 * (with and without terminal cards). Nothing throws; the views that fall back are exactly those
 * `expected.txt` lists, for the same reasons; every card renders.
 */
import { describe, expect, it } from "vitest";
import type {
  GenericCallView,
  GenericResultView,
  ToolCallView,
  ToolResult,
  ToolResultView,
} from "../../generated/index.js";
import { validateToolCallView, validateToolResult, validateToolResultView } from "../../generated/validators.js";
import type { SessionEvent, SessionLog } from "../../generator/replay/session-log.js";
import { acpToolCall, acpToolCallUpdate } from "../../runtime/hosts/acp/bridge.js";
import { type PresentFallback, softPresentCall, softPresentResult } from "../../runtime/core/present.js";
import { toolCallText, toolResultText } from "../../runtime/hosts/text/bridge.js";
import { replayLog } from "../../generator/replay/replay-log.js";
import { generatedViewCheck, readReplayLogs } from "../support/replay-logs.js";

interface Replayed {
  readonly where: string;
  readonly fallback?: PresentFallback;
  readonly text: string;
  readonly acp: readonly { sessionUpdate: string; toolCallId: string }[];
}

function replayEvent(log: SessionLog, index: number, event: SessionEvent): Replayed {
  const where = `${log.path} /events/${index}`;
  const fallbacks: PresentFallback[] = [];
  const onFallback = (fallback: PresentFallback) => fallbacks.push(fallback);
  const sessions = [
    { cwd: "/repo", terminalOutput: true, toolCallId: event.toolCallId },
    { cwd: "/repo", terminalOutput: false, toolCallId: event.toolCallId },
  ];
  if (event.kind === "toolCall") {
    const present = softPresentCall(() => event.view as ToolCallView, {
      name: where,
      validateView: validateToolCallView,
      onFallback,
    });
    const generic: GenericCallView = { card: "generic", title: event.tool };
    const view = present(event.payload) ?? generic;
    return {
      where,
      ...(fallbacks[0] === undefined ? {} : { fallback: fallbacks[0] }),
      text: toolCallText(view, { cwd: "/repo" }),
      acp: sessions.map((session) => acpToolCall(view, session)),
    };
  }
  const checked = validateToolResult(event.payload);
  const result: ToolResult = checked.ok ? checked.value : { content: [], isError: false };
  const present = softPresentResult((_args: unknown, _result: unknown) => event.view as ToolResultView, {
    name: where,
    validateView: validateToolResultView,
    onFallback,
  });
  const generic: GenericResultView = { card: "generic" };
  const view = present(undefined, event.payload) ?? generic;
  return {
    where,
    ...(fallbacks[0] === undefined ? {} : { fallback: fallbacks[0] }),
    text: toolResultText(view, { cwd: "/repo", result }),
    acp: sessions.map((session) => acpToolCallUpdate(view, { ...session, result })),
  };
}

describe("replaying recorded session logs through the soft presenter and the bridges", () => {
  it("renders every recorded event, falling back exactly where the validators say, for the same reasons", async () => {
    const logs = await readReplayLogs();
    let rendered = 0;
    for (const log of logs) {
      const outcomes = replayLog(log, generatedViewCheck);
      log.events.forEach((event, index) => {
        const replayed = replayEvent(log, index, event);
        const outcome = outcomes[index];
        expect(replayed.fallback === undefined, replayed.where).toBe(outcome?.shown);
        if (replayed.fallback !== undefined) {
          expect(replayed.fallback.reason).toEqual({ kind: "invalid-view", errors: outcome?.reason?.split("; ") });
          expect(replayed.fallback.text).toContain("showing the generic card");
        }
        expect(replayed.text.length, replayed.where).toBeGreaterThan(0);
        for (const update of replayed.acp) {
          expect(update.sessionUpdate).toBe(event.kind === "toolCall" ? "tool_call" : "tool_call_update");
          expect(update.toolCallId).toBe(event.toolCallId);
        }
        rendered++;
      });
    }
    // The four logs in test/replay/ hold 5 + 2 + 4 + 4 events.
    expect(rendered).toBe(15);
  });

  it("shows a fallen-back result as the generic card with the tool's raw content", async () => {
    const logs = await readReplayLogs();
    const legacy = logs.find((log) => log.path.endsWith("legacy-search-without-shape.json"));
    const event = legacy?.events[1];
    if (legacy === undefined || event === undefined) throw new Error("the legacy search log is missing");
    const replayed = replayEvent(legacy, 1, event);
    expect(replayed.fallback?.reason.kind).toBe("invalid-view");
    expect(replayed.text).toContain("[done]");
    expect(replayed.text).toContain("src/a.ts:1:export const a = 1");
  });
});
