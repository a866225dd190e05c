/**
 * The release version as Python packaging spells it (PEP 440), for the versions whose spelling sorts
 * there as semver sorts them everywhere else. npm, Cargo and Go take a semantic version as it is; PEP 440
 * has no pre-release of its own name, and normalises what it half understands instead of refusing it:
 * `1.0.0-1`, `-post.2` and `-r.3` become post-releases, which sort above 1.0.0 where semver puts them
 * below it; `-dev.N` becomes a development release, which sorts below `-alpha.N` where semver puts it
 * between `-beta.N` and `-rc.N`. So only a release and the three pre-release kinds both orders share
 * are accepted, each with its number: `-alpha.N` → `aN`, `-beta.N` → `bN`, `-rc.N` → `rcN`.
 */
import { formatSemver, type Semver } from "./semver.js";

const preReleaseKinds: Readonly<Record<string, string>> = { alpha: "a", beta: "b", rc: "rc" };

/** `1.2.0-rc.1` → `1.2.0rc1`; undefined for a version PEP 440 cannot spell in the same order. */
export function pythonVersion(version: Semver): string | undefined {
  const release = `${version.major}.${version.minor}.${version.patch}`;
  if (version.prerelease.length === 0) return release;
  const [kind, number, ...rest] = version.prerelease;
  const spelled = kind === undefined ? undefined : preReleaseKinds[kind];
  if (spelled === undefined || number === undefined || !/^\d+$/.test(number) || rest.length > 0) return undefined;
  return `${release}${spelled}${number}`;
}

/** Why `version` cannot be released to every host, in words for a message; undefined when it can. */
export function hostVersionProblem(version: Semver): string | undefined {
  if (pythonVersion(version) !== undefined) return undefined;
  const { major, minor, patch } = version;
  return `the pre-release "${version.prerelease.join(".")}" has no spelling in Python packaging (PEP 440) that sorts as semver sorts ${formatSemver(version)}; use ${major}.${minor}.${patch}-alpha.N, -beta.N or -rc.N`;
}
