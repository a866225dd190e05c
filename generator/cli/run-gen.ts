/**
 * The work of `cardc gen`, loaded when that command runs: generates in memory, then with `--check`
 * compares with the output folder and names every stale, missing and orphaned file. A run that
 * writes loads `gen-write.ts` for the rest, so a check never loads the writer or the bridge scan.
 */
import { compareTree, hasDrift, shortDiff } from "../output/compare-tree.js";
import { readTree } from "../output/read-tree.js";
import { exitCodes } from "./exit-codes.js";
import { type GenPaths, resolveGenPaths } from "./gen-paths.js";
import type { GeneratedFile } from "../model/generated-file.js";
import { loadVocabulary } from "./gen-steps.js";
import type { ProjectSettings } from "./project-settings.js";
import { styleDiff } from "./style.js";
import { errorStyle, type Terminal } from "./terminal.js";

export interface GenOptions {
  readonly schema: string;
  readonly out: string;
  readonly check: boolean;
  /** Folders (relative to the working directory) whose hand-written bridges are checked for arms. */
  readonly bridges: readonly string[];
  /** What the project's `package.json` says (`main` read it). */
  readonly settings: ProjectSettings;
}

export async function runGen(options: GenOptions, terminal: Terminal): Promise<number> {
  const paths = resolveGenPaths(options.schema, options.out);
  const style = errorStyle(terminal);
  const loaded = await loadVocabulary(paths, options.settings, style);
  if (!loaded.ok) {
    terminal.error(loaded.report);
    return exitCodes.invalidSchema;
  }
  if (!options.check) {
    const { writeAndReport } = await import("./gen-write.js");
    return writeAndReport(paths, loaded, options.bridges, terminal);
  }
  return (await reportDrift(paths, loaded.files, terminal)) ? exitCodes.drift : exitCodes.ok;
}

/**
 * Compares the generated files with the output folder and names every stale (with a short diff),
 * missing and orphaned file; says so in one line when there is none. Whether it found drift.
 */
export async function reportDrift(
  paths: GenPaths,
  files: readonly GeneratedFile[],
  terminal: Terminal,
): Promise<boolean> {
  const { outName } = paths;
  const style = errorStyle(terminal);
  const written = new Set(files.map((file) => file.path));
  const drift = compareTree(files, (await readTree(paths.outPath, written)) ?? []);
  if (!hasDrift(drift)) {
    terminal.info(`${outName}/ is up to date (${files.length} files).`);
    return false;
  }
  const named = (path: string) => style.location(`${outName}/${path}`);
  for (const file of drift.stale)
    terminal.error(`stale: ${named(file.path)}\n${styleDiff(await shortDiff(file), style)}`);
  for (const path of drift.missing) terminal.error(`missing: ${named(path)}`);
  for (const path of drift.orphaned) terminal.error(`orphaned: ${named(path)} (not generated from the schema)`);
  terminal.error(`${outName}/ is out of date: run \`cardc gen\` and commit the result.`);
  return true;
}
