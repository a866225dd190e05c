/**
 * Gathers from disk what `cardc diff` compares besides the two vocabularies: the hand-written
 * TypeScript files (to find `define…Bridge` calls) and the recorded session logs to replay. The
 * output folder, fixtures, dependencies and hidden folders hold no hand-written bridges of this vocabulary.
 */
import { readdir, readFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { isTypeScriptSource } from "../bridges/find-bridge-files.js";
import type { SourceFile } from "../diff/bridge-sites.js";
import { readSessionLog, type SessionLog } from "../replay/session-log.js";

export async function collectSourceFiles(root: string, skip: readonly string[]): Promise<SourceFile[]> {
  const skipped = new Set(skip.map((path) => resolve(root, path)));
  const found: SourceFile[] = [];
  const visit = async (folder: string): Promise<void> => {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of [...entries].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const path = join(folder, entry.name);
      if (entry.name.startsWith(".") || entry.name === "node_modules" || skipped.has(path)) continue;
      if (entry.isDirectory()) await visit(path);
      else if (entry.isFile() && isTypeScriptSource(entry.name))
        found.push({ path: relative(root, path).split("\\").join("/"), text: await readFile(path, "utf8") });
    }
  };
  await visit(resolve(root));
  return found;
}

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
