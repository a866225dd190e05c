/**
 * The formats the checking commands (`gen`, `diff`, `release-check`) print their report in, and the
 * one chosen when `--format` is not given: GitHub's workflow annotations inside a GitHub Actions job
 * (which sets `GITHUB_ACTIONS=true`), text anywhere else. Kept apart so the command line can list
 * them without loading the rules.
 */
export const reportFormats = ["text", "json", "github", "sarif"] as const;
export type ReportFormat = (typeof reportFormats)[number];
/** The formats written for tools rather than read by a person. */
export type MachineFormat = Exclude<ReportFormat, "text">;

export function defaultReportFormat(env: Readonly<Record<string, string | undefined>>): ReportFormat {
  return env["GITHUB_ACTIONS"] === "true" ? "github" : "text";
}

/** `--format`'s value read, or the default when it is absent; a value not in the list is a problem to report. */
export function chooseReportFormat(
  value: unknown,
  env: Readonly<Record<string, string | undefined>>,
): { readonly ok: true; readonly format: ReportFormat } | { readonly ok: false; readonly problem: string } {
  if (value === undefined) return { ok: true, format: defaultReportFormat(env) };
  if (reportFormats.includes(value as ReportFormat)) return { ok: true, format: value as ReportFormat };
  const shown = typeof value === "string" ? value : JSON.stringify(value);
  return { ok: false, problem: `unknown --format "${shown}"; expected ${reportFormats.join(", ")}` };
}
