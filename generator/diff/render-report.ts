/**
 * The three renderings of a diff report: text for a person, JSON for tools, and GitHub workflow
 * commands that annotate the changed lines of a pull request. Every format names the rule, the
 * class and both places; disallowed changes are errors, allowed ones warnings, safe ones notices.
 *
 *     schema/cards.json:301:9 wire variant-removed  union "ToolResultView" card "web" ("WebResultView") was removed; …
 *       was at HEAD~1:schema/cards.json:280:9 /types/ToolResultView/variants/web
 */
import type { AllowableClass } from "./change-class.js";
import { changeClasses } from "./change-class.js";
import type { ReportFormat } from "./report-format.js";
import { type Change, type ChangeLocation, disallowedChanges } from "./diff-vocabularies.js";

export interface Report {
  readonly before: string;
  readonly after: string;
  readonly changes: readonly Change[];
  readonly allowed: readonly AllowableClass[];
}

export function renderReport(format: ReportFormat, report: Report): string {
  switch (format) {
    case "text":
      return renderText(report);
    case "json":
      return renderJson(report);
    case "github":
      return renderGithub(report);
  }
}

function at(location: ChangeLocation): string {
  return `${location.file}:${location.line}:${location.column}`;
}

function summary(report: Report): string {
  const { changes, allowed } = report;
  if (changes.length === 0) return `no changes from ${report.before} to ${report.after}.`;
  const counts = changeClasses
    .map((name) => [name, changes.filter((change) => change.class === name).length] as const)
    .filter(([, count]) => count > 0)
    .map(([name, count]) => `${count} ${name}`)
    .join(", ");
  const blocked = disallowedChanges(changes, allowed);
  const allowText = allowed.length === 0 ? "none" : allowed.join(",");
  const verdict =
    blocked.length === 0 ? `allowed (--allow ${allowText})` : `${blocked.length} not allowed (--allow ${allowText})`;
  return `${changes.length} ${changes.length === 1 ? "change" : "changes"} from ${report.before} to ${report.after} (${counts}); ${verdict}.`;
}

function renderText(report: Report): string {
  const rows = report.changes.map((change) =>
    [
      `${at(change.after)} ${change.class} ${change.rule}  ${change.message}`,
      `  at ${change.after.pointer === "" ? "/" : change.after.pointer}`,
      `  was at ${at(change.before)} ${change.before.pointer === "" ? "/" : change.before.pointer}`,
      ...(change.mustChange ?? []).map((place) => `  must change: ${place}`),
    ].join("\n"),
  );
  return [...rows, summary(report)].join("\n");
}

function renderJson(report: Report): string {
  const blocked = new Set(disallowedChanges(report.changes, report.allowed));
  return JSON.stringify(
    {
      before: report.before,
      after: report.after,
      allowed: report.allowed,
      ok: blocked.size === 0,
      changes: report.changes.map((change) => ({ ...change, allowed: !blocked.has(change) })),
    },
    null,
    2,
  );
}

/** GitHub workflow commands: `%`, CR and LF escaped everywhere, `:` and `,` too inside properties. */
function escapeData(text: string): string {
  return text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
}
function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(":", "%3A").replaceAll(",", "%2C");
}

function renderGithub(report: Report): string {
  const blocked = new Set(disallowedChanges(report.changes, report.allowed));
  const rows = report.changes.map((change) => {
    const level = blocked.has(change) ? "error" : change.class === "safe" ? "notice" : "warning";
    const properties = [
      `file=${escapeProperty(change.after.file)}`,
      `line=${change.after.line}`,
      `col=${change.after.column}`,
      `title=${escapeProperty(`${change.class} ${change.rule}`)}`,
    ].join(",");
    const mustChange = (change.mustChange ?? []).map((place) => `; must change: ${place}`).join("");
    return `::${level} ${properties}::${escapeData(`${change.message} (was at ${at(change.before)})${mustChange}`)}`;
  });
  return [...rows, summary(report)].join("\n");
}
