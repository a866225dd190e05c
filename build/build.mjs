#!/usr/bin/env node
/**
 * `pnpm build`: compiles the package into `dist/`. The library (the entry `index.ts`, `generated/`,
 * `runtime/`) goes through TypeScript 7's `tsc` into `.d.ts`, one per module, and through esbuild
 * into one bundle per entry point with shared chunks (`bundle-library.mjs`), so a host loads a few
 * files rather than one per module; the `cardc` command (`generator/`) goes through esbuild into one
 * ESM entry with lazily loaded chunks and its libraries inlined, so it runs under plain `node` and a
 * host's install pulls none of them; the demo agent is one bundle of its own (`docs/decisions.md`
 * has the measurements behind these choices).
 *
 * With `--if-stale` it first hashes every input and does nothing when the hash is the one the last
 * build recorded: each package script calls it before running compiled code, so none can run a stale
 * build. Type errors do not stop a build (a new card leaves the bridges failing until their arms are
 * written, and `gen` must still run then); `pnpm typecheck` reports them, and `pnpm dist` refuses them.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { bundleLibrary, runtimeBundleOptions } from "./bundle-library.mjs";
import { textLoaders } from "./text-imports.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
const stampPath = join(dist, ".build-hash");

/** Everything a build reads: the sources of both halves and the settings that shape them. */
const inputRoots = [
  "index.ts",
  "ajv.ts",
  "package.json",
  "tsconfig.json",
  "tsconfig.build.json",
  "build",
  "generator",
  "runtime",
];
/**
 * Of `generated/`, only the files beside its entry feed the build (the TypeScript, Ajv's code, the
 * JSON Schema); its host folders may hold a toolchain's output (`rust/target/`), never read here.
 */
const generatedInputs = () =>
  readdirSync(join(root, "generated"), { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(root, "generated", entry.name));
/** What the build writes; `dist/packages/` (written by `pnpm dist`) is left alone. */
const outputs = [
  "index.js",
  "index.d.ts",
  "index.js.map",
  "ajv.js",
  "ajv.d.ts",
  "ajv.js.map",
  "cards.schema.json",
  "chunks",
  "generated",
  "runtime",
  "library.meta.json",
  "cli",
  "cli.meta.json",
  ".build-hash",
];

/** The files at `path`: the file itself, every file below a folder, or none when it does not exist. */
function filesAt(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A hash of every input's path and bytes, in code-unit order so it is the same on every machine. */
export function inputHash() {
  const hash = createHash("sha256");
  const files = [...inputRoots.flatMap((entry) => filesAt(join(root, entry))), ...generatedInputs()].map((file) =>
    relative(root, file),
  );
  // oxlint-disable-next-line typescript/require-array-sort-compare -- the default order compares code units, as wanted
  for (const file of files.sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** The library's declarations, one `.d.ts` per module: what the `types` conditions of `exports` name. */
function declareLibrary() {
  const tsc = join(root, "node_modules/.bin/tsc");
  try {
    execFileSync(tsc, ["-p", join(root, "tsconfig.build.json")], { cwd: root, stdio: "pipe" });
    return true;
  } catch (error) {
    // tsc exits non-zero on type errors but has emitted everything; only a missing output is fatal.
    if (!existsSync(join(dist, "index.d.ts"))) throw error;
    return false;
  }
}

/** Files the library needs that tsc does not emit: the declarations of Ajv's code, and data. */
function copyAssets() {
  cpSync(join(root, "generated/validators.compiled.d.ts"), join(dist, "generated/validators.compiled.d.ts"));
  cpSync(join(root, "generated/cards.schema.json"), join(dist, "cards.schema.json"));
  cpSync(join(root, "runtime/demo/sessions"), join(dist, "runtime/demo/sessions"), { recursive: true });
}

/**
 * esbuild's options for the `cardc` command: one ESM entry, and a chunk for each module loaded on
 * use (`import()`), so a command loads only what it runs (`test/toolchain/cli-lazy-imports.test.ts`).
 */
function cliBundleOptions(outdir = join(dist, "cli")) {
  return {
    absWorkingDir: root,
    entryPoints: { cardc: "generator/cli/bin.ts" },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    // jsonc-parser's `main` is a UMD build that requires its parts dynamically; its ESM build bundles.
    mainFields: ["module", "main"],
    // ts-morph (with TypeScript) is 40 MB and only `cardc scaffold` needs it: an optional peer.
    external: ["ts-morph"],
    // The host packages' hand-written parts are real Go, Rust and Python files, bundled as text.
    loader: textLoaders,
    chunkNames: "chunks/[name]-[hash]",
    sourcemap: true,
    legalComments: "none",
    logLevel: "warning",
    metafile: true,
  };
}

/**
 * Bundles the `cardc` command into `outdir/cardc.js`, returning esbuild's metafile; `pnpm dist` also
 * bundles one of its own to run the release check.
 */
export async function bundleCli(outdir = join(dist, "cli")) {
  const esbuild = await import("esbuild");
  const { metafile } = await esbuild.build(cliBundleOptions(outdir));
  chmodSync(join(outdir, "cardc.js"), 0o755);
  return metafile;
}

/**
 * The demo agent (`pnpm demo:acp`), one bundle beside its recorded sessions. It is not in the package,
 * so it stays out of the library's build, whose chunks would otherwise be cut around it too.
 */
async function bundleDemo() {
  const esbuild = await import("esbuild");
  await esbuild.build({
    ...runtimeBundleOptions(root),
    entryPoints: { main: "runtime/demo/main.ts" },
    outdir: join(dist, "runtime/demo"),
    sourcemap: true,
    metafile: false,
  });
}

export async function build({ ifStale = false, quiet = false } = {}) {
  const hash = inputHash();
  if (ifStale && existsSync(stampPath) && readFileSync(stampPath, "utf8") === hash) return;
  for (const output of outputs) rmSync(join(dist, output), { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  const typesClean = declareLibrary();
  copyAssets();
  // Which output holds which module, beside the package rather than in it: a test reads it to tell
  // what each entry loads (`test/toolchain/cli-loads.test.ts`).
  writeFileSync(join(dist, "library.meta.json"), JSON.stringify(await bundleLibrary(root)));
  await bundleDemo();
  // Which chunk holds which module, beside the command rather than in the package: a test reads it to
  // tell which libraries a command loaded (`test/toolchain/cli-loads.test.ts`).
  writeFileSync(join(dist, "cli.meta.json"), JSON.stringify(await bundleCli()));
  writeFileSync(stampPath, hash);
  if (!typesClean) process.stderr.write("build: built with type errors; `pnpm typecheck` names them\n");
  else if (!quiet) process.stderr.write("build: wrote dist/\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ifStale = process.argv.includes("--if-stale");
  try {
    await build({ ifStale, quiet: ifStale });
  } catch (error) {
    // esbuild has already printed each error with its place in the source; the stack adds nothing.
    if (!Array.isArray(error?.errors)) throw error;
    process.stderr.write(`build: esbuild could not bundle dist/ (${error.errors.length} errors above)\n`);
    process.exitCode = 1;
  }
}
