/**
 * The work of `cardc gen`, loaded when that command runs: generates in memory, then with `--check`
 * compares with the output folder and names every stale, missing and orphaned file. A run that
 * writes loads `gen-write.ts` for the rest, so a check never loads the writer or the bridge scan.
 * A check first asks the folder's record (`recorded-tree.ts`) and, when it proves the folder up to
 * date, loads no generator at all; every run that finds or leaves the folder as generated records it.
 */
import type { ReportFormat } from "./report-format.js";
import { type Finding, unplacedError } from "../model/finding.js";
import { compareTree, hasDrift, shortDiff, type TreeDrift } from "../output/compare-tree.js";
import { readTree } from "../output/read-tree.js";
import { cliCodes } from "./cli-codes.js";
import { exitCodes } from "./exit-codes.js";
import { type GenPaths, resolveGenPaths } from "./gen-paths.js";
import type { GeneratedFile } from "../model/generated-file.js";
import { outputSettings } from "./output-settings.js";
import type { ProjectSettings } from "./project-settings.js";
import { provenUpToDate, recordTree } from "./recorded-tree.js";
import { personTerminal, printFindings } from "./report-output.js";
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
  /** How the report is written: text for a person, or a document for tools on stdout. */
  readonly format: ReportFormat;
}

export async function runGen(options: GenOptions, terminal: Terminal): Promise<number> {
  const paths = resolveGenPaths(options.schema, options.out);
  const { format } = options;
  const person = personTerminal(format, terminal);
  const style = errorStyle(person);
  const projectDir = process.cwd();
  const settings = outputSettings(paths, options.settings);
  const proven = options.check ? await provenUpToDate(projectDir, paths, settings) : undefined;
  if (proven !== undefined) {
    person.info(`${paths.outName}/ is up to date (${proven} files).`);
    printFindings(format, terminal, { command: "gen", ok: true, findings: [] });
    return exitCodes.ok;
  }
  const { loadVocabulary } = await import("./gen-steps.js");
  const loaded = await loadVocabulary(paths, options.settings, style);
  if (!loaded.ok) {
    person.error(loaded.report);
    printFindings(format, terminal, { command: "gen", ok: false, findings: loaded.findings });
    return exitCodes.invalidSchema;
  }
  if (!options.check) {
    const { writeAndReport } = await import("./gen-write.js");
    // A run that writes fails only when the folder cannot be written.
    const failure = await writeAndReport(paths, loaded, options.bridges, person);
    if (failure === undefined) await recordTree(projectDir, paths, { text: loaded.text, settings }, loaded.files);
    const findings = failure === undefined ? [] : [unplacedError(cliCodes.cannotWrite, failure, `${paths.outName}/`)];
    printFindings(format, terminal, { command: "gen", ok: failure === undefined, findings });
    return failure === undefined ? exitCodes.ok : exitCodes.cannotWrite;
  }
  const drift = await reportDrift(paths, loaded.files, person);
  if (drift === undefined) await recordTree(projectDir, paths, { text: loaded.text, settings }, loaded.files);
  printFindings(format, terminal, { command: "gen", ok: drift === undefined, findings: driftFindings(paths, drift) });
  return drift === undefined ? exitCodes.ok : exitCodes.drift;
}

const regenerate = "run `cardc gen` and commit the result";

/** Every stale, missing and orphaned file as a finding; a stale one placed at its first line that differs. */
function driftFindings(paths: GenPaths, drift: TreeDrift | undefined): Finding[] {
  if (drift === undefined) return [];
  const named = (path: string) => `${paths.outName}/${path}`;
  return [
    ...drift.stale.map((file): Finding => {
      const line = firstDifferentLine(file.onDisk, file.generated);
      return {
        code: cliCodes.stale,
        severity: "error",
        message: "this generated file differs from what the vocabulary generates",
        file: named(file.path),
        line,
        column: 1,
        pointer: null,
        hint: regenerate,
      };
    }),
    ...drift.missing.map((path) => ({
      ...unplacedError(cliCodes.missing, "this file, generated from the vocabulary, is missing", named(path)),
      hint: regenerate,
    })),
    ...drift.orphaned.map((path) => ({
      ...unplacedError(cliCodes.orphaned, "this file is not generated from the vocabulary", named(path)),
      hint: regenerate,
    })),
  ];
}

/** The 1-based line where two texts first differ (one past the shorter's last when one is a prefix of the other). */
function firstDifferentLine(onDisk: string, generated: string): number {
  const before = onDisk.split("\n");
  const after = generated.split("\n");
  let index = 0;
  while (index < before.length && index < after.length && before[index] === after[index]) index++;
  return Math.min(index, Math.max(before.length, 1) - 1) + 1;
}

/**
 * Compares the generated files with the output folder and names every stale (with a short diff),
 * missing and orphaned file; says so in one line when there is none. The drift found, or undefined.
 */
export async function reportDrift(
  paths: GenPaths,
  files: readonly GeneratedFile[],
  terminal: Terminal,
): Promise<TreeDrift | undefined> {
  const { outName } = paths;
  const style = errorStyle(terminal);
  const written = new Set(files.map((file) => file.path));
  const drift = compareTree(files, (await readTree(paths.outPath, written)) ?? []);
  if (!hasDrift(drift)) {
    terminal.info(`${outName}/ is up to date (${files.length} files).`);
    return undefined;
  }
  const named = (path: string) => style.location(`${outName}/${path}`);
  for (const file of drift.stale)
    terminal.error(`stale: ${named(file.path)}\n${styleDiff(await shortDiff(file), style)}`);
  for (const path of drift.missing) terminal.error(`missing: ${named(path)}`);
  for (const path of drift.orphaned) terminal.error(`orphaned: ${named(path)} (not generated from the schema)`);
  terminal.error(`${outName}/ is out of date: ${regenerate}.`);
  return drift;
}
