/**
 * The comparison both `cardc diff` and `cardc release-check` are built on: reads the vocabulary and
 * a previous version of it (a file, or the schema at a git revision), checks and lowers both as
 * `pnpm gen` does, replays the recorded session logs under both and lists every change. A version
 * that cannot be read or is invalid becomes a report of what is wrong, and nothing is compared.
 */
import { findBridgeFiles } from "../bridges/find-bridge-files.js";
import type { Change } from "../diff/change.js";
import { diffVocabularies } from "../diff/diff-vocabularies.js";
import { type LoadResult, loadVocabulary } from "../diff/load-vocabulary.js";
import { type Finding, unplacedError } from "../model/finding.js";
import { chosenNamings } from "../targets/choose-targets.js";
import type { Semver } from "../model/semver.js";
import { cliCodes } from "./cli-codes.js";
import { findingsOfDiagnostics } from "./findings.js";
import { collectSessionLogs } from "./collect-inputs.js";
import { baselineVersion } from "./baseline-version.js";
import { readBaseline } from "./read-baseline.js";
import { renderDiagnostics } from "./render-diagnostics.js";
import { resolveGenPaths } from "./gen-paths.js";
import { readSchema } from "./gen-steps.js";
import { plainStyle } from "./style.js";

export interface CompareOptions {
  readonly schema: string;
  readonly out: string;
  /** A file, or a git revision whose schema file is the previous version. */
  readonly against: string;
  /** Folder of recorded session logs to replay under both versions. */
  readonly replay: string;
  /** Folders of hand-written bridges, searched as `cardc gen` searches them. */
  readonly bridges: readonly string[];
  /** The targets the project chose (`cardc.targets`), whose naming both versions are held to; all when absent. */
  readonly targets: readonly string[] | undefined;
}

export type Comparison =
  | {
      readonly ok: true;
      /** How reports name the two versions. */
      readonly before: string;
      readonly after: string;
      readonly changes: readonly Change[];
      /** The version the previous side was released as, when it is known. */
      readonly beforeVersion: Semver | undefined;
    }
  | { readonly ok: false; readonly report: string; readonly findings: readonly Finding[] };

export async function compareWithBaseline(options: CompareOptions): Promise<Comparison> {
  const { schemaPath, sourceName } = resolveGenPaths(options.schema, options.out);
  const current = await readSchema({ schemaPath, sourceName }, plainStyle);
  if (!current.ok) return current;
  const previous = await readBaseline(options.against, schemaPath, sourceName);
  if (!previous.ok)
    return { ok: false, report: previous.problem, findings: [unplacedError(cliCodes.baseline, previous.problem)] };
  const namings = chosenNamings(options.targets);
  const before = loadVocabulary(previous.file, previous.text, namings);
  const after = loadVocabulary(sourceName, current.text, namings);
  if (!before.ok || !after.ok) {
    const failed = [before, after].filter((result): result is Extract<LoadResult, { ok: false }> => !result.ok);
    return {
      ok: false,
      report: failed.map(describeInvalid).join("\n"),
      findings: failed.flatMap((result) => findingsOfDiagnostics(result.file, result.text, result.diagnostics)),
    };
  }
  const logs = await collectSessionLogs(process.cwd(), options.replay);
  if (!logs.ok)
    return {
      ok: false,
      report: logs.problems.join("\n"),
      findings: logs.problems.map((problem) => unplacedError(cliCodes.sessionLog, problem)),
    };
  const changes = diffVocabularies({
    before: before.vocabulary,
    after: after.vocabulary,
    bridgeFiles: await findBridgeFiles(process.cwd(), options.bridges),
    replayLogs: logs.logs,
  });
  const beforeVersion =
    previous.from === "git" ? await baselineVersion(options.against, schemaPath, process.cwd()) : undefined;
  return { ok: true, before: previous.file, after: sourceName, changes, beforeVersion };
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
