#!/usr/bin/env node
/**
 * `pnpm dist`: writes what this repository ships into `dist/packages/`, each carrying
 * `package.json`'s version and nothing that needs a registry to build:
 *
 *     npm/cardc-<version>.tgz               the compiler (`cardc`, a devDependency of a vocabulary project)
 *     npm/cardc-runtime-<version>.tgz       `@cardc/runtime`, what generated code imports
 *     npm/cardc-tool-cards-<version>.tgz    this repository's vocabulary with its hosts, and its
 *     python/, rust/, go/                   wheel and sdist, crate and Go module, by `cardc dist`
 *     vscode/cardc-vocabulary-<version>.vsix the VS Code extension for `cardc lsp`
 *
 * The vocabulary is packed by `cardc dist`, exactly as an outside project's would be, and it runs the
 * release check and the stale-tree check first, so nothing is packed for a version that understates
 * the changes or a tree `gen` would change. Here it builds the crate against Debian's crates
 * (offline); the wheel and the sdist need nothing but Node. `--check-version-only` runs the release check alone.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "./build.mjs";
import { stageCompilerPackage } from "./compiler-package.mjs";
import { packVscodeExtension } from "./vscode-extension.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const packages = join(root, "dist/packages");
const cardc = join(root, "dist/cli/cardc.js");

/** Cargo settings that read Debian's packaged crates as a directory source, never a registry. */
export const debianCargoConfig = [
  "[source.crates-io]",
  'replace-with = "debian"',
  "",
  "[source.debian]",
  'directory = "/usr/share/cargo/registry"',
  "",
  "[net]",
  "offline = true",
  "",
].join("\n");

class DistError extends Error {}

/** Runs a step with its output shown; a failure ends `pnpm dist`, naming the step (its own output said why). */
function run(step, command, args, options = {}) {
  try {
    execFileSync(command, args, { cwd: root, stdio: "inherit", ...options });
  } catch (error) {
    throw new DistError(`${step} failed (exit ${error.status ?? error.message}); nothing was packed`);
  }
}

/** A `CARGO_HOME` whose configuration reads Debian's crates, when this machine has them. */
function debianCargoHome() {
  if (!existsSync("/usr/share/cargo/registry")) return {};
  const home = mkdtempSync(join(tmpdir(), "cardc-cargo-home-"));
  writeFileSync(join(home, "config.toml"), debianCargoConfig);
  return { CARGO_HOME: home };
}

export async function dist({ checkVersionOnly = false } = {}) {
  await build({ ifStale: true, quiet: true });
  if (checkVersionOnly) {
    run("the release check", process.execPath, [cardc, "release-check"]);
    return [];
  }
  const cargoHome = debianCargoHome();
  try {
    run("cardc dist", process.execPath, [cardc, "dist"], { env: { ...process.env, ...cargoHome } });
  } finally {
    if (cargoHome.CARGO_HOME !== undefined) rmSync(cargoHome.CARGO_HOME, { recursive: true, force: true });
  }
  const npm = join(packages, "npm");
  mkdirSync(npm, { recursive: true });
  run("packing the compiler", "npm", ["pack", "--pack-destination", npm], {
    cwd: stageCompilerPackage(root),
    stdio: "ignore",
  });
  run("packing the runtime", "npm", ["pack", "--pack-destination", npm], {
    cwd: join(root, "dist/runtime-package"),
    stdio: "ignore",
  });
  try {
    await packVscodeExtension(root, join(packages, "vscode"));
  } catch (error) {
    throw new DistError(`packing the VS Code extension failed: ${error.message}`);
  }
  return readdirSync(packages, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes("/go/"))
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = process.argv.slice(2);
  const unknown = options.filter((option) => option !== "--check-version-only");
  if (unknown.length > 0) {
    process.stderr.write(`dist: unknown option ${unknown[0]}; the one option is --check-version-only\n`);
    process.exit(64);
  }
  try {
    for (const path of await dist({ checkVersionOnly: options.includes("--check-version-only") }))
      process.stdout.write(`${path}\n`);
  } catch (error) {
    if (!(error instanceof DistError)) throw error;
    process.stderr.write(`dist: ${error.message}\n`);
    process.exitCode = 1;
  }
}
