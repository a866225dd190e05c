/**
 * The Rust target's test harness (`shared/harness.ts`): one Cargo package over a batch's generated
 * crates, whose `verdicts` binary (`harness/verdicts.rs`) judges inputs through each crate's
 * `check_named`; its gates run by cargo offline against Debian's crates; its sample consumers built
 * from the plan, the one without an arm refused by rustc (E0004).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { HarnessTools, HarnessVocabulary, TargetHarness } from "../shared/harness.js";
import { readVerdictLines, writeVerdictInputs } from "../shared/harness/verdict-file.js";
import { rustConsumers } from "./harness/consumers.js";
import { type CrateTarget, writeCrate } from "./harness/crate-manifest.js";
import { crateIdentifier } from "./package-name.js";

const verdictsProgram = fileURLToPath(new URL("./harness/verdicts.rs", import.meta.url));

/**
 * Cargo offline, with one target folder per use (a folder's lock serialises the builds that share
 * it); no debug info and no incremental state: the build is thrown away, so both only cost time.
 */
export function cargoEnvironment(targetDir: string) {
  return {
    CARGO_TARGET_DIR: targetDir,
    CARGO_NET_OFFLINE: "true",
    CARGO_PROFILE_DEV_DEBUG: "0",
    CARGO_INCREMENTAL: "0",
  };
}

/** The library every verdict program calls: each vocabulary's `check_named`, by the index before the colon. */
function batchLibrary(batch: readonly HarnessVocabulary[]): string {
  return [
    "//! Each vocabulary's `check_named`, chosen by the index before the type name's colon.",
    "pub fn check_named(type_name: &str, text: &str) -> Result<(), String> {",
    "    let (index, name) = type_name.split_once(':').expect(\"an indexed type name\");",
    "    match index {",
    ...batch.map(
      (vocabulary, index) =>
        `        "${index}" => ${crateIdentifier(vocabulary.packages.rust)}::check_named(name, text),`,
    ),
    '        _ => panic!("no vocabulary {index}"),',
    "    }",
    "}",
    "",
  ].join("\n");
}

function writeBatchCrate(dir: string, batch: readonly HarnessVocabulary[], targets: readonly CrateTarget[]): void {
  const crates = batch.map((vocabulary) => ({ name: vocabulary.packages.rust, path: join(vocabulary.tree, "rust") }));
  writeCrate(dir, "cardc-harness", batchLibrary(batch), crates, targets);
}

export const harness: TargetHarness = {
  async verdicts(batch, workDir, tools: HarnessTools) {
    const crate = join(workDir, "crate");
    writeBatchCrate(crate, batch, [{ kind: "bin", name: "verdicts", path: verdictsProgram }]);
    const env = cargoEnvironment(join(workDir, "target"));
    await tools.runOk("cargo", ["build", "--quiet", "--bin", "verdicts"], { cwd: crate, env });
    const program = join(env.CARGO_TARGET_DIR, "debug/verdicts");
    return {
      async judge(inputs) {
        const file = join(workDir, "inputs.json");
        writeVerdictInputs(file, inputs);
        return readVerdictLines("rust", (await tools.runOk(program, [file])).stdout, inputs.length);
      },
    };
  },

  gateCommand([command, ...args], tools) {
    return { command, args, env: cargoEnvironment(join(tools.cacheDir, "rust-target")) };
  },

  async consumers(plan, vocabulary, workDir, tools) {
    const crate = join(workDir, "crate");
    mkdirSync(crate, { recursive: true });
    const consumers = rustConsumers(plan);
    writeFileSync(join(crate, "consumer.rs"), consumers.complete);
    writeFileSync(join(crate, "missing_arm.rs"), consumers.missingArm);
    writeBatchCrate(
      crate,
      [vocabulary],
      [
        { kind: "bin", name: "consumer", path: join(crate, "consumer.rs") },
        { kind: "example", name: "missing_arm", path: join(crate, "missing_arm.rs") },
      ],
    );
    const env = cargoEnvironment(join(workDir, "target"));
    const built = await tools.run("cargo", ["build", "--quiet", "--bin", "consumer"], { cwd: crate, env });
    const output = built.code === 0 ? (await tools.runOk(join(env.CARGO_TARGET_DIR, "debug/consumer"), [])).stdout : "";
    const missing = await tools.run("cargo", ["check", "--quiet", "--example", "missing_arm"], { cwd: crate, env });
    return {
      output,
      completeProblems: built.code === 0 ? [] : [built.stderr],
      missingArm: missing.code === 0 ? [] : [missing.stderr],
      missingArmRefusal: new RegExp(`error\\[E0004\\]: non-exhaustive patterns: .*${plan.omittedName}`),
    };
  },
};
