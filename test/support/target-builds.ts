/**
 * Builds what the host tests run, once per test run, in `.cache/cardc-targets/` of the project (never
 * under `generated/`, which must hold exactly what `pnpm gen` writes; not under `node_modules/`,
 * which a copy of the project shares): a Cargo package and a Go module that depend on the generated
 * crate and package by path, and a Python folder with a pyright config. The sample consumers in
 * each, complete and with one arm missing, are written from the IR (`target-consumers/`), so a new
 * card reaches them without an edit, and import the packages by the names the vocabulary's packages
 * got; the verdict programs of `test/targets/`, the same for every vocabulary, reach the package through
 * one small file written here with its name. Nothing is downloaded: cargo reads Debian's crates from a
 * directory source with `net.offline`, Go runs with `GOPROXY=off` on the standard library only. A
 * missing toolchain fails loudly, never skips.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { debianCargoConfig } from "../../build/dist.mjs";
import type { PackageNames } from "../../generator/model/package-names.js";
import type { ConsumerPlan } from "./target-consumers/consumer-plan.js";
import { goConsumers } from "./target-consumers/go-consumer.js";
import { pythonConsumers } from "./target-consumers/python-consumer.js";
import { rustConsumers } from "./target-consumers/rust-consumer.js";

export const root = new URL("../..", import.meta.url).pathname.replace(/\/$/, "");
export const generatedDir = join(root, "generated");
export const verdictProgramsDir = join(root, "test/targets");
export const cacheDir = join(root, ".cache/cardc-targets");
export const systemPython = "/usr/bin/python3";

export interface RunResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

const execFileAsync = promisify(execFile);

/** Runs a command; a non-zero exit is a result, a command that cannot start is an error naming it. */
export async function run(
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<RunResult> {
  try {
    const { stdout, stderr } = await execFileAsync(command, args, {
      cwd: options.cwd ?? root,
      env: { ...process.env, ...options.env },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { code?: number | string; stdout?: string; stderr?: string };
    if (failure.code === "ENOENT") {
      throw new Error(
        `${command} is not installed; .ci/run installs the host toolchains (see .ci/install-system-deps)`,
      );
    }
    return {
      code: typeof failure.code === "number" ? failure.code : 1,
      stdout: failure.stdout ?? "",
      stderr: failure.stderr ?? "",
    };
  }
}

/** Runs a command that must succeed, failing with its output otherwise. */
export async function runOk(command: string, args: readonly string[], options: Parameters<typeof run>[2] = {}) {
  const result = await run(command, args, options);
  if (result.code !== 0)
    throw new Error(`${command} ${args.join(" ")} exited ${result.code}:\n${result.stderr}${result.stdout}`);
  return result;
}

// ---- Rust ----

export const rustDir = join(cacheDir, "rust");
const rustTarget = join(cacheDir, "rust-target");
// No debug info and no incremental state: the build is thrown away, so both only cost time.
export const rustEnv = {
  CARGO_TARGET_DIR: rustTarget,
  CARGO_NET_OFFLINE: "true",
  CARGO_PROFILE_DEV_DEBUG: "0",
  CARGO_INCREMENTAL: "0",
};

/** A throwaway crate's targets: `[[bin]]` or `[[example]]`, each a name and a source file. */
export interface CrateTarget {
  readonly kind: "bin" | "example";
  readonly name: string;
  readonly path: string;
}

/** A generated crate as a consumer depends on it: its name and the folder of its `Cargo.toml`. */
export interface CrateSource {
  readonly name: string;
  readonly path: string;
}

/**
 * Writes a consumer crate in `dir` that depends on the generated crate by path and on serde_json,
 * with the Debian directory source, and a library target, `vocabulary`, re-exporting the crate's
 * `check_named`: the name `test/targets/rust/verdicts.rs` calls it by, whatever the crate is called.
 */
export function writeConsumerCrate(
  dir: string,
  name: string,
  crate: CrateSource,
  targets: readonly CrateTarget[],
): void {
  mkdirSync(join(dir, ".cargo"), { recursive: true });
  // Debian ships the crates' sources under /usr/share/cargo/registry: a directory source, offline.
  writeFileSync(join(dir, ".cargo/config.toml"), debianCargoConfig);
  writeFileSync(
    join(dir, "vocabulary.rs"),
    `//! The generated crate's \`check_named\`, under the one name the verdict program uses.\npub use ${crate.name.replace(/-/g, "_")}::check_named;\n`,
  );
  writeFileSync(join(dir, "Cargo.toml"), consumerCrateManifest(name, [crate], targets));
}

/** The manifest of a throwaway package `name` whose library is `vocabulary.rs`, over the generated crates and serde_json. */
export function consumerCrateManifest(
  name: string,
  crates: readonly CrateSource[],
  targets: readonly CrateTarget[],
): string {
  return [
    "[package]",
    `name = ${JSON.stringify(name)}`,
    'version = "0.0.0"',
    'edition = "2021"',
    "publish = false",
    "",
    "[workspace]",
    "",
    "[lib]",
    'name = "vocabulary"',
    'path = "vocabulary.rs"',
    "",
    "[dependencies]",
    ...crates.map((crate) => `${crate.name} = { path = ${JSON.stringify(crate.path)} }`),
    'serde_json = "1"',
    "",
    ...targets.flatMap((target) => [
      `[[${target.kind}]]`,
      `name = ${JSON.stringify(target.name)}`,
      `path = ${JSON.stringify(target.path)}`,
      "",
    ]),
  ].join("\n");
}

export function prepareRust(plan: ConsumerPlan): void {
  mkdirSync(rustDir, { recursive: true });
  const consumers = rustConsumers(plan);
  writeFileSync(join(rustDir, "consumer.rs"), consumers.complete);
  writeFileSync(join(rustDir, "missing_arm.rs"), consumers.missingArm);
  writeConsumerCrate(rustDir, "cards-hosts", { name: plan.packages.rust, path: join(generatedDir, "rust") }, [
    { kind: "bin", name: "verdicts", path: join(verdictProgramsDir, "rust/verdicts.rs") },
    { kind: "bin", name: "consumer", path: join(rustDir, "consumer.rs") },
    { kind: "example", name: "missing_arm", path: join(rustDir, "missing_arm.rs") },
  ]);
}

export async function buildRust(plan: ConsumerPlan): Promise<{ verdicts: string; consumer: string }> {
  prepareRust(plan);
  await runOk("cargo", ["build", "--quiet", "--bins"], { cwd: rustDir, env: rustEnv });
  return { verdicts: join(rustTarget, "debug/verdicts"), consumer: join(rustTarget, "debug/consumer") };
}

// ---- Go ----

export const goDir = join(cacheDir, "go");
export const goEnv = {
  GOPROXY: "off",
  GOFLAGS: "-mod=mod",
  GOCACHE: join(cacheDir, "go-build"),
  GOPATH: join(cacheDir, "gopath"),
  GOTOOLCHAIN: "local",
  GO111MODULE: "on",
};

/**
 * Writes a Go module in `dir` that requires the generated package's module from `path` by a
 * `replace`, and the file beside `test/targets/go/verdicts/main.go` that imports the package by its
 * module path and gives its `Check` to the verdict program.
 */
export function writeConsumerModule(dir: string, name: string, packages: PackageNames, path: string): void {
  mkdirSync(join(dir, "verdicts"), { recursive: true });
  cpSync(join(verdictProgramsDir, "go/verdicts"), join(dir, "verdicts"), { recursive: true });
  writeFileSync(
    join(dir, "verdicts/vocabulary.go"),
    [
      "package main",
      "",
      `import vocabulary ${JSON.stringify(packages.go)}`,
      "",
      "func init() { check = vocabulary.Check }",
      "",
    ].join("\n"),
  );
  const module = packages.go;
  writeFileSync(
    join(dir, "go.mod"),
    `module ${name}\n\ngo 1.19\n\nrequire ${module} v0.0.0\n\nreplace ${module} => ${JSON.stringify(path)}\n`,
  );
}

export function prepareGo(plan: ConsumerPlan): void {
  writeConsumerModule(goDir, "cardshosts", plan.packages, join(generatedDir, "go"));
  const consumers = goConsumers(plan);
  for (const [folder, text] of [
    ["consumer", consumers.complete],
    ["missing-arm", consumers.missingArm],
  ] as const) {
    mkdirSync(join(goDir, folder), { recursive: true });
    writeFileSync(join(goDir, folder, "main.go"), text);
  }
}

export async function buildGo(plan: ConsumerPlan): Promise<{ verdicts: string; consumer: string }> {
  prepareGo(plan);
  const bin = join(goDir, "bin");
  await runOk("go", ["build", "-o", `${bin}/`, "./verdicts", "./consumer"], { cwd: goDir, env: goEnv });
  return { verdicts: join(bin, "verdicts"), consumer: join(bin, "consumer") };
}

// ---- Python ----

export const pythonDir = join(cacheDir, "python");

/** Writes the Python consumers and a strict pyright config over them and the generated package. */
export function preparePython(plan: ConsumerPlan): { consumer: string; missingArm: string; config: string } {
  mkdirSync(pythonDir, { recursive: true });
  const consumers = pythonConsumers(plan);
  const consumer = join(pythonDir, "consumer.py");
  const missingArm = join(pythonDir, "missing_arm.py");
  writeFileSync(consumer, consumers.complete);
  writeFileSync(missingArm, consumers.missingArm);
  const config = join(pythonDir, "pyrightconfig.json");
  writeFileSync(
    config,
    // pyright reads only paths relative to its config.
    JSON.stringify({
      include: [
        "consumer.py",
        "missing_arm.py",
        relative(pythonDir, join(generatedDir, "python", plan.packages.pythonImport)),
      ],
      typeCheckingMode: "strict",
      pythonVersion: "3.11",
      extraPaths: [relative(pythonDir, join(generatedDir, "python"))],
    }),
  );
  return { consumer, missingArm, config };
}
