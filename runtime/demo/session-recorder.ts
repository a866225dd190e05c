/**
 * Writes a live session as the JSON Lines log the replay reads (`session-log.ts`): each call when it
 * is made, each result when it is known, one line each, appended at once, so a session cut short
 * still leaves a log that replays up to where it stopped.
 */
import { appendFileSync, writeFileSync } from "node:fs";
import type { LogEntry } from "./session-log.js";

export type RecordEntry = (entry: LogEntry) => void;

/** Starts an empty log at `path` (replacing any file there) and returns what appends to it. */
export function openSessionRecorder(path: string): RecordEntry {
  writeFileSync(path, "");
  return (entry) => appendFileSync(path, `${JSON.stringify(entry)}\n`);
}
