/** The recorded session logs under `test/replay/`, and the check the generated validators give them. */
import { validateToolCallView, validateToolResultView } from "../../generated/validators.js";
import { collectSessionLogs } from "../../generator/cli/collect-inputs.js";
import type { ViewCheck } from "../../generator/replay/replay-log.js";
import type { SessionLog } from "../../generator/replay/session-log.js";

const projectRoot = new URL("../../", import.meta.url).pathname;

export async function readReplayLogs(): Promise<SessionLog[]> {
  const logs = await collectSessionLogs(projectRoot, "test/replay");
  if (!logs.ok) throw new Error(logs.problems.join("\n"));
  return logs.logs;
}

/** A view's verdict from the generated validators, with their error text as the reason. */
export const generatedViewCheck: ViewCheck = (type, value) => {
  const result =
    type === "ToolCallView"
      ? validateToolCallView(value)
      : type === "ToolResultView"
        ? validateToolResultView(value)
        : undefined;
  if (result === undefined) return { ok: false, reason: `the vocabulary has no type ${type}` };
  return result.ok ? { ok: true } : { ok: false, reason: result.errors.map((error) => error.text).join("; ") };
};
