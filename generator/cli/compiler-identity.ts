/**
 * Which compiler wrote an output folder, as `gen --check`'s recorded hashes name it: the version, and
 * for a built command the hash of every source it was built from (`CARDC_BUILD_HASH`, written by
 * `build/build.mjs`). A release's version alone would do for its users, but a compiler built from
 * changed sources keeps its version, and must not trust hashes an earlier build recorded. Run from
 * source there is no such hash, so there is no identity: nothing is recorded, and every check
 * regenerates.
 */
import { compilerVersion } from "./compiler-version.js";

export function compilerIdentity(): string | undefined {
  const build = process.env["CARDC_BUILD_HASH"];
  return build === undefined ? undefined : `${compilerVersion()}+${build}`;
}
