/**
 * vitest's global setup for the toolchain project: builds the compiler and the runtime (`dist/cli`,
 * `dist/runtime-package`), then this repository's hosts and demo agent (`dist/hosts`,
 * `dist/runtime/demo`), each only when one of its inputs changed since it was last built (the same
 * `--if-stale` step every package script takes), so no test runs a stale build. It names the run
 * (`toolchainRun`), so the files that need `dist/packages/` build it once between them (`dist-once.ts`).
 */
import { build } from "../../build/build.mjs";
import { buildHosts } from "../../build/build-hosts.mjs";
import type { TestProject } from "vitest/node";

export default async function setup(project: TestProject): Promise<void> {
  await build({ ifStale: true, quiet: true });
  await buildHosts({ ifStale: true });
  project.provide("toolchainRun", `${process.pid}-${Date.now()}`);
}
