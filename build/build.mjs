#!/usr/bin/env node
/**
 * `pnpm build`: compiles what cardc ships into `dist/`, from its own sources only — never from the
 * tree `cardc gen` writes, so a deleted, garbled or conflict-marked `generated/` cannot stop the
 * command that repairs it (`pnpm install`, `pnpm gen` and `gen --check` all build first):
 *
 *     dist/cli/cardc.js          the `cardc` command: esbuild's ESM bundle of `generator/`, each module
 *                                loaded on use in a chunk of its own, its libraries inlined (their
 *                                licences in `THIRD-PARTY-NOTICES.md` beside it)
 *     dist/runtime-package/      `@cardc/runtime`, as it is packed (`runtime-package.mjs`)
 *
 * This repository's hosts and demo agent are compiled from the generated vocabulary by
 * `build-hosts.mjs`, a step of their own. With `--if-stale` it first hashes every input and does
 * nothing when the hash is the one the last build recorded. Type errors do not stop a build;
 * `pnpm typecheck` reports them, and `pnpm dist` refuses them.
 */
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildRuntimePackage, runtimeInputs } from "./runtime-package.mjs";
import { nodeBundle, withChunks } from "./esbuild-options.mjs";
import { inputHash, isFresh, recordHash } from "./stale.mjs";
import { thirdPartyNotices } from "./third-party-notices.mjs";
import { esbuildTextImports } from "./text-imports.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
const stampPath = join(dist, ".build-hash");

/** Everything this build reads: the command's and the runtime's sources and the settings that shape them. */
export const buildInputs = [
  "package.json",
  "pnpm-lock.yaml",
  "LICENSE",
  "tsconfig.json",
  "build",
  "generator",
  "schema/cards.schema.json",
  "lib",
  ...runtimeInputs,
];
/** What the build writes; `dist/packages/` (written by `pnpm dist`) and the hosts' outputs are left alone. */
const outputs = ["cli", "cli.meta.json", "runtime-package", "runtime.meta.json", ".build-hash"];

/**
 * esbuild's options for the `cardc` command: one ESM entry, and a chunk for each module loaded on
 * use (`import()`), so a command loads only what it runs (`test/toolchain/cli-lazy-imports.test.ts`).
 */
function cliBundleOptions(outdir, buildHash) {
  return {
    ...nodeBundle,
    ...withChunks,
    absWorkingDir: root,
    entryPoints: { cardc: "generator/cli/bin.ts" },
    outdir,
    // jsonc-parser's `main` is a UMD build that requires its parts dynamically; its ESM build bundles.
    mainFields: ["module", "main"],
    // ts-morph (with TypeScript) is 40 MB and only `cardc scaffold` and `cardc dist` need it: an optional peer.
    external: ["ts-morph"],
    // The host packages' hand-written parts are real files of their languages, bundled as text (`?text`).
    plugins: [esbuildTextImports()],
    // The compiler's own version, which a vocabulary package's dependency on @cardc/runtime names.
    // With the hash of the sources it is built from, it says which compiler wrote an output folder, so
    // `gen --check` trusts a folder's recorded hashes only from this very build (`compiler-identity.ts`).
    define: {
      "process.env.CARDC_VERSION": JSON.stringify(compilerVersion()),
      "process.env.CARDC_BUILD_HASH": JSON.stringify(buildHash),
    },
    // A CommonJS dependency (vscode-languageserver, which only `cardc lsp` loads) requires Node's own
    // modules; in an ESM bundle esbuild's require shim needs a real `require` in scope to do so.
    banner: {
      js: 'import { createRequire as cardcCreateRequire } from "node:module";\nconst require = cardcCreateRequire(import.meta.url);',
    },
    // No source maps: they were 63% of the packed command, and no stack trace it prints is read through them.
    sourcemap: false,
    metafile: true,
  };
}

function compilerVersion() {
  return JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version;
}

/**
 * Bundles the `cardc` command into `outdir/cardc.js`, returning esbuild's metafile; `pnpm dist` also
 * bundles one of its own to run the release check.
 */
export async function bundleCli(outdir = join(dist, "cli"), buildHash = inputHash(root, buildInputs)) {
  const esbuild = await import("esbuild");
  const { metafile } = await esbuild.build(cliBundleOptions(outdir, buildHash));
  chmodSync(join(outdir, "cardc.js"), 0o755);
  return metafile;
}

export async function build({ ifStale = false, quiet = false } = {}) {
  const hash = inputHash(root, buildInputs);
  if (ifStale && isFresh(stampPath, hash)) return;
  for (const output of outputs) rmSync(join(dist, output), { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  // Which chunk holds which module, beside the command rather than in the package: tests read them to
  // tell what each command and entry loads (`test/toolchain/cli-loads.test.ts`).
  const metafile = await bundleCli(join(dist, "cli"), hash);
  writeFileSync(join(dist, "cli.meta.json"), JSON.stringify(metafile));
  writeFileSync(join(dist, "cli/THIRD-PARTY-NOTICES.md"), thirdPartyNotices(root, metafile));
  // The command is ESM whatever the project around it declares (a scratch copy's package.json may not).
  writeFileSync(join(dist, "cli/package.json"), '{ "type": "module" }\n');
  writeFileSync(
    join(dist, "runtime.meta.json"),
    JSON.stringify(await buildRuntimePackage(root, join(dist, "runtime-package"))),
  );
  recordHash(stampPath, hash);
  if (!quiet) process.stderr.write("build: wrote dist/cli/ and dist/runtime-package/\n");
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
