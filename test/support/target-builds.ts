/**
 * Where the host tests build, and how they start processes: builds go to `.cache/cardc-targets/` of
 * the project (never under `generated/`, which must hold exactly what `pnpm gen` writes; not under
 * `node_modules/`, which a copy of the project shares). What each language builds there (verdict
 * programs, sample consumers) is its target's harness (`generator/targets/<language>/harness.ts`);
 * what stays here serves the tests of one language's package as installed (`packages.test.ts`): a
 * Cargo package and a Go module over a packed crate and module, running the harness's verdict
 * programs. Nothing is downloaded: cargo reads Debian's crates from a directory source with
 * `net.offline`, Go runs with `GOPROXY=off` on the standard library only. A missing toolchain fails
 * loudly, never skips.
 */
import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import type { PackageNames } from "../../generator/model/package-names.js";
import { goEnvironment } from "../../generator/targets/go/harness.js";
import { cargoEnvironment } from "../../generator/targets/rust/harness.js";
import { type CrateSource, type CrateTarget, writeCrate } from "../../generator/targets/rust/harness/crate-manifest.js";
import { crateIdentifier } from "../../generator/targets/rust/package-name.js";

export const root = new URL("../..", import.meta.url).pathname.replace(/\/$/, "");
export const generatedDir = join(root, "generated");
/** The verdict programs the harnesses build, which the package tests build against a packed package too. */
export const verdictPrograms = {
  rust: join(root, "generator/targets/rust/harness/verdicts.rs"),
  go: join(root, "generator/targets/go/harness/verdicts.go"),
};
export const cacheDir = join(root, ".cache/cardc-targets");
export const systemPython = "/usr/bin/python3";

import type { RunResult } from "../../generator/targets/shared/harness.js";

export type { RunResult };

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

export { consumerCrateManifest } from "../../generator/targets/rust/harness/crate-manifest.js";

/** Cargo offline with the tests' shared target folder. */
export const rustEnv = cargoEnvironment(join(cacheDir, "rust-target"));
/** The go command offline with the tests' caches. */
export const goEnv = goEnvironment(cacheDir);

/**
 * Writes a consumer crate in `dir` over one crate, whose library target, `vocabulary`, re-exports the
 * crate's `check_named`: the name the verdict program calls it by, whatever the crate is called.
 */
export function writeConsumerCrate(
  dir: string,
  name: string,
  crate: CrateSource,
  targets: readonly CrateTarget[],
): void {
  const library = `//! The generated crate's \`check_named\`, under the one name the verdict program uses.\npub use ${crateIdentifier(crate.name)}::check_named;\n`;
  writeCrate(dir, name, library, [crate], targets);
}

/**
 * Writes a Go module in `dir` that requires the package's module from `path` by a `replace`, with the
 * verdict program in `verdicts/` beside the file that imports the package and gives it its `Check`.
 */
export function writeConsumerModule(dir: string, name: string, packages: PackageNames, path: string): void {
  mkdirSync(join(dir, "verdicts"), { recursive: true });
  copyFileSync(verdictPrograms.go, join(dir, "verdicts/main.go"));
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
