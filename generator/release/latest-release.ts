/**
 * Which tag is the latest release: among the tags reachable from HEAD, the `v<semver>` one of
 * highest precedence (so a maintenance branch finds its own series). A tag that starts as a release
 * tag does (`v` and a digit) but is not one (`v1.2`, `v1.2.3.4`) is reported rather than skipped:
 * skipping it could make an older release the baseline, and the check pass on too small a bump.
 */
import { releaseTagVersion } from "./release-tag.js";
import { compareSemver, type Semver } from "../model/semver.js";

export type LatestRelease =
  | { readonly ok: true; readonly tag: string; readonly version: Semver }
  | { readonly ok: true; readonly tag: undefined }
  | { readonly ok: false; readonly problem: string };

export function latestRelease(tags: readonly string[]): LatestRelease {
  let latest: { tag: string; version: Semver } | undefined;
  for (const tag of tags) {
    const version = releaseTagVersion(tag);
    if (version === undefined) {
      if (!/^v\d/.test(tag)) continue;
      return {
        ok: false,
        problem: `tag "${tag}" looks like a release but is not v<MAJOR.MINOR.PATCH>[-<pre-release>]; rename or delete it, so the latest release can be found`,
      };
    }
    if (latest === undefined || compareSemver(version, latest.version) > 0) latest = { tag, version };
  }
  return latest === undefined ? { ok: true, tag: undefined } : { ok: true, ...latest };
}
