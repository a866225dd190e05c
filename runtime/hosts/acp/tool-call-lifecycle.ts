/**
 * The lifecycle of a tool call as an ACP client sees it, for a harness to drive: `open` sends the
 * `tool_call` with the pending card (`pending`), `start` the `tool_call_update` `in_progress`,
 * `settle` the update with the result card (`completed`, or `failed` when the result is an error),
 * and `fail` a `failed` update saying why, for a call that ended without a result. Each step sends
 * exactly one update, built by the ACP bridge for the session's cwd and terminal capability.
 *
 * Presenters run behind the soft wrapper (`runtime/presenters/tool-presenters.ts`): a tool the harness has no
 * presenters for, a presenter that declines or falls back, and a result that is not a `ToolResult`
 * all give the generic card, with the reason reported through `onFallback`; no step throws unless
 * `send` does. The lifecycle remembers each open call (its tool, arguments and pending card) until
 * it settles, since the result card is presented from the arguments and a terminal's fallback says
 * where the pending card ran it; nothing else is kept, so one lifecycle serves a whole session.
 */
import { describeError, type PresentFallback } from "@cardc/runtime";
import {
  isToolResult,
  type GenericCallView,
  type ToolCallView,
  type ToolResult,
  type ToolResultView,
} from "../../../generated/index.js";
import { acpToolCall, acpToolCallUpdate } from "./bridge.js";
import type { AcpSession, AcpToolCall, AcpToolCallUpdate } from "./context.js";
import {
  softenToolPresenters,
  type SoftToolPresenters,
  type ToolPresenters,
} from "../../presenters/tool-presenters.js";

/** A tool call as the model asked for it; `id` becomes the ACP `toolCallId`, unique within the session. */
export interface ToolCallRequest {
  readonly id: string;
  readonly tool: string;
  readonly args: unknown;
}

/** One update the lifecycle sends: the `update` of a `session/update` notification. */
export type ToolCallLifecycleUpdate = AcpToolCall | AcpToolCallUpdate;

export interface ToolCallLifecycleOptions<Sent> extends AcpSession {
  /** Each tool's presenters by name; a tool not in the map shows the generic card. */
  readonly presenters: ReadonlyMap<string, ToolPresenters>;
  /**
   * Sends one update to the client, e.g. `(update) => client.notify(acp.methods.client.session.update,
   * { sessionId, update })`. Each step returns what it returns, so a harness awaits the step to keep
   * the updates in order, and a caller that only collects them stays synchronous.
   */
  readonly send: (update: ToolCallLifecycleUpdate) => Sent;
  /** Told why a presenter's card was replaced by the generic one; an exception it throws is ignored. */
  readonly onFallback?: (fallback: PresentFallback) => void;
}

export interface ToolCallLifecycle<Sent> {
  /** Presents the pending card and sends the `tool_call`, status `pending`. */
  readonly open: (call: ToolCallRequest) => Sent;
  /** Sends the `tool_call_update` that marks the call running: status `in_progress`. */
  readonly start: (id: string) => Sent;
  /**
   * Presents the result card and sends the `tool_call_update` that settles the call: `completed`, or
   * `failed` when the result's `isError` is set. A result that is not a `ToolResult` settles `failed`;
   * a call that was never opened settles with the generic card.
   */
  readonly settle: (id: string, result: unknown) => Sent;
  /**
   * Settles a call that ended without a result (the tool could not run, threw, was cancelled) as
   * `failed`, with `reason` as its text: a string as it is, anything else as an error is described.
   */
  readonly fail: (id: string, reason: unknown) => Sent;
}

interface OpenCall {
  readonly call: ToolCallRequest;
  readonly view: ToolCallView;
}

const unreadableResult: ToolResult = {
  content: [{ type: "text", text: "(the recorded result could not be read)" }],
  isError: true,
};

export function createToolCallLifecycle<Sent>(options: ToolCallLifecycleOptions<Sent>): ToolCallLifecycle<Sent> {
  const session: AcpSession = { cwd: options.cwd, terminalOutput: options.terminalOutput };
  const opened = new Map<string, OpenCall>();
  const softened = new Map<string, SoftToolPresenters>();

  /** A tool's soft presenters, made on first use; none for a tool the harness did not name. */
  function presentersOf(tool: string): SoftToolPresenters | undefined {
    const known = softened.get(tool);
    if (known !== undefined) return known;
    const presenters = options.presenters.get(tool);
    if (presenters === undefined) return undefined;
    const soft = softenToolPresenters(tool, presenters, options.onFallback);
    softened.set(tool, soft);
    return soft;
  }

  /** An open call, forgotten as it settles. */
  function take(id: string): OpenCall | undefined {
    const open = opened.get(id);
    opened.delete(id);
    return open;
  }

  /** Sends the update that settles `id`: `view`, or the generic card of the result's own content. */
  function sendSettled(id: string, open: OpenCall | undefined, view: ToolResultView | undefined, result: ToolResult) {
    const callView = open === undefined ? {} : { callView: open.view };
    return options.send(
      acpToolCallUpdate(view ?? { card: "generic" }, { ...session, toolCallId: id, result, ...callView }),
    );
  }

  return {
    open: (call) => {
      const view = presentersOf(call.tool)?.presentCall(call.args) ?? genericCallView(call.tool, call.args);
      opened.set(call.id, { call, view });
      return options.send(acpToolCall(view, { ...session, toolCallId: call.id }));
    },
    start: (id) => options.send({ sessionUpdate: "tool_call_update", toolCallId: id, status: "in_progress" }),
    settle: (id, result) => {
      const open = take(id);
      const view = open === undefined ? undefined : presentersOf(open.call.tool)?.presentResult(open.call.args, result);
      return sendSettled(id, open, view, isToolResult(result) ? result : unreadableResult);
    },
    fail: (id, reason) => sendSettled(id, take(id), undefined, failure(reason)),
  };
}

/** The pending card no presenter could show: the tool's name and, for the curious, its raw arguments. */
function genericCallView(tool: string, args: unknown): GenericCallView {
  return { card: "generic", title: tool, ...(args === undefined ? {} : { rawInput: args }) };
}

/** The result a call that ended without one shows: why, as the text the generic card holds. */
function failure(reason: unknown): ToolResult {
  const text = typeof reason === "string" ? reason : describeError(reason);
  return { content: [{ type: "text", text }], isError: true };
}
