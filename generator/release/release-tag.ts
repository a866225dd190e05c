/** How a release is tagged: `v` and its version (`v0.2.0`, `v1.0.0-rc.1`), as `git tag` and the README spell it. */
import { parseSemver, type Semver } from "../model/semver.js";

/** `v1.2.3` → 1.2.3; anything else → undefined. */
export function releaseTagVersion(tag: string): Semver | undefined {
  return tag.startsWith("v") ? parseSemver(tag.slice(1)) : undefined;
}
