/**
 * vitest's global setup: builds `dist/` when any input changed since the last build (the same
 * `--if-stale` step every package script takes), so the tests that run the compiled `cardc` command,
 * the demo agent or the gallery's renderers never run a stale build.
 */
import { build } from "../../build/build.mjs";

export default async function setup(): Promise<void> {
  await build({ ifStale: true, quiet: true });
}
