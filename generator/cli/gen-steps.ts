/**
 * The steps `cardc gen` is made of, shared by one-shot runs and `--watch`: read and generate the
 * vocabulary (rendering diagnostics when it is invalid), and replace the output folder under its
 * lock with the staged, two-rename swap, so no caller can ever leave a half-written tree; then
 * find the arms hand-written bridges lack, or keep for removed variants, after the change.
 */
import { readFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { type ArmProblem, describeArmProblem, reportArms } from "../bridges/arm-report.js";
import { findBridgeSites } from "../bridges/bridge-sites.js";
import { findBridgeFiles } from "../bridges/find-bridge-files.js";
import { previousArtifacts } from "../core/artifacts.js";
import { generate } from "../core/generate.js";
import type { GeneratedFile } from "../model/generated-file.js";
import type { Ir } from "../lower/ir.js";
import { compareTree, hasDrift, type TreeDrift } from "../output/compare-tree.js";
import { readTree } from "../output/read-tree.js";
import { OutputBusyError, recoverInterruptedRun, replaceTree, withOutputLock } from "../output/write-tree.js";
import { loadProjectSettings } from "./project-settings.js";
import { renderDiagnostics } from "./render-diagnostics.js";
import type { Style } from "./style.js";

export interface GenPaths {
  readonly schemaPath: string;
  readonly outPath: string;
  /** The schema as generated headers and messages name it, relative to the working directory. */
  readonly sourceName: string;
  /** The output folder as messages name it. */
  readonly outName: string;
}

export function resolveGenPaths(schema: string, out: string): GenPaths {
  const schemaPath = resolve(schema);
  const outPath = resolve(out);
  return {
    schemaPath,
    outPath,
    sourceName: relative(process.cwd(), schemaPath).split("\\").join("/"),
    outName: relative(process.cwd(), outPath).split("\\").join("/") || ".",
  };
}

export type LoadedVocabulary =
  | { readonly ok: true; readonly files: readonly GeneratedFile[]; readonly ir: Ir }
  | { readonly ok: false; readonly report: string };

/** Reads the schema's text; an unreadable file becomes a one-line report naming it. */
export async function readSchema(
  paths: Pick<GenPaths, "schemaPath" | "sourceName">,
  style: Style,
): Promise<{ readonly ok: true; readonly text: string } | { readonly ok: false; readonly report: string }> {
  try {
    return { ok: true, text: await readFile(paths.schemaPath, "utf8") };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "error";
    const reason = code === "ENOENT" ? "no such file; --schema names another" : code;
    return { ok: false, report: `${style.location(paths.sourceName)}: cannot read the vocabulary (${reason})` };
  }
}

/**
 * Reads the schema and generates in memory, with the version and gallery renderers the project's
 * `package.json` gives; an unreadable or invalid schema, or bad project settings, becomes a report.
 */
export async function loadVocabulary(paths: GenPaths, style: Style): Promise<LoadedVocabulary> {
  const [read, project, previous] = await Promise.all([
    readSchema(paths, style),
    loadProjectSettings(process.cwd()),
    readPreviousArtifacts(paths.outPath),
  ]);
  if (!read.ok) return read;
  if (!project.ok) return project;
  const text = read.text;
  const result = await generate(text, { sourceName: paths.sourceName, ...project.settings, previous });
  if (!result.ok)
    return {
      ok: false,
      report: renderDiagnostics(paths.sourceName, result.source?.text ?? text, result.diagnostics, style),
    };
  return { ok: true, files: result.files, ir: result.ir };
}

/**
 * The output files a generation may reuse (`previousArtifacts`), as they are on disk; one that cannot
 * be read is simply not reused, and is generated afresh.
 */
async function readPreviousArtifacts(outPath: string): Promise<ReadonlyMap<string, string>> {
  const read = await Promise.all(
    previousArtifacts.map(async (path) => {
      try {
        return [[path, await readFile(join(outPath, path), "utf8")] as const];
      } catch {
        return [];
      }
    }),
  );
  return new Map(read.flat());
}

/** Replaces the output folder with `files` when anything differs; returns what differed (nothing: no write). */
export function writeGenerated(paths: GenPaths, files: readonly GeneratedFile[]): Promise<TreeDrift> {
  return withOutputLock(paths.outPath, async () => {
    await recoverInterruptedRun(paths.outPath);
    const written = new Set(files.map((file) => file.path));
    const drift = compareTree(files, (await readTree(paths.outPath, written)) ?? []);
    if (hasDrift(drift)) await replaceTree(paths.outPath, files);
    return drift;
  });
}

/** A failure of the disk or another run, in one line; undefined for anything else (which is a bug). */
export function describeWriteFailure(error: unknown): string | undefined {
  if (error instanceof OutputBusyError) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === "string" ? (error as Error).message : undefined;
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
