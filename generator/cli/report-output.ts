/**
 * Where a checking command's words go once its format is chosen. In text, everything goes where it
 * always did. In a machine format the report is the only thing on stdout, written once at the end
 * whatever the exit code, so `cardc diff --format json > report.json` holds the whole report on a
 * failure too; every line meant for a person goes to stderr, where it cannot corrupt the document.
 */
import type { ReportFormat } from "./report-format.js";
import { reportFormats } from "./report-format.js";
import { type FindingsReport, renderFindings } from "./render-findings.js";
import type { Terminal } from "./terminal.js";

/** The terminal for a person's lines: itself in text; in a machine format, one that writes both kinds to stderr. */
export function personTerminal(format: ReportFormat, terminal: Terminal): Terminal {
  if (format === "text") return terminal;
  return {
    info: (message) => terminal.error(message),
    error: (message) => terminal.error(message),
    ...(terminal.styles === undefined ? {} : { styles: { info: terminal.styles.error, error: terminal.styles.error } }),
  };
}

/** Writes the report in a machine format to stdout; in text, or in `github` with nothing to annotate, nothing more. */
export function printFindings(format: ReportFormat, terminal: Terminal, report: FindingsReport): void {
  if (format === "text") return;
  const rendered = renderFindings(format, report);
  if (rendered !== "") terminal.info(rendered);
}

/** `--format`'s line in a command's `--help`, its description starting at `column`. */
export function formatOptionHelp(column: number): string {
  return `${"  --format <format>".padEnd(column)}${reportFormats.join(", ")}: text for a person, json for tools,
${" ".repeat(column)}github for workflow annotations, sarif for code scanning (default: github
${" ".repeat(column)}when GITHUB_ACTIONS=true, else text); the report alone goes to stdout`;
}
