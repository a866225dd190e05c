/**
 * Compares a freshly generated tree with the one on disk: every stale, missing and orphaned file.
 * A stale file's short unified diff is made only when asked for (`--check` prints it; a write does
 * not need it), and is bounded: two files too different to diff cheaply get a one-line summary
 * instead, so a large regenerated file can never stall the run. Pure: the caller reads the disk.
 */
import type { GeneratedFile } from "../model/generated-file.js";

export interface TreeDrift {
  readonly stale: readonly StaleFile[];
  readonly missing: readonly string[];
  readonly orphaned: readonly string[];
}

export interface StaleFile {
  readonly path: string;
  readonly onDisk: string;
  readonly generated: string;
}

const diffLineLimit = 20;
/** Beyond this many changed lines the diff is not worth computing: jsdiff's cost grows with it. */
const diffEditLimit = 400;

export function compareTree(expected: readonly GeneratedFile[], actual: readonly GeneratedFile[]): TreeDrift {
  const onDisk = new Map(actual.map((file) => [file.path, file.contents]));
  const wanted = new Set(expected.map((file) => file.path));
  const stale: StaleFile[] = [];
  const missing: string[] = [];
  for (const file of expected) {
    const current = onDisk.get(file.path);
    if (current === undefined) missing.push(file.path);
    else if (current !== file.contents) stale.push({ path: file.path, onDisk: current, generated: file.contents });
  }
  const orphaned = actual.filter((file) => !wanted.has(file.path)).map((file) => file.path);
  return { stale, missing, orphaned };
}

/** The generated files that are on disk exactly as generated. */
export function unchangedPaths(expected: readonly GeneratedFile[], drift: TreeDrift): Set<string> {
  const differing = new Set([...drift.stale.map((file) => file.path), ...drift.missing]);
  return new Set(expected.map((file) => file.path).filter((path) => !differing.has(path)));
}

export function hasDrift(drift: TreeDrift): boolean {
  return drift.stale.length + drift.missing.length + drift.orphaned.length > 0;
}

/** The diff package is loaded only here: a run that finds nothing stale never needs it. */
export async function shortDiff({ path, onDisk, generated }: StaleFile): Promise<string> {
  const { createTwoFilesPatch } = await import("diff");
  const patch = createTwoFilesPatch(
    `${path} (on disk)`,
    `${path} (generated)`,
    onDisk,
    generated,
    undefined,
    undefined,
    {
      context: 1,
      maxEditLength: diffEditLimit,
    },
  );
  if (patch === undefined) {
    const count = (text: string) => text.split("\n").length;
    return `  (more than ${diffEditLimit} lines differ: ${count(onDisk)} lines on disk, ${count(generated)} generated)`;
  }
  const body = patch.split("\n").slice(1); // drop the "====" banner line
  const shown = body.slice(0, diffLineLimit);
  if (body.length > diffLineLimit) shown.push(`… ${body.length - diffLineLimit} more diff lines`);
  return shown.join("\n");
}
