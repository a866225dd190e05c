/**
 * How `gen --check` proves an output folder up to date without generating it: each `gen` that
 * writes or finds the folder as generated, and each `--check` that finds it so, records in cardc's
 * cache (`cache-folder.ts`) a hash of every input (the vocabulary's text, the output settings and
 * the compiler's identity) and the hash of every file it holds:
 *
 *     node_modules/.cache/cardc/trees/<sha256 of the folder's path>.json
 *     { "inputs": "3f1c…", "files": { "bridge.ts": "9a0e…", "types.ts": "41d7…", … } }
 *
 * A later check whose inputs hash the same needs only the folder's files: it is proven when the
 * folder holds exactly the recorded files (none missing, none more, what git ignores left out as
 * `readTree` leaves it) and each hashes as recorded. Anything else (no record, a changed input, an
 * edited, deleted or extra file) proves nothing, and the check regenerates and compares as it
 * always did, with the same diagnostics. The record is only ever a shortcut to "up to date".
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { GeneratedFile } from "../model/generated-file.js";
import { listTree } from "../output/read-tree.js";
import { sha256 } from "../model/content-hash.js";
import { cacheFolder, readCacheEntry, writeCacheEntry } from "./cache-folder.js";
import { compilerIdentity } from "./compiler-identity.js";
import type { GenPaths } from "./gen-paths.js";
import type { OutputSettings } from "./output-settings.js";

interface RecordedTree {
  readonly inputs: string;
  /** Each file's path in the folder → the hash of its bytes. */
  readonly files: Readonly<Record<string, string>>;
}

function recordPath(projectDir: string, outPath: string): string {
  return join(cacheFolder(projectDir), "trees", `${sha256(outPath)}.json`);
}

/** One hash of every input; undefined when the compiler has no identity (run from source). */
function inputsHash(text: string, settings: OutputSettings): string | undefined {
  const compiler = compilerIdentity();
  return compiler === undefined ? undefined : sha256(JSON.stringify({ compiler, settings, text }));
}

/** Records the folder as `files` generated from `text`, for the next check; never fails the run. */
export async function recordTree(
  projectDir: string,
  paths: Pick<GenPaths, "outPath">,
  input: { readonly text: string; readonly settings: OutputSettings },
  files: readonly GeneratedFile[],
): Promise<void> {
  const inputs = inputsHash(input.text, input.settings);
  if (inputs === undefined) return;
  const record: RecordedTree = {
    inputs,
    files: Object.fromEntries(files.map((file) => [file.path, sha256(file.contents)])),
  };
  await writeCacheEntry(recordPath(projectDir, paths.outPath), `${JSON.stringify(record)}\n`);
}

/**
 * The number of files in the folder when the record proves it up to date with the vocabulary's
 * current text and settings; undefined when it proves nothing.
 */
export async function provenUpToDate(
  projectDir: string,
  paths: Pick<GenPaths, "schemaPath" | "outPath">,
  settings: OutputSettings,
): Promise<number | undefined> {
  const [text, entry] = await Promise.all([
    readFile(paths.schemaPath, "utf8").catch(() => undefined),
    readCacheEntry(recordPath(projectDir, paths.outPath)),
  ]);
  if (text === undefined || entry === undefined) return undefined;
  const record = parseRecord(entry);
  if (record === undefined || record.inputs !== inputsHash(text, settings)) return undefined;
  const recorded = new Map(Object.entries(record.files));
  const onDisk = await listTree(paths.outPath, new Set(recorded.keys()));
  if (onDisk === undefined || onDisk.length !== recorded.size) return undefined;
  const same = await Promise.all(
    onDisk.map(async (path) => {
      const bytes = recorded.has(path) ? await readFile(join(paths.outPath, path)).catch(() => undefined) : undefined;
      return bytes !== undefined && sha256(bytes) === recorded.get(path);
    }),
  );
  return same.every(Boolean) ? onDisk.length : undefined;
}

/** A record as written, or undefined for anything else. */
function parseRecord(text: string): RecordedTree | undefined {
  try {
    const value = JSON.parse(text) as { readonly inputs?: unknown; readonly files?: unknown } | null;
    const files = value?.files;
    if (typeof value?.inputs !== "string" || typeof files !== "object" || files === null) return undefined;
    const hashes = Object.values(files as object);
    return hashes.every((hash) => typeof hash === "string") ? (value as RecordedTree) : undefined;
  } catch {
    return undefined;
  }
}
