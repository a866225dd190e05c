/**
 * vitest's global setup for the toolchain project: builds the compiler and the runtime (`dist/cli`,
 * `dist/runtime-package`), then this repository's hosts and demo agent (`dist/hosts`,
 * `dist/runtime/demo`), each only when one of its inputs changed since it was last built (the same
 * `--if-stale` step every package script takes), so no test runs a stale build.
 */
import { build } from "../../build/build.mjs";
import { buildHosts } from "../../build/build-hosts.mjs";

export default async function setup(): Promise<void> {
  await build({ ifStale: true, quiet: true });
  await buildHosts({ ifStale: true });
}
