/**
 * `cardc gen`: reads the vocabulary, generates in memory, then either replaces the output folder
 * (only when something changed) or, with `--check`, compares it with the disk without writing.
 */
import { readFile } from "node:fs/promises";
import { relative, resolve } from "node:path";
import { generate } from "../core/generate.js";
import { compareTree, hasDrift, shortDiff } from "../output/compare-tree.js";
import { readTree } from "../output/read-tree.js";
import { recoverInterruptedRun, replaceTree, withOutputLock } from "../output/write-tree.js";
import { describeArmProblem, reportArms } from "../bridges/arm-report.js";
import { findBridgeFiles } from "../bridges/find-bridge-files.js";
import type { Ir } from "../lower/ir.js";
import { exitCodes } from "./exit-codes.js";
import { renderDiagnostics } from "./render-diagnostics.js";
import type { Command } from "./command.js";
import type { Terminal } from "./terminal.js";

export interface GenOptions {
  readonly schema: string;
  readonly out: string;
  readonly check: boolean;
  /** Folders (relative to the working directory) whose hand-written bridges are checked for arms. */
  readonly bridges: readonly string[];
}

export async function runGen(options: GenOptions, terminal: Terminal): Promise<number> {
  const schemaPath = resolve(options.schema);
  const outPath = resolve(options.out);
  const sourceName = relative(process.cwd(), schemaPath).split("\\").join("/");
  let text: string;
  try {
    text = await readFile(schemaPath, "utf8");
  } catch (error) {
    terminal.error(`${sourceName}: cannot read the vocabulary (${(error as NodeJS.ErrnoException).code ?? "error"})`);
    return exitCodes.invalidSchema;
  }
  const result = await generate(text, { sourceName });
  if (!result.ok) {
    terminal.error(renderDiagnostics(sourceName, result.source?.text ?? text, result.diagnostics));
    return exitCodes.invalidSchema;
  }
  const outName = relative(process.cwd(), outPath) || ".";
  if (options.check) {
    const drift = compareTree(result.files, (await readTree(outPath)) ?? []);
    if (!hasDrift(drift)) {
      terminal.info(`${outName}/ is up to date (${result.files.length} files).`);
      return exitCodes.ok;
    }
    for (const file of drift.stale) terminal.error(`stale: ${outName}/${file.path}\n${await shortDiff(file)}`);
    for (const path of drift.missing) terminal.error(`missing: ${outName}/${path}`);
    for (const path of drift.orphaned) terminal.error(`orphaned: ${outName}/${path} (not generated from the schema)`);
    terminal.error(`${outName}/ is out of date: run \`pnpm gen\` and commit the result.`);
    return exitCodes.drift;
  }
  const written = await withOutputLock(outPath, async () => {
    await recoverInterruptedRun(outPath);
    const drift = compareTree(result.files, (await readTree(outPath)) ?? []);
    if (!hasDrift(drift)) {
      terminal.info(`${outName}/ is up to date (${result.files.length} files).`);
      return exitCodes.ok;
    }
    await replaceTree(outPath, result.files);
    const changed = drift.stale.length + drift.missing.length;
    const removed =
      drift.orphaned.length === 0 ? "" : `, removed ${drift.orphaned.map((path) => `${outName}/${path}`).join(", ")}`;
    terminal.info(`wrote ${outName}/: ${changed} of ${result.files.length} files changed${removed}.`);
    return exitCodes.ok;
  });
  await reportBridgeArms(result.ir, options.bridges, terminal);
  return written;
}

/** Names the arms the hand-written bridges now lack or still have for removed variants; a hint, never a failure. */
async function reportBridgeArms(ir: Ir, folders: readonly string[], terminal: Terminal): Promise<void> {
  const problems = reportArms(ir, await findBridgeFiles(process.cwd(), folders));
  if (problems.length === 0) return;
  terminal.error(
    [
      "bridges that no longer match the vocabulary (the typecheck fails until they do):",
      ...problems.map((problem) => `  ${describeArmProblem(problem)}`),
    ].join("\n"),
  );
}

export const genCommand: Command = {
  name: "gen",
  summary: "compile the vocabulary into the output folder (--check: compare, write nothing)",
  help: `usage: cardc gen [--check] [--schema <file>] [--out <dir>]

Compiles the vocabulary into the output folder, replacing it as a whole and only when something
changed, then names the arms hand-written bridges now lack (or still have for removed variants).
With --check, regenerates in memory and compares with the folder instead, writing nothing:
every stale (with a short diff), missing and orphaned file is named.

options:
  --check          compare instead of writing
  --schema <file>  the vocabulary source (default: schema/cards.json)
  --out <dir>      the output folder (default: generated)
  --bridges <dir>  a folder of hand-written bridges to check for missing or stale arms after
                   writing (repeatable; default: runtime)

exit codes:
  0   written, or (--check) up to date
  1   --check found stale, missing or orphaned files
  2   the vocabulary is invalid; nothing was written
  64  the command line was not understood
  70  a bug in cardc itself`,
  options: { check: { type: "boolean" }, bridges: { type: "string", multiple: true } },
  run: (values, _positionals, context) =>
    runGen(
      {
        schema: context.schema,
        out: context.out,
        check: values["check"] === true,
        bridges: Array.isArray(values["bridges"]) ? values["bridges"].map(String) : ["runtime"],
      },
      context.terminal,
    ),
};
