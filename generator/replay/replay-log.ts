/**
 * Replays a recorded session log: every event's view is checked as a host would check it before
 * showing it, and is either shown or falls back to the generic card with the reason. Nothing a log
 * holds can make a replay throw; a checker that throws is itself reported as a fallback.
 */
import type { EventKind, SessionLog } from "./session-log.js";
import { viewTypes } from "./session-log.js";

/** Checks one value against a named vocabulary type, as the generated `validateX` functions do. */
export type ViewCheck = (type: string, value: unknown) => { ok: true } | { ok: false; reason: string };

export interface ReplayOutcome {
  readonly log: string;
  readonly index: number;
  readonly kind: EventKind;
  readonly tool: string;
  readonly type: string;
  readonly shown: boolean;
  /** Why the view falls back to the generic card. */
  readonly reason?: string;
}

export function replayLog(log: SessionLog, check: ViewCheck): ReplayOutcome[] {
  return log.events.map((event, index) => {
    const type = viewTypes[event.kind];
    const base = { log: log.path, index, kind: event.kind, tool: event.tool, type };
    let verdict: ReturnType<ViewCheck>;
    try {
      verdict = check(type, event.view);
    } catch {
      verdict = { ok: false, reason: `checking ${type} threw` };
    }
    return verdict.ok ? { ...base, shown: true } : { ...base, shown: false, reason: verdict.reason };
  });
}

/** One line per event: `test/replay/a.json /events/2 toolResult read: shown` or `…: falls back: <reason>`. */
export function describeOutcome(outcome: ReplayOutcome): string {
  const where = `${outcome.log} /events/${outcome.index} ${outcome.kind} ${outcome.tool}`;
  return outcome.shown ? `${where}: shown` : `${where}: falls back to the generic card: ${outcome.reason ?? ""}`;
}
