/**
 * `cardc dist`: packs the project's vocabulary for every ecosystem, after the release check and a
 * check that the generated tree is up to date. The work is `run-dist.ts`, loaded on use.
 */
import type { Command } from "./command.js";
import { defaultDistFolder } from "./dist-folder.js";
import { wantsProgress } from "./progress.js";

export const distCommand: Command = {
  name: "dist",
  summary: "pack the vocabulary as an npm package, a Python wheel and sdist, a Rust crate and a Go module",
  help: `usage: cardc dist [--dest <dir>] [--skip <package>…] [--replay <dir>] [--progress]

Runs the release check (as cardc release-check), refuses a generated tree that is out of date
(as cardc gen --check), then writes the artifact of each target package.json's cardc.targets
chooses (every target by default), named as its cardc.packages says (a name not given is derived
from the vocabulary's id), into its own folder of --dest:

  npm/      <name>-<version>.tgz: the generated TypeScript, and any entries cardc.exports names,
            compiled to JavaScript and .d.ts by the project's TypeScript (through ts-morph, an
            optional peer); it depends on @cardc/runtime, never on cardc
  python/   a wheel and an sdist, written by cardc itself (no Python needed)
  rust/     <name>-<version>.crate, by cargo package --offline
  go/       the Go module folder, its go.mod carrying the module path

options:
  --dest <dir>            where the artifacts go (default: ${defaultDistFolder}; replaced as a whole, so
                          never the project, a folder above it, or one holding its schema,
                          package.json, .git or the output folder)
  --skip <package>        npm, python, rust or go: not packed (repeatable)
  --python <interpreter>  ignored, with a warning: cardc writes the wheel and sdist without Python
  --replay <dir>          recorded session logs the release check replays (default: test/replay)
  --progress              a line on stderr as each step starts, and the time taken at the end;
                          shown without asking when stderr is a terminal

exit codes:
  0   packed
  1   the version understates the changes, the generated tree is out of date, the package's
      modules do not compile, or a toolchain step failed; nothing was packed
  2   the vocabulary or the project's settings are invalid
  64  the command line was not understood, or --dest names a folder the project could be lost to
  69  a tool a package needs is not installed (ts-morph, cargo)
  70  a bug in cardc itself`,
  options: {
    dest: { type: "string" },
    skip: { type: "string", multiple: true },
    python: { type: "string" },
    replay: { type: "string" },
    progress: { type: "boolean" },
  },
  async run(values, _positionals, context) {
    // Earlier releases built the wheel with setuptools in --python; scripts that still pass it keep working.
    if (values["python"] !== undefined)
      context.terminal.error(
        "cardc dist: warning: --python is ignored: cardc writes the wheel and the sdist itself, with no Python; drop the option",
      );
    const { runDist } = await import("./run-dist.js");
    return runDist(
      {
        schema: context.schema,
        out: context.out,
        destination: typeof values["dest"] === "string" ? values["dest"] : defaultDistFolder,
        skip: Array.isArray(values["skip"]) ? values["skip"].map(String) : [],
        replay: typeof values["replay"] === "string" ? values["replay"] : "test/replay",
        settings: context.settings,
        progress: wantsProgress(values["progress"] === true, process.stderr.isTTY === true),
      },
      context.terminal,
    );
  },
};
