/**
 * The machine-readable reports of the checking commands, each written from the same findings:
 *
 * - `json`: one object, `{ "command", "ok", …the command's own fields, "diagnostics": [finding…] }`,
 *   every key of a finding present (`hint` only when there is one), written by `JSON.stringify`, so
 *   control characters and lone surrogates in a vocabulary's names are escaped and it always parses;
 * - `github`: a workflow command per finding, `::error file=…,line=…,col=…,title=CODE::message`,
 *   escaped as GitHub's toolkit does (`%`, CR and LF everywhere, `:` and `,` too in properties),
 *   with every character a terminal acts on made visible first, so no name can forge a second command;
 *   the command's closing lines follow as plain log lines;
 * - `sarif`: a SARIF 2.1.0 log of one run of the tool `cardc`, whose rules are the codes that occurred
 *   and whose results carry physical locations (columns in UTF-16 code units, as cardc counts them).
 */
import type { MachineFormat } from "./report-format.js";
import type { Finding, FindingSeverity } from "../model/finding.js";
import { visible } from "../model/visible-text.js";
import { compilerVersion } from "./compiler-version.js";

export interface FindingsReport {
  /** The command that reports, as typed after `cardc` (`gen`, `diff`, `release-check`). */
  readonly command: string;
  /** Whether the command succeeds: its exit code is 0. */
  readonly ok: boolean;
  readonly findings: readonly Finding[];
  /** The command's own fields in JSON, beside `command`, `ok` and `diagnostics`. */
  readonly details?: Readonly<Record<string, unknown>>;
  /** Lines a person reads after the annotations in `github` (a summary, the bump). */
  readonly closing?: readonly string[];
}

export function renderFindings(format: MachineFormat, report: FindingsReport): string {
  switch (format) {
    case "json":
      return renderJson(report);
    case "github":
      return renderGithub(report);
    case "sarif":
      return renderSarif(report);
  }
}

/** A finding as JSON: every key in the documented order, `hint` only when there is one. */
function findingJson(finding: Finding) {
  const { code, severity, message, file, line, column, pointer, hint } = finding;
  return { code, severity, message, file, line, column, pointer, ...(hint === undefined ? {} : { hint }) };
}

function renderJson(report: FindingsReport): string {
  const document = {
    command: report.command,
    ok: report.ok,
    ...report.details,
    diagnostics: report.findings.map(findingJson),
  };
  return JSON.stringify(document, null, 2);
}

/** GitHub's escaping of a workflow command's message (`escapeData` in @actions/core). */
export function escapeData(text: string): string {
  return text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
}

/** GitHub's escaping of a workflow command's property value (`escapeProperty` in @actions/core). */
export function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(":", "%3A").replaceAll(",", "%2C");
}

const githubLevel: Record<FindingSeverity, string> = { error: "error", warning: "warning", note: "notice" };

/** One workflow command; the message, pointer and hint on lines of their own inside the annotation. */
export function githubAnnotation(finding: Finding): string {
  const properties = [
    ...(finding.file === null ? [] : [`file=${escapeProperty(visible(finding.file))}`]),
    ...(finding.line === null ? [] : [`line=${finding.line}`]),
    ...(finding.column === null ? [] : [`col=${finding.column}`]),
    `title=${escapeProperty(visible(finding.code))}`,
  ].join(",");
  const body = [
    visible(finding.message),
    ...(finding.pointer === null ? [] : [`at ${finding.pointer === "" ? "/" : visible(finding.pointer)}`]),
    ...(finding.hint === undefined ? [] : [`hint: ${visible(finding.hint)}`]),
  ].join("\n");
  return `::${githubLevel[finding.severity]} ${properties}::${escapeData(body)}`;
}

function renderGithub(report: FindingsReport): string {
  return [...report.findings.map(githubAnnotation), ...(report.closing ?? []).map(visible)].join("\n");
}

/** A relative path as a URI reference: each segment percent-encoded, so a space or `#` stays part of the name. */
function uriOf(file: string): string {
  return file.split(/[\\/]/).map(encodeURIComponent).join("/");
}

const sarifLevel: Record<FindingSeverity, string> = { error: "error", warning: "warning", note: "note" };

function renderSarif(report: FindingsReport): string {
  const ruleIds = [...new Set(report.findings.map((finding) => finding.code))];
  const results = report.findings.map((finding) => {
    const region =
      finding.line === null
        ? {}
        : { region: { startLine: finding.line, ...(finding.column === null ? {} : { startColumn: finding.column }) } };
    const properties = {
      ...(finding.pointer === null ? {} : { pointer: finding.pointer }),
      ...(finding.hint === undefined ? {} : { hint: finding.hint }),
    };
    return {
      ruleId: finding.code,
      ruleIndex: ruleIds.indexOf(finding.code),
      level: sarifLevel[finding.severity],
      message: { text: finding.hint === undefined ? finding.message : `${finding.message}; ${finding.hint}` },
      ...(finding.file === null
        ? {}
        : { locations: [{ physicalLocation: { artifactLocation: { uri: uriOf(finding.file) }, ...region } }] }),
      ...(Object.keys(properties).length === 0 ? {} : { properties }),
    };
  });
  const log = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "cardc", version: compilerVersion(), rules: ruleIds.map((id) => ({ id })) } },
        columnKind: "utf16CodeUnits",
        results,
      },
    ],
  };
  return JSON.stringify(log, null, 2);
}
