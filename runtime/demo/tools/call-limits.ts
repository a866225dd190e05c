/**
 * Runs one live tool call within its time and its cancellation: the tool is handed a signal that is
 * aborted when the call's time is up or the caller cancels it, and the call settles at that moment
 * as a failed result saying which, whatever the tool is still doing. Tools stop their own work on the
 * signal (a command's process group is killed, a search's worker terminated), so a stopped call
 * leaves nothing running for long.
 */
import type { ToolResult } from "../../../generated/types.js";
import { failed } from "./tool.js";

/** The time a call of a tool that names none may take. */
export const defaultCallTimeoutMs = 60_000;

export async function runWithin(
  name: string,
  timeoutMs: number,
  cancel: AbortSignal | undefined,
  work: (signal: AbortSignal) => Promise<ToolResult>,
): Promise<ToolResult> {
  if (cancel?.aborted === true) return failed(`${name} was cancelled`);
  const controller = new AbortController();
  let stopped!: (result: ToolResult) => void;
  const stopping = new Promise<ToolResult>((resolve) => (stopped = resolve));
  const stop = (why: string) => {
    if (controller.signal.aborted) return;
    controller.abort();
    stopped(failed(why));
  };
  const timer = setTimeout(() => stop(`${name} took longer than ${describeMs(timeoutMs)} and was stopped`), timeoutMs);
  const onCancel = () => stop(`${name} was cancelled`);
  cancel?.addEventListener("abort", onCancel, { once: true });
  try {
    return await Promise.race([work(controller.signal), stopping]);
  } finally {
    clearTimeout(timer);
    cancel?.removeEventListener("abort", onCancel);
  }
}

/** `250 ms`, `30 s`. */
function describeMs(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}
