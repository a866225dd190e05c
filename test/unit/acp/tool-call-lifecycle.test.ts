/**
 * The ACP host's tool-call lifecycle on its own, with presenters of its own (no demo tool): the exact
 * updates each step sends for a normal call, a failing call, a call that ends without a result, a
 * client without terminal cards, a presenter that throws or returns an invalid card, malformed
 * arguments, a tool without presenters, a result that is not a `ToolResult` and a result for a call
 * never opened, with the fallbacks each reports; every update passes the official ACP schema; and a
 * step hands back what `send` returned, so a harness can await it.
 */
import { describe, expect, it } from "vitest";
import type { ToolCallView, ToolResult } from "../../../generated/types.js";
import type { PresentFallback } from "../../../runtime/core/present.js";
import {
  createToolCallLifecycle,
  softenToolPresenters,
  type ToolCallLifecycle,
  type ToolCallLifecycleUpdate,
  type ToolPresenters,
} from "@cardc/tool-cards/acp";
import { acpNotificationProblems } from "../../support/acp-schema.js";

interface ShellArgs {
  readonly command: string;
  readonly cwd?: string;
}

function isShellArgs(value: unknown): value is ShellArgs {
  return typeof value === "object" && value !== null && typeof (value as { command?: unknown }).command === "string";
}

/** The presenters a harness would write for a shell tool: a terminal card, then its output and exit status. */
const shell: ToolPresenters<ShellArgs> = {
  validateArgs: isShellArgs,
  presentCall: (args) => ({
    card: "terminal",
    title: args.command,
    description: "Run the tests",
    ...(args.cwd === undefined ? {} : { cwd: args.cwd }),
  }),
  presentResult: (_args, result) => ({
    card: "terminal",
    output: result.content.map((block) => (block.type === "text" ? block.text : "")).join(""),
    exitCode: result.isError ? 1 : 0,
  }),
};

const throwing: ToolPresenters<ShellArgs> = {
  validateArgs: isShellArgs,
  presentCall: () => {
    throw new Error("no card today");
  },
  presentResult: () => {
    throw new Error("no card today");
  },
};

/** Returns a terminal card without its title, which the vocabulary requires. */
const invalid: ToolPresenters<ShellArgs> = {
  validateArgs: isShellArgs,
  presentCall: () => ({ card: "terminal" }) as unknown as ToolCallView,
  presentResult: (args, result) => shell.presentResult(args, result),
};

const npmTest = { id: "call-1", tool: "shell", args: { command: "npm test", cwd: "pkg" } };
const passed: ToolResult = { content: [{ type: "text", text: "ok\n" }], isError: false };
const failedTests: ToolResult = { content: [{ type: "text", text: "1 failed\n" }], isError: true };

const text = (value: string) => ({ type: "content", content: { type: "text", text: value } });
const inProgress = { sessionUpdate: "tool_call_update", toolCallId: "call-1", status: "in_progress" };

/** The `tool_call` a client with terminal cards gets for `npmTest`. */
const terminalOpened = {
  sessionUpdate: "tool_call",
  toolCallId: "call-1",
  title: "npm test",
  kind: "execute",
  status: "pending",
  content: [text("Run the tests"), { type: "terminal", terminalId: "call-1" }],
  _meta: { terminal_info: { terminal_id: "call-1", cwd: "/work/proj/pkg" } },
};

/** The update that settles `npmTest` in a client with terminal cards: the output and the exit status. */
function terminalSettled(status: "completed" | "failed", data: string, exitCode: number) {
  return {
    sessionUpdate: "tool_call_update",
    toolCallId: "call-1",
    status,
    _meta: {
      terminal_output: { terminal_id: "call-1", data },
      terminal_exit: { terminal_id: "call-1", exit_code: exitCode },
    },
  };
}

/** The update that settles a call with the generic card: its status and one text block. */
function genericSettled(toolCallId: string, status: "completed" | "failed", body: string) {
  return { sessionUpdate: "tool_call_update", toolCallId, status, content: [text(body)] };
}

/** The generic `tool_call` for `npmTest`: the tool's name and its raw arguments. */
const genericOpened = {
  sessionUpdate: "tool_call",
  toolCallId: "call-1",
  title: "shell",
  kind: "other",
  status: "pending",
  rawInput: npmTest.args,
};

