/**
 * The soft presentation path never throws: a presenter that throws, returns an invalid card, or
 * receives malformed or legacy arguments (or result) yields `undefined`, the generic fallback, and
 * the reason is reported; a valid view passes through and `undefined` from the presenter is no failure.
 */
import { describe, expect, it } from "vitest";
import { validateToolCallView, validateToolResult, validateToolResultView } from "../../../generated/validators.js";
import type { ToolCallView, ToolResult, ToolResultView } from "../../../generated/types.js";
import { type PresentFallback, softPresentCall, softPresentResult } from "../../../runtime/core/present.js";
import type { Validation } from "../../../runtime/core/validation.js";

interface BashArgs {
  command: string;
}

function validateBashArgs(value: unknown): Validation<BashArgs> {
  const command = (value as { command?: unknown } | null)?.command;
  return typeof command === "string"
    ? { ok: true, value: { command } }
    : {
        ok: false,
        errors: [
          { type: "BashArgs", path: "/command", message: "must be string", text: "BashArgs: /command must be string" },
        ],
      };
}

function recorder() {
  const reports: PresentFallback[] = [];
  return { reports, onFallback: (report: PresentFallback) => reports.push(report) };
}

const presentCall = (args: BashArgs): ToolCallView => ({ card: "terminal", title: args.command });

describe("softPresentCall", () => {
  it("returns a valid view unchanged and reports nothing", () => {
    const { reports, onFallback } = recorder();
    const present = softPresentCall(presentCall, {
      name: "bash",
      validateView: validateToolCallView,
      validateArgs: validateBashArgs,
      onFallback,
    });
    expect(present({ command: "ls" })).toEqual({ card: "terminal", title: "ls" });
    expect(reports).toEqual([]);
  });

  it("falls back on legacy arguments without calling the presenter", () => {
    const { reports, onFallback } = recorder();
    let called = false;
    const present = softPresentCall(
      (args: BashArgs) => {
        called = true;
        return presentCall(args);
      },
      { name: "bash.presentCall", validateView: validateToolCallView, validateArgs: validateBashArgs, onFallback },
    );
    expect(present({ cmd: "ls" })).toBeUndefined();
    expect(called).toBe(false);
    expect(reports.map((report) => report.text)).toEqual([
      "bash.presentCall: malformed or legacy arguments, showing the generic card: BashArgs: /command must be string",
    ]);
    expect(reports[0]?.reason.kind).toBe("invalid-args");
  });

  it("falls back, without throwing, when the view check itself throws", () => {
    const { reports, onFallback } = recorder();
    const present = softPresentCall(presentCall, {
      name: "bash",
      validateView: () => {
        throw new TypeError("broken check");
      },
      onFallback,
    });
    expect(present({ command: "ls" })).toBeUndefined();
    expect(reports.map((report) => report.reason)).toEqual([
      { kind: "invalid-view", errors: ["the check threw (TypeError: broken check)"] },
    ]);
  });

  it("accepts a type guard as the argument check", () => {
    const { reports, onFallback } = recorder();
    const isBashArgs = (value: unknown): value is BashArgs =>
      typeof (value as BashArgs | null | undefined)?.command === "string";
    const present = softPresentCall(presentCall, {
      name: "bash",
      validateView: validateToolCallView,
      validateArgs: isBashArgs,
      onFallback,
    });
    expect(present({ command: "pwd" })).toEqual({ card: "terminal", title: "pwd" });
    expect(present(null)).toBeUndefined();
    expect(reports.map((report) => report.text)).toEqual([
      "bash: malformed or legacy arguments, showing the generic card: null was rejected",
    ]);
  });

  it("falls back when the presenter throws, even on a malformed argument it did not expect", () => {
    const { reports, onFallback } = recorder();
    const present = softPresentCall(presentCall, { name: "bash", validateView: validateToolCallView, onFallback });
    expect(present(undefined)).toBeUndefined();
    expect(reports[0]?.reason.kind).toBe("threw");
    expect(reports[0]?.text).toMatch(/^bash: the presenter threw \(TypeError: .*\), showing the generic card$/);
  });

  it("falls back when the presenter returns a card the validator rejects", () => {
    const { reports, onFallback } = recorder();
    const present = softPresentCall((): ToolCallView => ({ card: "diff", title: "x" }) as unknown as ToolCallView, {
      name: "edit",
      validateView: validateToolCallView,
      onFallback,
    });
    expect(present({})).toBeUndefined();
    expect(reports.map((report) => report.text)).toEqual([
      'edit: the presenter returned an invalid card, showing the generic card: ToolCallView card "diff": /diffs is required',
    ]);
  });

  it("hands on the card it checked: a getter read once, as data, so a later read cannot change it", () => {
    let reads = 0;
    const view = {
      card: "generic",
      get title() {
        return reads++ === 0 ? "checked" : 42;
      },
    };
    const present = softPresentCall(() => view as unknown as ToolCallView, {
      name: "shifty",
      validateView: validateToolCallView,
    });
    const shown = present({});
    expect(shown).toEqual({ card: "generic", title: "checked" });
    expect(Object.getOwnPropertyDescriptor(shown, "title")).toMatchObject({ value: "checked" });
    expect(validateToolCallView(shown).ok).toBe(true);
    expect(reads).toBe(1);
  });

  it("treats a presenter's own undefined as the generic card, not a failure", () => {
    const { reports, onFallback } = recorder();
    const present = softPresentCall(() => undefined, { name: "todo", validateView: validateToolCallView, onFallback });
    expect(present({})).toBeUndefined();
    expect(reports).toEqual([]);
  });

  it("survives a hostile argument, a throwing check and a throwing reporter", () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error("trap");
        },
      },
    );
    const throwingCheck = (): Validation<BashArgs> => {
      throw new Error("check failed");
    };
    const present = softPresentCall(presentCall, {
      name: "bash",
      validateView: validateToolCallView,
      validateArgs: throwingCheck,
      onFallback: () => {
        throw new Error("logger down");
      },
    });
    expect(present(hostile)).toBeUndefined();
    const guarded = softPresentCall(presentCall, {
      name: "bash",
      validateView: validateToolCallView,
      validateArgs: validateBashArgs,
    });
    expect(() => guarded(hostile)).not.toThrow();
  });
});

