/**
 * The work of `cardc diff`, loaded only when that command runs (it brings every diff rule and the
 * replay checker, which `gen` never needs): compares the two versions and renders the report.
 */
import type { AllowableClass } from "../diff/change-class.js";
import { disallowedChanges } from "../diff/diff-vocabularies.js";
import { renderReport } from "../diff/render-report.js";
import type { ReportFormat } from "../diff/report-format.js";
import { type CompareOptions, compareWithBaseline } from "./compare-with-baseline.js";
import { exitCodes } from "./exit-codes.js";
import type { Terminal } from "./terminal.js";

export interface DiffOptions extends CompareOptions {
  readonly format: ReportFormat;
  readonly allowed: readonly AllowableClass[];
}

export async function runDiff(options: DiffOptions, terminal: Terminal): Promise<number> {
  const compared = await compareWithBaseline(options);
  if (!compared.ok) {
    terminal.error(compared.report);
    return exitCodes.invalidSchema;
  }
  const { before, after, changes, beforeVersion } = compared;
  const report = {
    before,
    after,
    changes,
    allowed: options.allowed,
    ...(beforeVersion === undefined ? {} : { beforeVersion }),
  };
  const blocked = disallowedChanges(changes, options.allowed).length > 0;
  const rendered = renderReport(options.format, report);
  if (blocked) terminal.error(rendered);
  else terminal.info(rendered);
  return blocked ? exitCodes.disallowedChange : exitCodes.ok;
}
