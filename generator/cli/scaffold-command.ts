/**
 * `cardc scaffold`: inserts a stub arm into every hand-written bridge for each variant it lacks.
 * Bridges are found by a text scan (cheap, and loaded only when the command runs); only when one
 * exists is the ts-morph scaffolder loaded.
 */
import { isMissingPackage } from "../model/missing-module.js";
import { existsSync } from "node:fs";
import { relative, resolve } from "node:path";
import { bridgeFolders, bridgesOptionHelp } from "./bridge-folders.js";
import { exitCodes } from "./exit-codes.js";
import type { Command } from "./command.js";

export const scaffoldCommand: Command = {
  name: "scaffold",
  summary: "insert a failing stub arm into hand-written bridges for every variant they lack",
  help: `usage: cardc scaffold [--bridges <dir>…] [<folder or file>…] [--project <tsconfig>]

Finds the hand-written files that call a generated define…Bridge (under the --bridges folders and
every folder or file given, else as cardc gen searches; tests only when their folder or file is
named), whether the vocabulary was generated into the project or installed as a package, and
inserts, for each variant a bridge has no arm for, a stub with the arm's typed signature and a
TODO body that still fails the typecheck until the arm is written, laid out as the file lays out
its code. Existing arms, calls under // @ts-expect-error and the rest of each file are left as
they are; running it again changes nothing. The bridges are read through the project's
tsconfig.json, which a host that installed the vocabulary as a package needs as well.

options:
${bridgesOptionHelp(24)}
  --project <tsconfig>  the tsconfig the bridges compile with (default: tsconfig.json)

exit codes:
  0   done (stubs inserted, or nothing was missing)
  64  the command line was not understood
  69  ts-morph, an optional peer dependency that only scaffold uses, is not installed
  70  a bug in cardc itself`,
  options: { project: { type: "string" }, bridges: { type: "string", multiple: true } },
  takesArguments: true,
  async run(values, positionals, context) {
    const tsconfig = resolve(typeof values["project"] === "string" ? values["project"] : "tsconfig.json");
    const { findBridgeFiles } = await import("../bridges/find-bridge-files.js");
    const given = [...(Array.isArray(values["bridges"]) ? values["bridges"].map(String) : []), ...positionals];
    const bridges = await findBridgeFiles(process.cwd(), bridgeFolders(given, context.settings));
    if (bridges.length === 0) {
      context.terminal.info("no hand-written bridges found.");
      return exitCodes.ok;
    }
    if (!existsSync(tsconfig)) {
      context.terminal.error(
        `cardc scaffold: no ${relative(process.cwd(), tsconfig) || tsconfig}; the bridges are read through the project's TypeScript settings (--project <tsconfig.json>)`,
      );
      return exitCodes.usage;
    }
    const loaded = await loadScaffolder();
    if (loaded === undefined) {
      context.terminal.error(
        "cardc scaffold edits bridges through ts-morph, which is not installed: run `npm install --save-dev ts-morph@^28` (or the same with your package manager)",
      );
      return exitCodes.unavailable;
    }
    const { scaffoldArms } = loaded;
    const outcome = scaffoldArms(
      tsconfig,
      bridges.map((bridge) => resolve(bridge.path)),
    );
    for (const reason of outcome.skipped) context.terminal.error(`not scaffolded: ${reason}`);
    for (const file of outcome.changed) {
      context.terminal.info(`${file.path}: added stub arms for ${file.arms.map((arm) => `"${arm}"`).join(", ")}`);
    }
    if (outcome.changed.length === 0)
      context.terminal.info(`every bridge has all its arms (${bridges.length} checked).`);
    return exitCodes.ok;
  },
};

/**
 * The scaffolder, or `undefined` when ts-morph cannot be found: the package leaves it to projects
 * that scaffold (an optional peer), so a host's install does not pull TypeScript in.
 */
async function loadScaffolder(): Promise<typeof import("../bridges/scaffold-arms.js") | undefined> {
  try {
    return await import("../bridges/scaffold-arms.js");
  } catch (error) {
    if (isMissingPackage(error, "ts-morph")) return undefined;
    throw error;
  }
}
