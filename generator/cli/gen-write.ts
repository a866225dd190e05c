/**
 * What a writing `cardc gen` run does after generating, shared by one-shot runs and `--watch`:
 * replace the output folder under its lock with the staged, two-rename swap, so no caller can ever
 * leave a half-written tree, once the folder is known to be replaceable (not a link, not read-only);
 * then find the arms hand-written bridges lack, or keep for removed
 * variants, after the change. Loaded only by runs that write: `--check` needs none of it.
 */
import { type ArmProblem, describeArmProblem, reportArms } from "../bridges/arm-report.js";
import { findBridgeSites } from "../bridges/bridge-sites.js";
import { findBridgeFiles } from "../bridges/find-bridge-files.js";
import type { GeneratedFile } from "../model/generated-file.js";
import type { Ir } from "../lower/ir.js";
import { compareTree, hasDrift, type TreeDrift, unchangedPaths } from "../output/compare-tree.js";
import { readTree } from "../output/read-tree.js";
import { assertReplaceable, OutputNotReplaceableError } from "../output/replaceable.js";
import {
  OldTreeLeftError,
  OutputBusyError,
  recoverInterruptedRun,
  replaceTree,
  withOutputLock,
} from "../output/write-tree.js";
import type { GenPaths } from "./gen-paths.js";
import type { Terminal } from "./terminal.js";

/**
 * `cardc gen`'s writing half: replaces the folder when something changed, says what it wrote, then
 * names the bridge arms the change leaves missing or stale (a hint, not a failure). Why the folder
 * could not be written, when it could not (exit 73), or undefined.
 */
export async function writeAndReport(
  paths: GenPaths,
  generated: { readonly files: readonly GeneratedFile[]; readonly ir: Ir },
  bridges: readonly string[],
  terminal: Terminal,
): Promise<string | undefined> {
  const { outName } = paths;
  const total = generated.files.length;
  let drift;
  try {
    drift = await writeGenerated(paths, generated.files);
  } catch (error) {
    const failure = describeWriteFailure(error);
    if (failure === undefined) throw error; // not the disk and not another run: a bug, reported by bin.ts
    terminal.error(`${outName}/: ${failure}`);
    return failure;
  }
  if (!hasDrift(drift)) {
    terminal.info(`${outName}/ is up to date (${total} files).`);
  } else {
    const changed = drift.stale.length + drift.missing.length;
    const removed =
      drift.orphaned.length === 0 ? "" : `, removed ${drift.orphaned.map((path) => `${outName}/${path}`).join(", ")}`;
    terminal.info(`wrote ${outName}/: ${changed} of ${total} files changed${removed}.`);
  }
  const armReport = renderArmProblems(await findArmProblems(generated.ir, bridges));
  if (armReport !== undefined) terminal.error(armReport);
  return undefined;
}

/** Replaces the output folder with `files` when anything differs; returns what differed (nothing: no write). */
export function writeGenerated(paths: GenPaths, files: readonly GeneratedFile[]): Promise<TreeDrift> {
  return withOutputLock(paths.outPath, async () => {
    await recoverInterruptedRun(paths.outPath);
    const written = new Set(files.map((file) => file.path));
    const drift = compareTree(files, (await readTree(paths.outPath, written)) ?? []);
    if (hasDrift(drift)) {
      await assertReplaceable(paths.outPath);
      await replaceTree(paths.outPath, files, unchangedPaths(files, drift));
    }
    return drift;
  });
}

/**
 * A failure of the disk or another run, as one sentence saying what the folder now holds; undefined
 * for anything else (which is a bug).
 */
export function describeWriteFailure(error: unknown): string | undefined {
  const kept = "it keeps its previous complete tree";
  if (error instanceof OldTreeLeftError) {
    return error.wroteNewTree
      ? `wrote the new tree, but ${error.message}; remove it by hand.`
      : `cannot write the output: ${error.message}; remove it by hand; ${kept}.`;
  }
  if (error instanceof OutputBusyError || error instanceof OutputNotReplaceableError) {
    return `cannot write the output (${error.message}); nothing was swapped, ${kept}.`;
  }
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code !== "string") return undefined;
  return `cannot write the output (${(error as Error).message}); ${kept} (restored by the next run if a swap was cut short).`;
}

/** Paths of every file a write added, changed or removed, in tree order. */
export function changedPaths(drift: TreeDrift): string[] {
  return [...drift.stale.map((file) => file.path), ...drift.missing, ...drift.orphaned].sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
}

/** The arms the hand-written bridges under `folders` now lack or keep for removed variants. */
export async function findArmProblems(ir: Ir, folders: readonly string[]): Promise<ArmProblem[]> {
  return reportArms(findBridgeSites(ir, await findBridgeFiles(process.cwd(), folders)));
}

/** The arm problems as the hint `pnpm gen` prints after writing; a hint, never a failure. */
export function renderArmProblems(problems: readonly ArmProblem[]): string | undefined {
  if (problems.length === 0) return undefined;
  return [
    "bridges that no longer match the vocabulary (the typecheck fails until they do):",
    ...problems.map((problem) => `  ${describeArmProblem(problem)}`),
  ].join("\n");
}
