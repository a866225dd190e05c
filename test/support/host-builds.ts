/**
 * Builds what the host tests run, once per test run, in `.cache/cardc-hosts/` of the project (never
 * under `generated/`, which must hold exactly what `pnpm gen` writes; not under `node_modules/`,
 * which a copy of the project shares): a Cargo package and a Go module that depend on the generated
 * crate and package by path, and a Python folder with a pyright config. The sample consumers in
 * each, complete and with one arm missing, are written from the IR (`host-consumers/`), so a new
 * card reaches them without an edit. Nothing is downloaded: cargo reads Debian's crates from a
 * directory source with `net.offline`, Go runs with `GOPROXY=off` on the standard library only. A
 * missing toolchain fails loudly, never skips.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { debianCargoConfig } from "../../build/dist.mjs";
import type { ConsumerPlan } from "./host-consumers/consumer-plan.js";
import { goConsumers } from "./host-consumers/go-consumer.js";
import { pythonConsumers } from "./host-consumers/python-consumer.js";
import { rustConsumers } from "./host-consumers/rust-consumer.js";

export const root = new URL("../..", import.meta.url).pathname.replace(/\/$/, "");
export const generatedDir = join(root, "generated");
export const hostsDir = join(root, "test/hosts");
export const cacheDir = join(root, ".cache/cardc-hosts");
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
interface CrateTarget {
  readonly kind: "bin" | "example";
  readonly name: string;
  readonly path: string;
}

/** The manifest of a consumer crate that depends on the `cards` crate at `cardsPath` and on serde_json. */
export function consumerCrateManifest(name: string, cardsPath: string, targets: readonly CrateTarget[]): string {
  return [
    "[package]",
    `name = ${JSON.stringify(name)}`,
    'version = "0.0.0"',
    'edition = "2021"',
    "publish = false",
    "",
    "[workspace]",
    "",
    "[dependencies]",
    `cards = { path = ${JSON.stringify(cardsPath)} }`,
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
  mkdirSync(join(rustDir, ".cargo"), { recursive: true });
  const consumers = rustConsumers(plan);
  writeFileSync(join(rustDir, "consumer.rs"), consumers.complete);
  writeFileSync(join(rustDir, "missing_arm.rs"), consumers.missingArm);
  writeFileSync(
    join(rustDir, "Cargo.toml"),
    consumerCrateManifest("cards-hosts", join(generatedDir, "rust"), [
      { kind: "bin", name: "verdicts", path: join(hostsDir, "rust/verdicts.rs") },
      { kind: "bin", name: "consumer", path: join(rustDir, "consumer.rs") },
      { kind: "example", name: "missing_arm", path: join(rustDir, "missing_arm.rs") },
    ]),
  );
  // Debian ships the crates' sources under /usr/share/cargo/registry: a directory source, offline.
  writeFileSync(join(rustDir, ".cargo/config.toml"), debianCargoConfig);
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

export function prepareGo(plan: ConsumerPlan): void {
  mkdirSync(goDir, { recursive: true });
  cpSync(join(hostsDir, "go"), goDir, { recursive: true });
  const consumers = goConsumers(plan);
  for (const [folder, text] of [
    ["consumer", consumers.complete],
    ["missing-arm", consumers.missingArm],
  ] as const) {
    mkdirSync(join(goDir, folder), { recursive: true });
    writeFileSync(join(goDir, folder, "main.go"), text);
  }
  writeFileSync(
    join(goDir, "go.mod"),
    `module cardshosts\n\ngo 1.19\n\nrequire cards v0.0.0\n\nreplace cards => ${JSON.stringify(join(generatedDir, "go"))}\n`,
  );
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
      include: ["consumer.py", "missing_arm.py", relative(pythonDir, join(generatedDir, "python/cards"))],
      typeCheckingMode: "strict",
      pythonVersion: "3.11",
      extraPaths: [relative(pythonDir, join(generatedDir, "python"))],
    }),
  );
  return { consumer, missingArm, config };
}
