/**
 * The Go target's test harness (`shared/harness.ts`): one Go module over a batch's generated packages,
 * each required by a `replace` of its folder, whose `verdicts` command (`harness/verdicts.go`) judges
 * inputs through each package's `Check`; its gates run by the go command offline (`GOPROXY=off`, the
 * standard library only) with the tests' caches, staticcheck on a copy without the generated-code
 * marker; its sample consumers built from the plan, the one without a handler method refused by `go build`.
 */
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { devNull } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { HarnessVocabulary, TargetHarness } from "../shared/harness.js";
import { readVerdictLines, writeVerdictInputs } from "../shared/harness/verdict-file.js";
import { goConsumers } from "./harness/consumers.js";

const verdictsProgram = fileURLToPath(new URL("./harness/verdicts.go", import.meta.url));
const withoutMarker = fileURLToPath(new URL("./harness/without-generated-marker.sh", import.meta.url));

/** The go command offline, with the build and module caches under the tests' cache folder. */
export function goEnvironment(cacheDir: string) {
  return {
    GOPROXY: "off",
    GOFLAGS: "-mod=mod",
    GOCACHE: join(cacheDir, "go-build"),
    GOPATH: join(cacheDir, "gopath"),
    GOTOOLCHAIN: "local",
    GO111MODULE: "on",
  };
}

/**
 * Writes a module in `dir` requiring every vocabulary's package by a `replace` of its folder, with the
 * verdict program in `verdicts/` beside the file that gives it the packages' `Check`, dispatching a
 * type name written `<index>:<TypeName>` to the package of the batch's vocabulary `index`.
 */
function writeBatchModule(dir: string, batch: readonly HarnessVocabulary[]): void {
  mkdirSync(join(dir, "verdicts"), { recursive: true });
  copyFileSync(verdictsProgram, join(dir, "verdicts/main.go"));
  const imports = batch.map((vocabulary, index) => `\tv${index} ${JSON.stringify(vocabulary.packages.go)}`);
  const cases = batch.map((_, index) => `\tcase "${index}":\n\t\treturn v${index}.Check(name, data)`);
  writeFileSync(
    join(dir, "verdicts/vocabulary.go"),
    [
      "package main",
      "",
      "import (",
      '\t"strings"',
      ...imports,
      ")",
      "",
      "func batchCheck(typeName string, data []byte) error {",
      '\tindex, name, _ := strings.Cut(typeName, ":")',
      "\tswitch index {",
      ...cases,
      "\t}",
      '\tpanic("no vocabulary " + index)',
      "}",
      "",
      "func init() { check = batchCheck }",
      "",
    ].join("\n"),
  );
  writeFileSync(
    join(dir, "go.mod"),
    [
      "module cardcharness",
      "",
      "go 1.19",
      "",
      ...batch.map((vocabulary) => `require ${vocabulary.packages.go} v0.0.0`),
      "",
      ...batch.map(
        (vocabulary) => `replace ${vocabulary.packages.go} => ${JSON.stringify(join(vocabulary.tree, "go"))}`,
      ),
      "",
    ].join("\n"),
  );
}

export const harness: TargetHarness = {
  async verdicts(batch, workDir, tools) {
    const module = join(workDir, "module");
    writeBatchModule(module, batch);
    const bin = join(module, "bin");
    await tools.runOk("go", ["build", "-o", `${bin}/`, "./verdicts"], {
      cwd: module,
      env: goEnvironment(tools.cacheDir),
    });
    return {
      async judge(inputs) {
        const file = join(workDir, "inputs.json");
        writeVerdictInputs(file, inputs);
        return readVerdictLines("go", (await tools.runOk(join(bin, "verdicts"), [file])).stdout, inputs.length);
      },
    };
  },

  gateCommand([command, ...args], tools) {
    const env = goEnvironment(tools.cacheDir);
    if (command === "go-staticcheck") {
      // Judged on a copy without the generated-code marker (harness/without-generated-marker.sh):
      // staticcheck skips a marked file's style checks, and the package must pass them all the same.
      const staticcheckEnv = { ...env, STATICCHECK_CACHE: join(tools.cacheDir, "staticcheck") };
      return { command: "sh", args: [withoutMarker, command, ...args], env: staticcheckEnv };
    }
    return { command, args, env: command === "go" ? env : {} };
  },

  async consumers(plan, vocabulary, workDir, tools) {
    const module = join(workDir, "module");
    writeBatchModule(module, [vocabulary]);
    const consumers = goConsumers(plan);
    for (const [folder, text] of [
      ["consumer", consumers.complete],
      ["missing-arm", consumers.missingArm],
    ] as const) {
      mkdirSync(join(module, folder), { recursive: true });
      writeFileSync(join(module, folder, "main.go"), text);
    }
    const env = goEnvironment(tools.cacheDir);
    const bin = join(module, "bin");
    const built = await tools.run("go", ["build", "-o", `${bin}/`, "./consumer"], { cwd: module, env });
    const output = built.code === 0 ? (await tools.runOk(join(bin, "consumer"), [])).stdout : "";
    const missing = await tools.run("go", ["build", "-o", devNull, "./missing-arm"], { cwd: module, env });
    const handler = `${plan.packages.goPackage}.${plan.union.name}Handler[string]`;
    return {
      output,
      completeProblems: built.code === 0 ? [] : [built.stderr],
      missingArm: missing.code === 0 ? [] : [missing.stderr],
      missingArmRefusal: `does not implement ${handler} (missing ${plan.omittedName} method)`,
    };
  },
};
