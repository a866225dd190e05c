/**
 * The work of `cardc release-check`: finds the latest release tag, compares the vocabulary with its
 * schema through `diff`'s comparison, and judges `package.json`'s version (`release/check-release.ts`).
 * Every problem with the inputs is one line prefixed `release check:`, never a stack trace.
 */
import type { ReportFormat } from "./report-format.js";
import { type Finding, unplacedError } from "../model/finding.js";
import { checkRelease } from "../release/check-release.js";
import { latestRelease } from "../release/latest-release.js";
import { compareWithBaseline } from "./compare-with-baseline.js";
import { cliCodes } from "./cli-codes.js";
import { exitCodes } from "./exit-codes.js";
import { resolveGenPaths } from "./gen-paths.js";
import { existsAt, reachableTags } from "./git-releases.js";
import type { Semver } from "../model/semver.js";
import { personTerminal, printFindings } from "./report-output.js";
import type { Terminal } from "./terminal.js";

export interface ReleaseCheckOptions {
  readonly schema: string;
  readonly out: string;
  readonly replay: string;
  readonly bridges: readonly string[];
  /** The targets the project chose (`cardc.targets`); all when absent. */
  readonly targets: readonly string[] | undefined;
  /** The version `package.json` gives, which the check judges. */
  readonly proposed: Semver;
  /** How the report is written: text for a person, or a document for tools on stdout. */
  readonly format: ReportFormat;
}

const prefix = "release check: ";

export async function runReleaseCheck(options: ReleaseCheckOptions, terminal: Terminal): Promise<number> {
  const { code, findings } = await judgeRelease(options, personTerminal(options.format, terminal));
  printFindings(options.format, terminal, { command: "release-check", ok: code === exitCodes.ok, findings });
  return code;
}

/** The check itself: its lines for a person on `terminal`, its exit code and its findings. */
async function judgeRelease(
  options: ReleaseCheckOptions,
  terminal: Terminal,
): Promise<{ readonly code: number; readonly findings: readonly Finding[] }> {
  const passed = { code: exitCodes.ok, findings: [] };
  const { schemaPath, sourceName } = resolveGenPaths(options.schema, options.out);
  const tags = await reachableTags(schemaPath);
  if (tags === undefined) {
    terminal.info(`${prefix}skipped, not a git checkout with a commit`);
    return passed;
  }
  const latest = latestRelease(tags);
  if (!latest.ok) {
    terminal.error(`${prefix}${latest.problem}`);
    return { code: exitCodes.invalidSchema, findings: [unplacedError(cliCodes.releaseTag, latest.problem)] };
  }
  if (latest.tag === undefined) {
    terminal.info(`${prefix}no release tag v<MAJOR.MINOR.PATCH> is reachable from HEAD; nothing to check`);
    return passed;
  }
  if (!(await existsAt(latest.tag, schemaPath))) {
    terminal.info(`${prefix}skipped, ${sourceName} does not exist at ${latest.tag}`);
    return passed;
  }
  // The bump depends on the changes alone; which bridges a change touches does not move it.
  const compared = await compareWithBaseline({ ...options, against: latest.tag });
  if (!compared.ok) {
    terminal.error(`${prefix}cannot compare with ${latest.tag}:\n${compared.report}`);
    return { code: exitCodes.invalidSchema, findings: compared.findings };
  }
  const verdict = checkRelease({
    tag: latest.tag,
    release: latest.version,
    proposed: options.proposed,
    changes: compared.changes,
  });
  const [first, ...rest] = verdict.lines;
  const text = [`${prefix}${first ?? ""}`, ...rest].join("\n");
  if (verdict.ok) {
    terminal.info(text);
    return passed;
  }
  terminal.error(text);
  const finding = unplacedError(cliCodes.versionTooLow, verdict.lines.join("\n"), "package.json");
  return { code: exitCodes.understatedVersion, findings: [finding] };
}
