/**
 * Replays every recorded log under the old and the new vocabulary and keeps the views that were
 * shown before and fall back now: the recorded sessions a change would break.
 */
import type { Ir } from "../lower/ir.js";
import { replayLog } from "./replay-log.js";
import type { SessionLog } from "./session-log.js";
import { vocabularyCheck } from "./vocabulary-check.js";

export interface ReplayRegression {
  readonly log: string;
  readonly index: number;
  readonly type: string;
  readonly view: unknown;
  readonly reason: string;
}

export function compareReplay(logs: readonly SessionLog[], before: Ir, after: Ir): ReplayRegression[] {
  if (logs.length === 0) return [];
  const checkBefore = vocabularyCheck(before);
  const checkAfter = vocabularyCheck(after);
  return logs.flatMap((log) => {
    const was = replayLog(log, checkBefore);
    return replayLog(log, checkAfter).flatMap((now, index) =>
      was[index]?.shown === true && !now.shown
        ? [{ log: log.path, index, type: now.type, view: log.events[index]?.view, reason: now.reason ?? "" }]
        : [],
    );
  });
}