interface Case {
  readonly terminalOutput: boolean;
  readonly presenters: ReadonlyMap<string, ToolPresenters>;
  readonly steps: (calls: ToolCallLifecycle<void>) => void;
  readonly want: readonly unknown[];
  /** Each fallback reported, as `presenter reason`. */
  readonly fallbacks: readonly string[];
}

const shellOnly = new Map<string, ToolPresenters>([["shell", shell]]);
const runs = (result: unknown) => (calls: ToolCallLifecycle<void>) => {
  calls.open(npmTest);
  calls.start("call-1");
  calls.settle("call-1", result);
};

const cases: Record<string, Case> = {
  "a normal call": {
    terminalOutput: true,
    presenters: shellOnly,
    steps: runs(passed),
    want: [terminalOpened, inProgress, terminalSettled("completed", "ok\n", 0)],
    fallbacks: [],
  },
  "a failing call": {
    terminalOutput: true,
    presenters: shellOnly,
    steps: runs(failedTests),
    want: [terminalOpened, inProgress, terminalSettled("failed", "1 failed\n", 1)],
    fallbacks: [],
  },
  "a call that ends without a result, from an error or a sentence": {
    terminalOutput: true,
    presenters: shellOnly,
    steps: (calls) => {
      calls.open(npmTest);
      calls.start("call-1");
      calls.fail("call-1", new RangeError("the sandbox is gone"));
      calls.open({ ...npmTest, id: "call-2" });
      calls.fail("call-2", "the call was cancelled");
    },
    want: [
      terminalOpened,
      inProgress,
      genericSettled("call-1", "failed", "RangeError: the sandbox is gone"),
      {
        ...terminalOpened,
        toolCallId: "call-2",
        content: [text("Run the tests"), { type: "terminal", terminalId: "call-2" }],
        _meta: { terminal_info: { terminal_id: "call-2", cwd: "/work/proj/pkg" } },
      },
      genericSettled("call-2", "failed", "the call was cancelled"),
    ],
    fallbacks: [],
  },
  "a client without terminal cards: an execute card, then the output fenced, with where the pending card ran it": {
    terminalOutput: false,
    presenters: shellOnly,
    steps: runs(passed),
    want: [
      {
        sessionUpdate: "tool_call",
        toolCallId: "call-1",
        title: "npm test",
        kind: "execute",
        status: "pending",
        content: [text("Run the tests")],
      },
      inProgress,
      genericSettled("call-1", "completed", "```console\nok\n```\n\nexit 0 in `/work/proj/pkg`"),
    ],
    fallbacks: [],
  },
  "a presenter that throws": {
    terminalOutput: true,
    presenters: new Map([["shell", throwing]]),
    steps: runs(passed),
    want: [genericOpened, inProgress, genericSettled("call-1", "completed", "ok\n")],
    fallbacks: ["shell.presentCall threw", "shell.presentResult threw"],
  },
  "a presenter that returns an invalid card": {
    terminalOutput: true,
    presenters: new Map([["shell", invalid]]),
    steps: runs(failedTests),
    want: [genericOpened, inProgress, terminalSettled("failed", "1 failed\n", 1)],
    fallbacks: ["shell.presentCall invalid-view"],
  },
  "malformed arguments": {
    terminalOutput: true,
    presenters: shellOnly,
    steps: (calls) => {
      calls.open({ id: "call-1", tool: "shell", args: { cmd: ["npm", "test"] } });
      calls.settle("call-1", passed);
    },
    want: [{ ...genericOpened, rawInput: { cmd: ["npm", "test"] } }, genericSettled("call-1", "completed", "ok\n")],
    fallbacks: ["shell.presentCall invalid-args", "shell.presentResult invalid-args"],
  },
  "a tool without presenters": {
    terminalOutput: true,
    presenters: shellOnly,
    steps: (calls) => {
      calls.open({ id: "call-1", tool: "notebook_edit", args: { cell: 3 } });
      calls.start("call-1");
      calls.settle("call-1", passed);
    },
    want: [
      {
        sessionUpdate: "tool_call",
        toolCallId: "call-1",
        title: "notebook\\_edit",
        kind: "other",
        status: "pending",
        rawInput: { cell: 3 },
      },
      inProgress,
      genericSettled("call-1", "completed", "ok\n"),
    ],
    fallbacks: [],
  },
  "a result that is not a ToolResult": {
    terminalOutput: true,
    presenters: shellOnly,
    steps: runs("ok"),
    want: [terminalOpened, inProgress, genericSettled("call-1", "failed", "(the recorded result could not be read)")],
    fallbacks: ["shell.presentResult invalid-result"],
  },
  "a result for a call never opened, and one settled twice": {
    terminalOutput: true,
    presenters: shellOnly,
    steps: (calls) => {
      calls.settle("ghost", passed);
      calls.open(npmTest);
      calls.settle("call-1", failedTests);
      calls.settle("call-1", passed);
    },
    want: [
      genericSettled("ghost", "completed", "ok\n"),
      terminalOpened,
      terminalSettled("failed", "1 failed\n", 1),
      genericSettled("call-1", "completed", "ok\n"),
    ],
    fallbacks: [],
  },
};

