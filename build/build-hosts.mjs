#!/usr/bin/env node
/**
 * `pnpm build:hosts`: compiles this repository's hand-written hosts from the generated vocabulary,
 * for what runs them here (the hosts' package is `cardc dist`'s to build):
 *
 *     dist/hosts/html-bridge.js   the HTML renderers `cardc gallery` shows each example through
 *                                 (`package.json`'s `cardc.gallery`)
 *     dist/runtime/demo/main.js   the ACP demo agent (`pnpm demo:acp`), beside its recorded sessions
 *
 * Both read `generated/`, so this is a step after `pnpm gen`, never part of the compiler's build.
 * `--if-stale` skips it when no input changed since it last ran.
 */
import { cpSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { nodeBundle } from "./esbuild-options.mjs";
import { inputHash, isFresh, recordHash } from "./stale.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
const stampPath = join(dist, ".hosts-hash");

/** Of `generated/`, only the TypeScript the hosts import; its host folders may hold a toolchain's output. */
const inputs = [
  "package.json",
  "tsconfig.json",
  "build/build-hosts.mjs",
  "build/esbuild-options.mjs",
  "index.ts",
  "lib",
  "runtime",
  ...["index", "types", "validators", "bridge"].map((name) => `generated/${name}.ts`),
];

/** esbuild's options for one bundle of hosts: ESM for node 20, packages left to node, `@cardc/runtime` to its sources. */
const bundleOptions = {
  ...nodeBundle,
  absWorkingDir: root,
  packages: "external",
  tsconfig: join(root, "tsconfig.json"),
  sourcemap: true,
};

export async function buildHosts({ ifStale = false } = {}) {
  const hash = inputHash(root, inputs);
  if (ifStale && isFresh(stampPath, hash)) return;
  const esbuild = await import("esbuild");
  rmSync(join(dist, "hosts"), { recursive: true, force: true });
  rmSync(join(dist, "runtime/demo"), { recursive: true, force: true });
  await esbuild.build({
    ...bundleOptions,
    entryPoints: { "html-bridge": "runtime/hosts/html/html-bridge.ts" },
    outdir: join(dist, "hosts"),
  });
  await esbuild.build({
    ...bundleOptions,
    entryPoints: { main: "runtime/demo/main.ts" },
    outdir: join(dist, "runtime/demo"),
  });
  cpSync(join(root, "runtime/demo/sessions"), join(dist, "runtime/demo/sessions"), { recursive: true });
  recordHash(stampPath, hash);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await buildHosts({ ifStale: process.argv.includes("--if-stale") });
  } catch (error) {
    if (!Array.isArray(error?.errors)) throw error;
    process.stderr.write(`build:hosts: esbuild could not bundle the hosts (${error.errors.length} errors above)\n`);
    process.exitCode = 1;
  }
}
