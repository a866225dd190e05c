/**
 * A diff report's own parts: the text a person reads, and what the machine formats are written
 * from (`cli/render-findings.ts`): each change as a finding coded by its rule (disallowed changes are
 * errors, allowed ones warnings, safe ones notes), the JSON fields only `diff` has, and the closing
 * summary. Every format names the rule, the class and both places, and ends with the semver bump the
 * changes require, from the old version when it is known.
 *
 *     schema/cards.json:301:9 wire variant-removed  union "ToolResultView" card "web" ("WebResultView") was removed; …
 *       was at HEAD~1:schema/cards.json:280:9 /types/ToolResultView/variants/web
 *     …
 *     requires a minor bump, to 0.2.0 from 0.1.0: wire variant-removed at schema/cards.json:301:9 is a major change, …
 */
import type { AllowableClass } from "./change-class.js";
import { changeClasses } from "./change-class.js";
import type { Change, ChangeLocation } from "./change.js";
import { disallowedChanges } from "./diff-vocabularies.js";
import { requiredBump } from "./bump.js";
import { nextVersion } from "./next-version.js";
import type { Finding } from "../model/finding.js";
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
export function renderText(report: Report): string {
  const rows = report.changes.flatMap((change) => [
    `${at(change.after)} ${change.class} ${change.rule}  ${change.message}`,
    `  at ${change.after.pointer === "" ? "/" : change.after.pointer}`,
    `  was at ${at(change.before)} ${change.before.pointer === "" ? "/" : change.before.pointer}`,
    ...(change.mustChange ?? []).map((place) => `  must change: ${place}`),
  ]);
  return [...rows, summary(report), bumpLine(report)].map(visible).join("\n");
}

/** The fields of the JSON report only `diff` has, beside the findings every checking command writes. */
export function reportDetails(report: Report) {
  const blocked = new Set(disallowedChanges(report.changes, report.allowed));
  return {
    before: report.before,
    after: report.after,
    allowed: report.allowed,
    changes: report.changes.map((change) => ({ ...change, allowed: !blocked.has(change) })),
    bump: bumpJson(report),
  };
}

/** Each change as a finding coded by its rule, at its place in the new version. */
export function changeFindings(report: Report): Finding[] {
  const blocked = new Set(disallowedChanges(report.changes, report.allowed));
  return report.changes.map((change) => {
    const mustChange = change.mustChange ?? [];
    return {
      code: change.rule,
      severity: blocked.has(change) ? "error" : change.class === "safe" ? "note" : "warning",
      message: `${change.class}: ${change.message} (was at ${at(change.before)})`,
      file: change.after.file,
      line: change.after.line,
      column: change.after.column,
      pointer: change.after.pointer,
      ...(mustChange.length === 0 ? {} : { hint: `must change: ${mustChange.join("; ")}` }),
    };
  });
}

/** The lines a report ends with in every format: the summary and the bump. */
export function closingLines(report: Report): string[] {
  return [summary(report), bumpLine(report)];
}