/** Drives a lifecycle through a case's steps, collecting what it sends and what it reports. */
function drive(
  { terminalOutput, presenters, steps }: Case,
  terminals = terminalOutput,
): { readonly updates: ToolCallLifecycleUpdate[]; readonly fallbacks: PresentFallback[] } {
  const updates: ToolCallLifecycleUpdate[] = [];
  const fallbacks: PresentFallback[] = [];
  const calls = createToolCallLifecycle({
    cwd: "/work/proj",
    terminalOutput: terminals,
    presenters,
    send: (update) => void updates.push(update),
    onFallback: (fallback) => fallbacks.push(fallback),
  });
  steps(calls);
  return { updates, fallbacks };
}

describe("the tool-call lifecycle", () => {
  it.each(Object.entries(cases))("sends the exact updates for %s", (_name, given) => {
    const { updates, fallbacks } = drive(given);
    expect(updates).toEqual(given.want);
    expect(fallbacks.map((fallback) => `${fallback.presenter} ${fallback.reason.kind}`)).toEqual(given.fallbacks);
  });

  it("reports a fallback with its reason on one line", () => {
    const { fallbacks } = drive(cases["a presenter that throws"]!);
    expect(fallbacks.map((fallback) => fallback.text)).toEqual([
      "shell.presentCall: the presenter threw (Error: no card today), showing the generic card",
      "shell.presentResult: the presenter threw (Error: no card today), showing the generic card",
    ]);
  });

  it("takes presenters already soft as they are, a spread of them included, so a card is checked once", () => {
    const soft = softenToolPresenters("shell", shell);
    expect(softenToolPresenters("shell", soft)).toBe(soft);
    const spread = softenToolPresenters("shell", { ...soft });
    expect([spread.presentCall, spread.presentResult]).toEqual([soft.presentCall, soft.presentResult]);
    expect(softenToolPresenters("shell", shell).presentCall).not.toBe(soft.presentCall);
  });

  it("never calls a presenter with arguments its check refused", () => {
    const seen: unknown[] = [];
    const recording: ToolPresenters<ShellArgs> = {
      ...shell,
      presentCall: (args) => {
        seen.push(args);
        return shell.presentCall(args);
      },
    };
    drive({ ...cases["malformed arguments"]!, presenters: new Map([["shell", recording]]) });
    expect(seen).toEqual([]);
  });

  it.each(
    Object.entries(cases).flatMap(([name, given]) =>
      [true, false].map((terminals) => [name, terminals, given] as const),
    ),
  )("sends only updates the ACP schema accepts for %s (terminal cards: %s)", (_name, terminals, given) => {
    const { updates } = drive(given, terminals);
    expect(updates.length).toBeGreaterThan(0);
    for (const update of updates) expect(acpNotificationProblems({ sessionId: "s1", update })).toEqual([]);
  });

  it("hands back what send returned, so a harness awaits each step in order", async () => {
    const sent: string[] = [];
    const calls = createToolCallLifecycle({
      cwd: "/work/proj",
      terminalOutput: false,
      presenters: shellOnly,
      send: async (update) => {
        await new Promise((resolve) => setTimeout(resolve, update.sessionUpdate === "tool_call" ? 20 : 0));
        sent.push(`${update.toolCallId} ${update.status ?? ""}`);
      },
    });
    const opening = calls.open(npmTest);
    expect(opening).toBeInstanceOf(Promise);
    await opening;
    await calls.start("call-1");
    await calls.settle("call-1", passed);
    expect(sent).toEqual(["call-1 pending", "call-1 in_progress", "call-1 completed"]);
  });
});
