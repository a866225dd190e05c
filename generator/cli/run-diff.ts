/**
 * The work of `cardc diff`, loaded only when that command runs (it brings every diff rule and the
 * replay checker, which `gen` never needs): compares the two versions and renders the report, always
 * on stdout, whatever the exit code, so it can be redirected to a file.
 */
import type { AllowableClass } from "../diff/change-class.js";
import { disallowedChanges } from "../diff/diff-vocabularies.js";
import { changeFindings, closingLines, renderText, reportDetails } from "../diff/render-report.js";
import type { ReportFormat } from "./report-format.js";
import { type CompareOptions, compareWithBaseline } from "./compare-with-baseline.js";
import { exitCodes } from "./exit-codes.js";
import { personTerminal, printFindings } from "./report-output.js";
import type { Terminal } from "./terminal.js";

export interface DiffOptions extends CompareOptions {
  readonly format: ReportFormat;
  readonly allowed: readonly AllowableClass[];
}

export async function runDiff(options: DiffOptions, terminal: Terminal): Promise<number> {
  const { format } = options;
  const compared = await compareWithBaseline(options);
  if (!compared.ok) {
    personTerminal(format, terminal).error(compared.report);
    printFindings(format, terminal, { command: "diff", ok: false, findings: compared.findings });
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
  const ok = disallowedChanges(changes, options.allowed).length === 0;
  if (format === "text") terminal.info(renderText(report));
  else
    printFindings(format, terminal, {
      command: "diff",
      ok,
      findings: changeFindings(report),
      details: reportDetails(report),
      closing: closingLines(report),
    });
  return ok ? exitCodes.ok : exitCodes.disallowedChange;
}
