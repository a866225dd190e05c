#!/usr/bin/env node
/**
 * `pnpm dist`: writes every installable artifact of the vocabulary into `dist/packages/`, each
 * carrying `package.json`'s version, and nothing that needs a registry to build:
 *
 *     npm/cardc-<version>.tgz            `pnpm pack` of the compiled package
 *     python/cards-<version>-py3-none-any.whl and cards-<version>.tar.gz
 *                                        setuptools' own build hooks (Debian's python3-setuptools)
 *     rust/cards-<version>.crate         `cargo package --offline` against Debian's crates
 *     go/cards/                          the Go module, for a `replace` directive
 *
 * First of all it runs the release check (`cardc release-check`): a version below the one the
 * vocabulary's changes since the latest release tag require is refused before anything is built or
 * packed. Then it builds and refuses to pack a tree whose `generated/` is stale or that fails the
 * typecheck, so no artifact can carry code the vocabulary no longer describes, or a version that
 * understates how it changed. `--check-version-only` runs the release check alone and packs nothing.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, bundleCli } from "./build.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const packages = join(root, "dist/packages");
const generated = join(root, "generated");
const python = "/usr/bin/python3";

/** Runs a step's command; a failure ends `pnpm dist` with the command's own output. */
function run(command, args, options = {}) {
  try {
    return execFileSync(command, args, { cwd: root, stdio: "pipe", encoding: "utf8", ...options });
  } catch (error) {
    const output = `${error.stdout ?? ""}${error.stderr ?? ""}`.trim();
    throw new DistError(`${command} ${args.join(" ")} failed${output === "" ? ` (${error.message})` : `:\n${output}`}`);
  }
}

class DistError extends Error {}

function manifest() {
  return JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
}

/** The vocabulary's one-line doc, as the JSON Schema carries it, for package descriptions. */
function vocabularyDoc() {
  return JSON.parse(readFileSync(join(generated, "cards.schema.json"), "utf8")).description;
}

/**
 * `cardc release-check`, from a bundle of the command made for this run alone (esbuild, well under a
 * second): the compiled `dist/cli` may be stale or absent, and building it first would replace
 * `dist/` for a release that is then refused. Returns the check's verdict line.
 */
async function refuseUnderstatedVersion() {
  const stage = mkdtempSync(join(tmpdir(), "cardc-release-check-"));
  try {
    try {
      await bundleCli(stage);
    } catch (error) {
      throw new DistError(`cannot bundle the cardc command for the release check: ${error.message.split("\n")[0]}`);
    }
    try {
      return execFileSync(process.execPath, [join(stage, "cardc.js"), "release-check"], {
        cwd: root,
        stdio: "pipe",
        encoding: "utf8",
      }).trim();
    } catch (error) {
      const output = `${error.stdout ?? ""}${error.stderr ?? ""}`.trim();
      throw new DistError(`${output === "" ? `release check failed (${error.message})` : output}\nnothing was packed`);
    }
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

function refuseStaleTree() {
  run(process.execPath, [join(root, "dist/cli/cardc.js"), "gen", "--check"]);
  run(join(root, "node_modules/.bin/tsc"), ["-p", join(root, "tsconfig.json")]);
}

function packNpm() {
  const out = join(packages, "npm");
  mkdirSync(out, { recursive: true });
  run("pnpm", ["pack", "--pack-destination", out]);
}

/** A TOML basic string: JSON's escapes are all valid TOML escapes. */
const tomlString = (text) => JSON.stringify(text);

function packPython(version) {
  const stage = mkdtempSync(join(tmpdir(), "cardc-python-"));
  try {
    cpSync(join(generated, "python"), stage, { recursive: true });
    writeFileSync(
      join(stage, "pyproject.toml"),
      [
        "[build-system]",
        'requires = ["setuptools>=61"]',
        'build-backend = "setuptools.build_meta"',
        "",
        "[project]",
        'name = "cards"',
        `version = ${tomlString(version)}`,
        `description = ${tomlString(vocabularyDoc())}`,
        'requires-python = ">=3.11"',
        "dependencies = []",
        "",
        "[tool.setuptools]",
        'packages = ["cards"]',
        "",
        "[tool.setuptools.package-data]",
        'cards = ["py.typed"]',
        "",
      ].join("\n"),
    );
    const out = join(packages, "python");
    mkdirSync(out, { recursive: true });
    // setuptools' PEP 517 hooks, called directly: what `pip wheel --no-build-isolation` would call,
    // without pip or an isolated environment, so nothing is fetched. One process per hook, as build
    // frontends do: setuptools carries options from one hook call to the next within a process.
    for (const hook of ["build_wheel", "build_sdist"]) {
      run(python, ["-c", `import sys\nfrom setuptools import build_meta\nbuild_meta.${hook}(sys.argv[1])\n`, out], {
        cwd: stage,
      });
    }
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

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

function packRust(version) {
  const stage = mkdtempSync(join(tmpdir(), "cardc-rust-"));
  try {
    cpSync(join(generated, "rust"), join(stage, "cards"), { recursive: true });
    mkdirSync(join(stage, ".cargo"));
    writeFileSync(join(stage, ".cargo/config.toml"), debianCargoConfig);
    // The consumer build compiles the crate; packing only checks the manifest and lists the files.
    run("cargo", ["package", "--offline", "--no-verify", "--quiet"], {
      cwd: join(stage, "cards"),
      env: { ...process.env, CARGO_TARGET_DIR: join(stage, "target") },
    });
    const out = join(packages, "rust");
    mkdirSync(out, { recursive: true });
    cpSync(join(stage, "target/package", `cards-${version}.crate`), join(out, `cards-${version}.crate`));
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

function copyGo() {
  cpSync(join(generated, "go"), join(packages, "go/cards"), { recursive: true });
}

export async function dist({ checkVersionOnly = false, report = () => {} } = {}) {
  report(await refuseUnderstatedVersion());
  if (checkVersionOnly) return [];
  await build();
  refuseStaleTree();
  const { version } = manifest();
  rmSync(packages, { recursive: true, force: true });
  packNpm();
  packPython(version);
  packRust(version);
  copyGo();
  const written = readdirSync(packages, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes("/go/"))
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));
  return [...written.sort(), "dist/packages/go/cards/"];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = process.argv.slice(2);
  const unknown = options.filter((option) => option !== "--check-version-only");
  if (unknown.length > 0) {
    process.stderr.write(`dist: unknown option ${unknown[0]}; the one option is --check-version-only\n`);
    process.exit(64);
  }
  try {
    const checkVersionOnly = options.includes("--check-version-only");
    const report = (line) => process.stderr.write(`dist: ${line}\n`);
    for (const path of await dist({ checkVersionOnly, report })) process.stdout.write(`${path}\n`);
  } catch (error) {
    if (!(error instanceof DistError)) throw error;
    process.stderr.write(`dist: ${error.message}\n`);
    process.exitCode = 1;
  }
}
