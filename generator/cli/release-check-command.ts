/**
 * `cardc release-check`: the version `package.json` gives must be at least the one the vocabulary's
 * changes since the latest release require. This file is the command line; the work is
 * `run-release-check.ts`, loaded on use like `diff`'s, whose comparison it shares.
 */
import { bridgeFolders } from "./bridge-folders.js";
import type { Command } from "./command.js";
import { formatOptionHelp } from "./report-output.js";

export const releaseCheckCommand: Command = {
  name: "release-check",
  summary: "fail when package.json's version is below the one the changes since the latest release require",
  help: `usage: cardc release-check [--replay <dir>] [--format <format>]

Compares the vocabulary with the latest release: of the tags v<MAJOR.MINOR.PATCH>[-<pre-release>]
reachable from HEAD, the highest. Fails when package.json's version is below the smallest version
that may carry the changes since then, naming that version and the change that requires it:

  major   a wire or source change (recorded data is rejected, or a host's build breaks)
  minor   an addition every host compiles and decodes unchanged
  patch   a change to docs only

Before 1.0.0 a major change moves the minor version and any other change the patch, as Cargo reads
0.x; a pre-release of the required version (0.2.0-rc.1 for 0.2.0) will do. Without a release tag,
or outside a git checkout, there is nothing to check. \`cardc diff --against <tag>\` lists every change.

options:
  --replay <dir>     recorded session logs replayed under both versions (default: test/replay)
${formatOptionHelp(21)}

exit codes:
  0   the version carries the changes, or there is no release to compare with
  1   the version is below the one the changes require
  2   package.json's version is not semver or not one every host sorts alike (a release, or
      -alpha.N, -beta.N or -rc.N), a tag that looks like a release is not one, or the
      vocabulary, now or at the release, is invalid or cannot be read
  64  the command line was not understood
  70  a bug in cardc itself`,
  options: {
    replay: { type: "string" },
    format: { type: "string" },
  },
  async run(values, _positionals, context) {
    const { runReleaseCheck } = await import("./run-release-check.js");
    return runReleaseCheck(
      {
        schema: context.schema,
        out: context.out,
        replay: typeof values["replay"] === "string" ? values["replay"] : "test/replay",
        proposed: context.settings.semver,
        bridges: bridgeFolders(undefined, context.settings),
        targets: context.settings.targets,
        format: context.format,
      },
      context.terminal,
    );
  },
};
