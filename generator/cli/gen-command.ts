/**
 * `cardc gen`: reads the vocabulary, generates in memory, then either replaces the output folder
 * (only when something changed) or, with `--check`, compares it with the disk without writing.
 * With `--watch` it keeps doing so on every save of the schema (see `watch.ts`). This file is the
 * command line; the work is `run-gen.ts` (or `watch.ts`), loaded on use, so other commands and
 * `--help` never load the generator.
 */
import { exitCodes } from "./exit-codes.js";
import { bridgeFolders, bridgesOptionHelp } from "./bridge-folders.js";
import { resolveGenPaths } from "./gen-paths.js";
import type { Command } from "./command.js";
import { formatOptionHelp } from "./report-output.js";
import { usagePointer } from "./usage.js";

export const genCommand: Command = {
  name: "gen",
  summary: "compile the vocabulary into the output folder (--check: compare; --watch: keep regenerating)",
  help: `usage: cardc gen [--check | --watch] [--format <format>] [--schema <file>] [--out <dir>]

Compiles the vocabulary into the output folder, replacing it as a whole and only when something
changed, then names the arms hand-written bridges now lack (or still have for removed variants).
It writes the targets package.json's cardc.targets chooses (every target by default), and holds
the vocabulary's names to those targets alone.
With --check, compares the folder with the vocabulary instead, writing nothing to it: every
stale (with a short diff), missing and orphaned file is named. A folder that the last gen or
check recorded as generated (in node_modules/.cache/cardc/), from the same vocabulary, settings
and compiler, and whose files still hash as recorded, is up to date without regenerating;
anything else regenerates in memory and compares.

With --watch, generates once, then again on every save of the schema, printing the diagnostics or
one line saying what changed (files written, variants added or removed, bridge arms now missing
or stale). An invalid save keeps the last good tree; every write is a whole-tree swap. Ctrl-C
(SIGINT) or SIGTERM stops it cleanly.

options:
  --check          compare instead of writing
  --watch          regenerate on every save until stopped (its lines are text)
${formatOptionHelp(19)}
${bridgesOptionHelp(19)}

exit codes:
  0   written, or (--check) up to date, or (--watch) stopped by a signal
  1   --check found stale, missing or orphaned files
  2   the vocabulary is invalid; nothing was written (not in --watch, which keeps watching)
  64  the command line was not understood
  70  a bug in cardc itself
  73  the output folder could not be written (disk, permissions, a link, or another run holding its lock);
      with --watch, the schema's folder could no longer be watched`,
  options: {
    check: { type: "boolean" },
    watch: { type: "boolean" },
    bridges: { type: "string", multiple: true },
    format: { type: "string" },
  },
  run: async (values, _positionals, context) => {
    const check = values["check"] === true;
    const bridges = bridgeFolders(values["bridges"], context.settings);
    if (values["watch"] === true) {
      if (check) {
        context.terminal.error("--watch and --check cannot be combined\n\nrun `cardc gen --help` for usage");
        return exitCodes.usage;
      }
      // A watch prints a line per save for a person; --format is for a run that ends.
      if (context.format !== "text") {
        context.terminal.error(`cardc gen: --watch prints text only\n${usagePointer("gen")}`);
        return exitCodes.usage;
      }
      const { watchVocabulary } = await import("./watch.js");
      const paths = resolveGenPaths(context.schema, context.out);
      return watchVocabulary(paths, bridges, context.terminal, context.listenForStop());
    }
    const { runGen } = await import("./run-gen.js");
    return runGen(
      { schema: context.schema, out: context.out, check, bridges, settings: context.settings, format: context.format },
      context.terminal,
    );
  },
};
