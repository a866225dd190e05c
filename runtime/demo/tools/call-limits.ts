/**
 * Runs one live tool call within its time and its cancellation: the tool is handed a signal that is
 * aborted when the call's time is up or the caller cancels it, and the call settles as a failed
 * result saying which. A tool that only reads (a search, a command's output) settles at that moment,
 * whatever it is still doing, and stops its own work on the signal (a command's process group is
 * killed, a search's worker terminated), so a stopped call leaves nothing running for long. A tool
 * that changes files (`waitsToStop`) settles once its work has stopped: it looks at the signal
 * before each step and undoes what it made, so a call reported stopped has changed nothing, and
 * one whose change was already in place when the signal came settles as done, since it was.
 */
import type { ToolResult } from "../../../generated/types.js";
import { failed } from "./tool.js";

/** The time a call of a tool that names none may take. */
export const defaultCallTimeoutMs = 60_000;

export async function runWithin(
  name: string,
  limits: { readonly timeoutMs: number; readonly waitsToStop: boolean },
  cancel: AbortSignal | undefined,
  work: (signal: AbortSignal) => Promise<ToolResult>,
): Promise<ToolResult> {
  if (cancel?.aborted === true) return failed(`${name} was cancelled`);
  const controller = new AbortController();
  let why: string | undefined;
  let stopped!: (result: ToolResult) => void;
  const stopping = new Promise<ToolResult>((resolve) => (stopped = resolve));
  const stop = (reason: string) => {
    if (controller.signal.aborted) return;
    why = reason;
    controller.abort();
    if (!limits.waitsToStop) stopped(failed(reason));
  };
  const timer = setTimeout(
    () => stop(`${name} took longer than ${describeMs(limits.timeoutMs)} and was stopped`),
    limits.timeoutMs,
  );
  const onCancel = () => stop(`${name} was cancelled`);
  cancel?.addEventListener("abort", onCancel, { once: true });
  try {
    const result = await Promise.race([work(controller.signal), stopping]);
    // A stopped tool's own failure (`the operation was aborted`) is said as the stop it was.
    return why !== undefined && result.isError ? failed(why) : result;
  } finally {
    clearTimeout(timer);
    cancel?.removeEventListener("abort", onCancel);
  }
}

/** `250 ms`, `30 s`. */
function describeMs(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}
