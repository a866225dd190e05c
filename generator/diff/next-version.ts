/**
 * From a released version and the level its changes require to the smallest version that may carry
 * them, and whether a proposed version does. Cargo reads `0.x` as a series of its own, in which the
 * minor is the breaking part and the patch everything else: so before 1.0.0 a major change moves the
 * minor and any other change the patch. The bump counts from the release's `MAJOR.MINOR.PATCH`, a
 * pre-release included (after `1.0.0-rc.1` a breaking change needs `2.0.0`), because a host's range
 * on the pre-release accepts its final release. A pre-release of the smallest version counts as
 * that version (`0.2.0-rc.1` for `0.2.0`): no caret range on the release accepts it.
 */
import type { BumpLevel } from "./bump-level.js";
import { compareSemver, type Semver } from "../model/semver.js";

export interface NextVersion {
  /** The bump to make from the release: the required level, read as Cargo reads `0.x`. */
  readonly bump: BumpLevel | "none";
  /** The smallest version that carries the changes; the release itself when there are none. */
  readonly version: Semver;
}

export function nextVersion(release: Semver, level: BumpLevel | "none"): NextVersion {
  const bump = release.major > 0 || level === "none" ? level : level === "major" ? "minor" : "patch";
  const { major, minor, patch } = release;
  switch (bump) {
    case "none":
      return { bump, version: release };
    case "major":
      return { bump, version: { major: major + 1, minor: 0, patch: 0, prerelease: [] } };
    case "minor":
      return { bump, version: { major, minor: minor + 1, patch: 0, prerelease: [] } };
    case "patch":
      return { bump, version: { major, minor, patch: patch + 1, prerelease: [] } };
  }
}

/** Whether `proposed` may carry changes that need `next`: at or above it, a pre-release of a bumped version included. */
export function carries(proposed: Semver, next: NextVersion): boolean {
  const compared = next.bump === "none" ? proposed : { ...proposed, prerelease: [] };
  return compareSemver(compared, next.version) >= 0;
}