describe("softPresentResult", () => {
  const presentResult = (args: BashArgs, result: ToolResult): ToolResultView => ({
    card: "terminal",
    title: args.command,
    output: result.content.map((block) => (block.type === "text" ? block.text : "")).join(""),
    exitCode: result.isError ? 1 : 0,
  });
  const result: ToolResult = { content: [{ type: "text", text: "a\n" }], isError: false };

  it("presents a valid result and falls back on a malformed one", () => {
    const { reports, onFallback } = recorder();
    const present = softPresentResult(presentResult, {
      name: "bash.presentResult",
      validateView: validateToolResultView,
      validateArgs: validateBashArgs,
      validateResult: validateToolResult,
      onFallback,
    });
    expect(present({ command: "ls" }, result)).toEqual({ card: "terminal", title: "ls", output: "a\n", exitCode: 0 });
    expect(present({ command: "ls" }, { content: "a", isError: false })).toBeUndefined();
    expect(present({ command: 1 }, result)).toBeUndefined();
    expect(reports.map((report) => report.reason.kind)).toEqual(["invalid-result", "invalid-args"]);
    expect(reports[0]?.text).toContain("ToolResult: /content must be array");
  });

  it("falls back when the result view is invalid", () => {
    const { reports, onFallback } = recorder();
    // @ts-expect-error the types make the pair unrepresentable; a presenter in plain JS can still return it
    const present = softPresentResult((): ToolResultView => ({ card: "terminal", exitCode: 1, signal: "SIGKILL" }), {
      name: "bash",
      validateView: validateToolResultView,
      onFallback,
    });
    expect(present({}, result)).toBeUndefined();
    expect(reports[0]?.text).toContain(
      'ToolResultView card "terminal": /signal is not allowed together with /exitCode',
    );
  });
});
