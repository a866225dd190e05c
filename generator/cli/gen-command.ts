/**
 * `cardc gen`: reads the vocabulary, generates in memory, then either replaces the output folder
 * (only when something changed) or, with `--check`, compares it with the disk without writing.
 * With `--watch` it keeps doing so on every save of the schema (see `watch.ts`).
 */
import { defaultBridgeFolders } from "../bridges/find-bridge-files.js";
import { compareTree, hasDrift, shortDiff } from "../output/compare-tree.js";
import { readTree } from "../output/read-tree.js";
import { exitCodes } from "./exit-codes.js";
import {
  describeWriteFailure,
  findArmProblems,
  loadVocabulary,
  renderArmProblems,
  resolveGenPaths,
  writeGenerated,
} from "./gen-steps.js";
import { styleDiff } from "./style.js";
import type { Command } from "./command.js";
import { errorStyle, type Terminal } from "./terminal.js";
import { watchVocabulary } from "./watch.js";

export interface GenOptions {
  readonly schema: string;
  readonly out: string;
  readonly check: boolean;
  /** Folders (relative to the working directory) whose hand-written bridges are checked for arms. */
  readonly bridges: readonly string[];
}

export async function runGen(options: GenOptions, terminal: Terminal): Promise<number> {
  const paths = resolveGenPaths(options.schema, options.out);
  const style = errorStyle(terminal);
  const loaded = await loadVocabulary(paths, style);
  if (!loaded.ok) {
    terminal.error(loaded.report);
    return exitCodes.invalidSchema;
  }
  const { outName } = paths;
  const total = loaded.files.length;
  if (options.check) {
    const written = new Set(loaded.files.map((file) => file.path));
    const drift = compareTree(loaded.files, (await readTree(paths.outPath, written)) ?? []);
    if (!hasDrift(drift)) {
      terminal.info(`${outName}/ is up to date (${total} files).`);
      return exitCodes.ok;
    }
    const named = (path: string) => style.location(`${outName}/${path}`);
    for (const file of drift.stale)
      terminal.error(`stale: ${named(file.path)}\n${styleDiff(await shortDiff(file), style)}`);
    for (const path of drift.missing) terminal.error(`missing: ${named(path)}`);
    for (const path of drift.orphaned) terminal.error(`orphaned: ${named(path)} (not generated from the schema)`);
    terminal.error(`${outName}/ is out of date: run \`cardc gen\` and commit the result.`);
    return exitCodes.drift;
  }
  let drift;
  try {
    drift = await writeGenerated(paths, loaded.files);
  } catch (error) {
    const reason = describeWriteFailure(error);
    if (reason === undefined) throw error; // not the disk and not another run: a bug, reported by bin.ts
    terminal.error(
      `${outName}/: cannot write the output (${reason}); it keeps its previous complete tree (restored by the next run if a swap was cut short).`,
    );
    return exitCodes.cannotWrite;
  }
  if (!hasDrift(drift)) {
    terminal.info(`${outName}/ is up to date (${total} files).`);
  } else {
    const changed = drift.stale.length + drift.missing.length;
    const removed =
      drift.orphaned.length === 0 ? "" : `, removed ${drift.orphaned.map((path) => `${outName}/${path}`).join(", ")}`;
    terminal.info(`wrote ${outName}/: ${changed} of ${total} files changed${removed}.`);
  }
  const armReport = renderArmProblems(await findArmProblems(loaded.ir, options.bridges));
  if (armReport !== undefined) terminal.error(armReport);
  return exitCodes.ok;
}

export const genCommand: Command = {
  name: "gen",
  summary: "compile the vocabulary into the output folder (--check: compare; --watch: keep regenerating)",
  help: `usage: cardc gen [--check | --watch] [--schema <file>] [--out <dir>]

Compiles the vocabulary into the output folder, replacing it as a whole and only when something
changed, then names the arms hand-written bridges now lack (or still have for removed variants).
With --check, regenerates in memory and compares with the folder instead, writing nothing:
every stale (with a short diff), missing and orphaned file is named.

With --watch, generates once, then again on every save of the schema, printing the diagnostics or
one line saying what changed (files written, variants added or removed, bridge arms now missing
or stale). An invalid save keeps the last good tree; every write is a whole-tree swap. Ctrl-C
(SIGINT) or SIGTERM stops it cleanly.

options:
  --check          compare instead of writing
  --watch          regenerate on every save until stopped
  --bridges <dir>  a folder of hand-written bridges to check for missing or stale arms after
                   writing (repeatable; default: runtime; tests are searched only when named)

exit codes:
  0   written, or (--check) up to date, or (--watch) stopped by a signal
  1   --check found stale, missing or orphaned files
  2   the vocabulary is invalid; nothing was written (not in --watch, which keeps watching)
  64  the command line was not understood
  70  a bug in cardc itself
  73  the output folder could not be written (disk, permissions, or another run holding its lock);
      with --watch, the schema's folder could no longer be watched`,
  options: {
    check: { type: "boolean" },
    watch: { type: "boolean" },
    bridges: { type: "string", multiple: true },
  },
  run: async (values, _positionals, context) => {
    const check = values["check"] === true;
    const bridges = Array.isArray(values["bridges"]) ? values["bridges"].map(String) : defaultBridgeFolders;
    if (values["watch"] === true) {
      if (check) {
        context.terminal.error("--watch and --check cannot be combined\n\nrun `cardc gen --help` for usage");
        return exitCodes.usage;
      }
      const paths = resolveGenPaths(context.schema, context.out);
      return watchVocabulary(paths, bridges, context.terminal, context.listenForStop());
    }
    return runGen({ schema: context.schema, out: context.out, check, bridges }, context.terminal);
  },
};
