/**
 * The three renderings of a diff report: text for a person, JSON for tools, and GitHub workflow
 * commands that annotate the changed lines of a pull request. Every format names the rule, the
 * class and both places; disallowed changes are errors, allowed ones warnings, safe ones notices.
 * Every format ends with the semver bump the changes require, from the old version when it is known.
 *
 *     schema/cards.json:301:9 wire variant-removed  union "ToolResultView" card "web" ("WebResultView") was removed; …
 *       was at HEAD~1:schema/cards.json:280:9 /types/ToolResultView/variants/web
 *     …
 *     requires a minor bump, to 0.2.0 from 0.1.0: wire variant-removed at schema/cards.json:301:9 is a major change, …
 */
import type { AllowableClass } from "./change-class.js";
import { changeClasses } from "./change-class.js";
import type { ReportFormat } from "./report-format.js";
import type { Change, ChangeLocation } from "./change.js";
import { disallowedChanges } from "./diff-vocabularies.js";
import { requiredBump } from "./bump.js";
import { nextVersion } from "./next-version.js";
import { formatSemver, type Semver } from "../model/semver.js";
import { visible } from "../model/visible-text.js";

export interface Report {
  readonly before: string;
  readonly after: string;
  readonly changes: readonly Change[];
  readonly allowed: readonly AllowableClass[];
  /** The version the old side was released as, when known: the bump is then named as a version. */
  readonly beforeVersion?: Semver;
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

/** The bump the changes require, as the report's last line. */
function bumpLine(report: Report): string {
  const { level, because } = requiredBump(report.changes);
  if (because === undefined) return "requires no bump: nothing changed.";
  const cause = `${because.class} ${because.rule} at ${at(because.after)}`;
  if (report.beforeVersion === undefined) {
    const early = level === "patch" ? "" : ` (a ${level === "major" ? "minor" : "patch"} one before 1.0.0)`;
    return `requires a ${level} bump${early}: ${cause}.`;
  }
  const next = nextVersion(report.beforeVersion, level);
  const reading = next.bump === level ? "" : ` is a ${level} change, which moves the ${next.bump} version before 1.0.0`;
  return `requires a ${next.bump} bump, to ${formatSemver(next.version)} from ${formatSemver(report.beforeVersion)}: ${cause}${reading}.`;
}

/** The bump for tools: the changes' level, and when the old version is known, the bump from it and the version it gives. */
function bumpJson(report: Report) {
  const { level, because } = requiredBump(report.changes);
  const next = report.beforeVersion === undefined ? undefined : nextVersion(report.beforeVersion, level);
  return {
    change: level,
    from: report.beforeVersion === undefined ? null : formatSemver(report.beforeVersion),
    required: next?.bump ?? null,
    to: next === undefined ? null : formatSemver(next.version),
    because: because === undefined ? null : { rule: because.rule, class: because.class, at: because.after },
  };
}

/** Every line made `visible`: the names in it come from the vocabulary, and the text goes to a terminal. */
function renderText(report: Report): string {
  const rows = report.changes.flatMap((change) => [
    `${at(change.after)} ${change.class} ${change.rule}  ${change.message}`,
    `  at ${change.after.pointer === "" ? "/" : change.after.pointer}`,
    `  was at ${at(change.before)} ${change.before.pointer === "" ? "/" : change.before.pointer}`,
    ...(change.mustChange ?? []).map((place) => `  must change: ${place}`),
  ]);
  return [...rows, summary(report), bumpLine(report)].map(visible).join("\n");
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
      bump: bumpJson(report),
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
  return [...rows, summary(report), bumpLine(report)].join("\n");
}
