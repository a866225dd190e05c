/**
 * The recorded session-log format replayed against the vocabulary: the tool calls and results of a
 * session, each with the view (card) its presenter returned at the time. A log is never rewritten
 * when the vocabulary changes; that is the point of keeping it.
 *
 *     { "doc": "…", "events": [
 *       { "kind": "toolCall", "toolCallId": "c1", "tool": "bash", "input": { … }, "view": { "card": "terminal", … } },
 *       { "kind": "toolResult", "toolCallId": "c1", "tool": "bash", "result": { … }, "view": { … } } ] }
 */

/** Which vocabulary type each kind of event's view is checked against. */
export const viewTypes = { toolCall: "ToolCallView", toolResult: "ToolResultView" } as const;

export type EventKind = keyof typeof viewTypes;

export interface SessionEvent {
  readonly kind: EventKind;
  readonly toolCallId: string;
  readonly tool: string;
  /** The call's input or the tool's result, as recorded. */
  readonly payload: unknown;
  readonly view: unknown;
}

export interface SessionLog {
  /** As reports show it, e.g. `test/replay/legacy-search.json`. */
  readonly path: string;
  readonly doc: string;
  readonly events: readonly SessionEvent[];
}

export type ReadLogResult = { ok: true; log: SessionLog } | { ok: false; problem: string };

/** Reads one log file's text; a malformed log is a located problem, never an exception. */
export function readSessionLog(path: string, text: string): ReadLogResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `${path}: not JSON (${(error as Error).message})` };
  }
  if (!isObject(value) || typeof value["doc"] !== "string" || !Array.isArray(value["events"]))
    return { ok: false, problem: `${path}: expected an object with "doc" (string) and "events" (array)` };
  const events: SessionEvent[] = [];
  for (const [index, event] of value["events"].entries()) {
    const kind = isObject(event) ? event["kind"] : undefined;
    if (
      !isObject(event) ||
      (kind !== "toolCall" && kind !== "toolResult") ||
      typeof event["toolCallId"] !== "string" ||
      typeof event["tool"] !== "string" ||
      !Object.hasOwn(event, "view")
    ) {
      return {
        ok: false,
        problem: `${path}: /events/${index} needs "kind" ("toolCall" or "toolResult"), "toolCallId", "tool" and "view"`,
      };
    }
    events.push({
      kind,
      toolCallId: event["toolCallId"],
      tool: event["tool"],
      payload: kind === "toolCall" ? event["input"] : event["result"],
      view: event["view"],
    });
  }
  return { ok: true, log: { path, doc: value["doc"], events } };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
