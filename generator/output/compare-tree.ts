/**
 * Compares a freshly generated tree with the one on disk: every stale, missing and orphaned file,
 * each stale one with a short unified diff. Pure: the caller reads the disk.
 */
import { createTwoFilesPatch } from "diff";
import type { GeneratedFile } from "../core/generated-file.js";

export interface TreeDrift {
  readonly stale: readonly { readonly path: string; readonly diff: string }[];
  readonly missing: readonly string[];
  readonly orphaned: readonly string[];
}

const diffLineLimit = 20;

export function compareTree(expected: readonly GeneratedFile[], actual: readonly GeneratedFile[]): TreeDrift {
  const onDisk = new Map(actual.map((file) => [file.path, file.contents]));
  const wanted = new Set(expected.map((file) => file.path));
  const stale: { path: string; diff: string }[] = [];
  const missing: string[] = [];
  for (const file of expected) {
    const current = onDisk.get(file.path);
    if (current === undefined) missing.push(file.path);
    else if (current !== file.contents)
      stale.push({ path: file.path, diff: shortDiff(file.path, current, file.contents) });
  }
  const orphaned = actual.filter((file) => !wanted.has(file.path)).map((file) => file.path);
  return { stale, missing, orphaned };
}

export function hasDrift(drift: TreeDrift): boolean {
  return drift.stale.length + drift.missing.length + drift.orphaned.length > 0;
}

function shortDiff(path: string, current: string, wanted: string): string {
  const patch = createTwoFilesPatch(`${path} (on disk)`, `${path} (generated)`, current, wanted, undefined, undefined, {
    context: 1,
  });
  const body = patch.split("\n").slice(1); // drop the "====" banner line
  const shown = body.slice(0, diffLineLimit);
  if (body.length > diffLineLimit) shown.push(`… ${body.length - diffLineLimit} more diff lines`);
  return shown.join("\n");
}
