/**
 * The Python target's test harness (`shared/harness.ts`): `harness/verdicts.py` run by the system
 * Python with the standard library alone (`-S`), over a batch's generated packages at once; its gate,
 * pyright, run from the devDependencies against that Python; its sample consumers checked by pyright
 * strict, the one without an arm refused where its `assert_never` receives the left-out card. Python
 * names a syntax error `value` and cuts a long pointer short, saying its length (docs/json.md), so
 * its place is compared as far as it goes.
 */
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { HarnessTools, TargetHarness } from "../shared/harness.js";
import { placeOf, readVerdictLines, writeVerdictInputs } from "../shared/harness/verdict-file.js";
import { pythonConsumers } from "./harness/consumers.js";

const verdictsProgram = fileURLToPath(new URL("./harness/verdicts.py", import.meta.url));

/** pyright from the devDependencies, told which Python's standard library to read. */
function pyright(tools: HarnessTools, args: readonly string[]): { command: string; args: string[] } {
  return {
    command: process.execPath,
    args: [join(tools.root, "node_modules/pyright/index.js"), "--pythonpath", tools.systemPython, ...args],
  };
}

export const harness: TargetHarness = {
  async verdicts(batch, workDir, tools) {
    mkdirSync(workDir, { recursive: true });
    const members = join(workDir, "batch.json");
    const modules = batch.map((vocabulary) => ({
      path: join(vocabulary.tree, "python"),
      module: vocabulary.packages.pythonImport,
    }));
    writeFileSync(members, JSON.stringify(modules));
    return {
      async judge(inputs) {
        const file = join(workDir, "inputs.json");
        writeVerdictInputs(file, inputs);
        // -S: no site packages, so the generated package must read JSON with the standard library alone.
        const { stdout } = await tools.runOk(tools.systemPython, ["-S", verdictsProgram, "generated", members, file]);
        return readVerdictLines("python", stdout, inputs.length);
      },
    };
  },

  gateCommand([command, ...args], tools) {
    return command === "pyright" ? { ...pyright(tools, args), env: {} } : { command, args, env: {} };
  },

  async consumers(plan, vocabulary, workDir, tools) {
    mkdirSync(workDir, { recursive: true });
    const consumers = pythonConsumers(plan);
    const complete = join(workDir, "consumer.py");
    const missingArm = join(workDir, "missing_arm.py");
    writeFileSync(complete, consumers.complete);
    writeFileSync(missingArm, consumers.missingArm);
    const packageDir = join(vocabulary.tree, "python", plan.packages.pythonImport);
    const config = join(workDir, "pyrightconfig.json");
    writeFileSync(
      config,
      // pyright reads only paths relative to its config.
      JSON.stringify({
        include: ["consumer.py", "missing_arm.py", relative(workDir, packageDir)],
        typeCheckingMode: "strict",
        pythonVersion: "3.11",
        extraPaths: [relative(workDir, join(vocabulary.tree, "python"))],
      }),
    );
    const checker = pyright(tools, ["--outputjson", "-p", config]);
    const report = JSON.parse((await tools.run(checker.command, checker.args)).stdout) as {
      generalDiagnostics: { file: string; severity: string; message: string; rule?: string }[];
      summary: { filesAnalyzed: number };
    };
    const errors = (file: string) =>
      report.generalDiagnostics
        .filter((diagnostic) => diagnostic.file === file && diagnostic.severity === "error")
        .map((diagnostic) => `${diagnostic.rule ?? ""}: ${diagnostic.message}`);
    const packageFiles = readdirSync(packageDir).filter((name) => name.endsWith(".py"));
    const analyzed = 2 + packageFiles.length;
    const run = await tools.run(tools.systemPython, ["-S", complete], {
      env: { PYTHONPATH: join(vocabulary.tree, "python") },
    });
    return {
      output: run.stdout,
      completeProblems: [
        ...(report.summary.filesAnalyzed === analyzed
          ? []
          : [`pyright analyzed ${report.summary.filesAnalyzed} files, not ${analyzed}`]),
        ...errors(complete),
        ...packageFiles.flatMap((name) => errors(join(packageDir, name))),
        ...(run.code === 0 ? [] : [run.stderr]),
      ],
      missingArm: errors(missingArm),
      // One error, where the chain's `assert_never` receives the left-out card.
      missingArmRefusal: new RegExp(`^reportArgumentType: Argument of type "${plan.omittedName}" .*"Never"`, "s"),
    };
  },

  placeAgrees(expected, error) {
    if (error.startsWith("value: is not JSON:")) return true;
    const place = placeOf(error) ?? "";
    const cut = /^(.*)… \(\d+ characters\)$/.exec(place)?.[1];
    return cut === undefined ? place === expected : expected.startsWith(cut);
  },
};
