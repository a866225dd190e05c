/**
 * Gathers from disk the recorded session logs `cardc diff` replays under both versions (the bridges
 * it names come from `bridges/find-bridge-files.ts`, as `cardc gen`'s do).
 */
import { readdir, readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { readSessionLog, type SessionLog } from "../replay/session-log.js";

export type LogsResult = { ok: true; logs: SessionLog[] } | { ok: false; problems: string[] };

/** Every `*.json` log in a folder, by name; a missing folder holds no logs. */
export async function collectSessionLogs(root: string, folder: string): Promise<LogsResult> {
  const names = await readdir(resolve(root, folder)).catch(() => [] as string[]);
  const logs: SessionLog[] = [];
  const problems: string[] = [];
  for (const name of names.filter((candidate) => candidate.endsWith(".json")).sort()) {
    const path = `${folder.replace(/\/$/, "")}/${name}`;
    const read = readSessionLog(path, await readFile(resolve(root, path), "utf8"));
    if (read.ok) logs.push(read.log);
    else problems.push(read.problem);
  }
  return problems.length === 0 ? { ok: true, logs } : { ok: false, problems };
}
