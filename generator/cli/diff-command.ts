/**
 * `cardc diff --against <git-ref | file>`: compares the vocabulary with a previous version and lists
 * every change with its rule, class and place in both versions; exits 1 when a change of a class
 * that is not allowed is found. The comparison itself is `diffVocabularies`; this file reads the
 * inputs and renders the report.
 */
import { parseAllowList, defaultAllowed, type AllowableClass } from "../diff/change-class.js";
import { findBridgeSites } from "../diff/bridge-sites.js";
import { diffVocabularies, disallowedChanges } from "../diff/diff-vocabularies.js";
import { type LoadResult, loadVocabulary } from "../diff/load-vocabulary.js";
import { type ReportFormat, renderReport, reportFormats } from "../diff/render-report.js";
import { exitCodes } from "./exit-codes.js";
import { collectSessionLogs, collectSourceFiles } from "./collect-inputs.js";
import { readPrevious } from "./read-previous.js";
import { renderDiagnostics } from "./render-diagnostics.js";
import { readSchema, resolveGenPaths } from "./gen-steps.js";
import { plainStyle } from "./style.js";
import type { Command } from "./command.js";
import type { Terminal } from "./terminal.js";

export interface DiffOptions {
  readonly schema: string;
  readonly out: string;
  readonly against: string;
  readonly format: ReportFormat;
  readonly allowed: readonly AllowableClass[];
  /** Folder of recorded session logs to replay under both versions. */
  readonly replay: string;
}

export async function runDiff(options: DiffOptions, terminal: Terminal): Promise<number> {
  const { schemaPath, sourceName } = resolveGenPaths(options.schema, options.out);
  const current = await readSchema({ schemaPath, sourceName }, plainStyle);
  if (!current.ok) {
    terminal.error(current.report);
    return exitCodes.invalidSchema;
  }
  const currentText = current.text;
  const previous = await readPrevious(options.against, schemaPath, sourceName);
  if (!previous.ok) {
    terminal.error(previous.problem);
    return exitCodes.invalidSchema;
  }
  const before = loadVocabulary(previous.file, previous.text);
  const after = loadVocabulary(sourceName, currentText);
  if (!before.ok || !after.ok) {
    for (const failed of [before, after]) if (!failed.ok) terminal.error(describeInvalid(failed));
    return exitCodes.invalidSchema;
  }
  const logs = await collectSessionLogs(process.cwd(), options.replay);
  if (!logs.ok) {
    terminal.error(logs.problems.join("\n"));
    return exitCodes.invalidSchema;
  }
  // Golden trees are generated code, and diff fixtures are bridges of vocabularies other than this one.
  const sources = await collectSourceFiles(process.cwd(), [options.out, "test/fixtures", "test/diff"]);
  const changes = diffVocabularies({
    before: before.vocabulary,
    after: after.vocabulary,
    bridgeSites: findBridgeSites(sources),
    replayLogs: logs.logs,
  });
  const report = { before: previous.file, after: sourceName, changes, allowed: options.allowed };
  const blocked = disallowedChanges(changes, options.allowed).length > 0;
  (blocked ? terminal.error : terminal.info)(renderReport(options.format, report));
  return blocked ? exitCodes.disallowedChange : exitCodes.ok;
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

export const diffCommand: Command = {
  name: "diff",
  summary: "compare the vocabulary with a previous version and classify every change",
  help: `usage: cardc diff --against <git-ref | file> [--format text|json|github] [--allow <classes>]
                  [--replay <dir>] [--schema <file>]

Compares the vocabulary with a previous version: a file, when the argument names one, otherwise the
schema file at that git revision. Every change is listed with its rule id, its place in both
versions and its class:

  wire    data recorded under the old version is rejected by the new one
  source  generated types change so that consumers stop compiling (a new arm, a renamed export)
  safe    nothing that validated or compiled before stops doing so

Recorded session logs in the replay folder are checked under both versions; a view that falls back
under the new one is reported with the log's name.

options:
  --against <ref|file>  the previous version (required)
  --format <format>     text (default), json, or github (workflow annotations)
  --allow <classes>     classes that do not fail the command: wire, source, both, or none
                        (default: source)
  --replay <dir>        recorded session logs (default: test/replay)
  --schema <file>       the vocabulary source (default: schema/cards.json)

exit codes:
  0   no change of a class that is not allowed
  1   a change of a class that is not allowed
  2   the old or new vocabulary is invalid or cannot be read, or a session log is malformed
  64  the command line was not understood
  70  a bug in cardc itself`,
  options: {
    against: { type: "string" },
    format: { type: "string" },
    allow: { type: "string" },
    replay: { type: "string" },
  },
  async run(values, _positionals, context) {
    const usage = (problem: string): number => {
      context.terminal.error(`${problem}\n\n${diffCommand.help}`);
      return exitCodes.usage;
    };
    const against = values["against"];
    if (typeof against !== "string" || against === "") return usage("--against <git-ref | file> is required");
    const format = values["format"] ?? "text";
    if (!reportFormats.includes(format as ReportFormat))
      return usage(`unknown --format "${String(format)}"; expected ${reportFormats.join(", ")}`);
    let allowed = defaultAllowed;
    if (typeof values["allow"] === "string") {
      const parsed = parseAllowList(values["allow"]);
      if (!parsed.ok)
        return usage(
          `unknown class ${parsed.unknown.map((word) => `"${word}"`).join(", ")} in --allow; expected wire, source or none`,
        );
      allowed = parsed.allowed;
    }
    return runDiff(
      {
        schema: context.schema,
        out: context.out,
        against,
        format: format as ReportFormat,
        allowed,
        replay: typeof values["replay"] === "string" ? values["replay"] : "test/replay",
      },
      context.terminal,
    );
  },
};
