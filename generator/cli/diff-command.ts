/**
 * `cardc diff --against <git-ref | file>`: compares the vocabulary with a previous version and lists
 * every change with its rule, class and place in both versions; exits 1 when a change of a class
 * that is not allowed is found. This file is the command line; the work is `run-diff.ts`, loaded on
 * use so that other commands never load the diff rules.
 */
import { parseAllowList, defaultAllowed } from "../diff/change-class.js";
import { bridgeFolders, bridgesOptionHelp } from "./bridge-folders.js";
import { exitCodes } from "./exit-codes.js";
import { formatOptionHelp } from "./report-output.js";
import { usagePointer } from "./usage.js";
import type { Command } from "./command.js";

export const diffCommand: Command = {
  name: "diff",
  summary: "compare the vocabulary with a previous version and classify every change",
  help: `usage: cardc diff --against <git-ref | file> [--format <format>] [--allow <classes>]
                  [--replay <dir>] [--bridges <dir>…]

Compares the vocabulary with a previous version: a file, when the argument names one, otherwise the
schema file at that git revision. Every change is listed with its rule id, its place in both
versions and its class:

  wire    data recorded under the old version is rejected by the new one
  source  generated types change so that consumers stop compiling (a new arm, a renamed export)
  safe    nothing that validated or compiled before stops doing so

A new variant names the hand-written bridges that lack its arm: the same sites cardc gen names.
Recorded session logs in the replay folder are checked under both versions; a view that falls back
under the new one is reported with the log's name.

The report ends with the semver bump the changes require: major for wire and source changes, minor
for additions, patch for docs (before 1.0.0: minor, and patch for the rest). It is named as a
version when the old side has one: a release tag v<MAJOR.MINOR.PATCH>, or package.json at the
revision. \`cardc release-check\` holds package.json's version to it.

options:
  --against <ref|file>  the baseline: a git revision or a file (required)
${formatOptionHelp(24)}
  --allow <classes>     classes that do not fail the command, comma-separated: wire, source,
                        wire,source, or none (default: source)
  --replay <dir>        recorded session logs (default: test/replay)
${bridgesOptionHelp(24)}

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
    bridges: { type: "string", multiple: true },
  },
  async run(values, _positionals, context) {
    const usage = (problem: string): number => {
      context.terminal.error(`cardc diff: ${problem}\n${usagePointer("diff")}`);
      return exitCodes.usage;
    };
    const against = values["against"];
    if (typeof against !== "string" || against === "") return usage("--against <git-ref | file> is required");
    let allowed = defaultAllowed;
    if (typeof values["allow"] === "string") {
      const parsed = parseAllowList(values["allow"]);
      if (!parsed.ok)
        return usage(
          `unknown class ${parsed.unknown.map((word) => `"${word}"`).join(", ")} in --allow; expected wire, source or none`,
        );
      allowed = parsed.allowed;
    }
    const { runDiff } = await import("./run-diff.js");
    return runDiff(
      {
        schema: context.schema,
        out: context.out,
        against,
        format: context.format,
        allowed,
        replay: typeof values["replay"] === "string" ? values["replay"] : "test/replay",
        bridges: bridgeFolders(values["bridges"], context.settings),
        targets: context.settings.targets,
      },
      context.terminal,
    );
  },
};
