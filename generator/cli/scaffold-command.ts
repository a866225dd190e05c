/**
 * `cardc scaffold`: inserts a stub arm into every hand-written bridge for each variant it lacks.
 * Bridges are found by a text scan (cheap); only when one exists is the ts-morph scaffolder loaded.
 */
import { resolve } from "node:path";
import { findBridgeFiles } from "../bridges/find-bridge-files.js";
import { exitCodes } from "./exit-codes.js";
import type { Command } from "./command.js";

export const scaffoldCommand: Command = {
  name: "scaffold",
  summary: "insert a failing stub arm into hand-written bridges for every variant they lack",
  help: `usage: cardc scaffold [<folder or file>…] [--project <tsconfig>]

Finds the hand-written files that call a generated define…Bridge (under runtime/ and every folder
or file given) and inserts, for each variant a bridge has no arm for, a stub with the arm's typed
signature and a TODO body that still fails the typecheck until the arm is written. Existing arms
and the rest of each file are left as they are; running it again changes nothing.

options:
  --project <file>  the tsconfig the bridges compile with (default: tsconfig.json)

exit codes:
  0   done (stubs inserted, or nothing was missing)
  64  the command line was not understood
  70  a bug in cardc itself`,
  options: { project: { type: "string" } },
  async run(values, positionals, context) {
    const tsconfig = resolve(typeof values["project"] === "string" ? values["project"] : "tsconfig.json");
    const bridges = await findBridgeFiles(process.cwd(), ["runtime", ...positionals]);
    if (bridges.length === 0) {
      context.terminal.info("no hand-written bridges found.");
      return exitCodes.ok;
    }
    const { scaffoldArms } = await import("../bridges/scaffold-arms.js");
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
