/**
 * The work of `cardc diff`, loaded only when that command runs (it brings every diff rule and the
 * replay checker, which `gen` never needs): reads both versions, compares them and renders the report.
 */
import type { AllowableClass } from "../diff/change-class.js";
import { findBridgeFiles } from "../bridges/find-bridge-files.js";
import { diffVocabularies, disallowedChanges } from "../diff/diff-vocabularies.js";
import { type LoadResult, loadVocabulary } from "../diff/load-vocabulary.js";
import { renderReport } from "../diff/render-report.js";
import type { ReportFormat } from "../diff/report-format.js";
import { exitCodes } from "./exit-codes.js";
import { collectSessionLogs } from "./collect-inputs.js";
import { readPrevious } from "./read-previous.js";
import { renderDiagnostics } from "./render-diagnostics.js";
import { readSchema, resolveGenPaths } from "./gen-steps.js";
import { plainStyle } from "./style.js";
import type { Terminal } from "./terminal.js";

export interface DiffOptions {
  readonly schema: string;
  readonly out: string;
  readonly against: string;
  readonly format: ReportFormat;
  readonly allowed: readonly AllowableClass[];
  /** Folder of recorded session logs to replay under both versions. */
  readonly replay: string;
  /** Folders of hand-written bridges, searched as `cardc gen` searches them. */
  readonly bridges: readonly string[];
}

export async function runDiff(options: DiffOptions, terminal: Terminal): Promise<number> {
  const { schemaPath, sourceName } = resolveGenPaths(options.schema, options.out);
  const current = await readSchema({ schemaPath, sourceName }, plainStyle);
  if (!current.ok) {
    terminal.error(current.report);
    return exitCodes.invalidSchema;
  }
  const currentText = current.text;
  const previous = await readPrevious(options.against, schemaPath, sourceName);
  if (!previous.ok) {
    terminal.error(previous.problem);
    return exitCodes.invalidSchema;
  }
  const before = loadVocabulary(previous.file, previous.text);
  const after = loadVocabulary(sourceName, currentText);
  if (!before.ok || !after.ok) {
    for (const failed of [before, after]) if (!failed.ok) terminal.error(describeInvalid(failed));
    return exitCodes.invalidSchema;
  }
  const logs = await collectSessionLogs(process.cwd(), options.replay);
  if (!logs.ok) {
    terminal.error(logs.problems.join("\n"));
    return exitCodes.invalidSchema;
  }
  const changes = diffVocabularies({
    before: before.vocabulary,
    after: after.vocabulary,
    bridgeFiles: await findBridgeFiles(process.cwd(), options.bridges),
    replayLogs: logs.logs,
  });
  const report = { before: previous.file, after: sourceName, changes, allowed: options.allowed };
  const blocked = disallowedChanges(changes, options.allowed).length > 0;
  (blocked ? terminal.error : terminal.info)(renderReport(options.format, report));
  return blocked ? exitCodes.disallowedChange : exitCodes.ok;
}

function describeInvalid(failed: Extract<LoadResult, { ok: false }>): string {
  return renderDiagnostics(
    failed.file,
    failed.text,
    failed.diagnostics,
    plainStyle,
    `${failed.file} is not a valid vocabulary; nothing was compared.`,
  );
}
