/**
 * Semantic versions as the vocabulary's releases use them: `MAJOR.MINOR.PATCH` with an optional
 * pre-release (`1.2.0-rc.1`), the form npm, Cargo and Python packaging all accept, compared by
 * semver 2.0.0's precedence (§11). No build metadata: Python packaging has no spelling for it. A
 * hand-written reader rather than the `semver` package, which nothing here depends on yet
 * (`docs/decisions.md`).
 */
export interface Semver {
  readonly major: number;
  readonly minor: number;
  readonly patch: number;
  /** Dot-separated pre-release identifiers; empty for a release. */
  readonly prerelease: readonly string[];
}

const pattern =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*)(?:\.(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*))*))?$/;

/** The version `text` spells, or undefined when it is not `MAJOR.MINOR.PATCH[-PRERELEASE]`. */
export function parseSemver(text: string): Semver | undefined {
  const match = pattern.exec(text);
  if (match === null) return undefined;
  const [major, minor, patch] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  if (![major, minor, patch].every(Number.isSafeInteger)) return undefined;
  return { major, minor, patch, prerelease: match[4] === undefined ? [] : match[4].split(".") };
}

/**
 * Why `text` is not a version `parseSemver` reads, in one line: build metadata (`1.0.0+build`) is
 * semver, but has no Python packaging spelling a package index takes, so it is named as such.
 */
export function semverProblem(text: string): string {
  const build = /^([^+]+)(\+[0-9A-Za-z.-]+)$/.exec(text);
  if (build !== null && parseSemver(build[1] as string) !== undefined)
    return `carries build metadata (${JSON.stringify(build[2])}), which Python package indexes refuse (a PEP 440 local version) and npm and Cargo ignore when ordering releases; use ${build[1]}`;
  return "is not a semantic version (MAJOR.MINOR.PATCH)";
}

export function formatSemver(version: Semver): string {
  const core = `${version.major}.${version.minor}.${version.patch}`;
  return version.prerelease.length === 0 ? core : `${core}-${version.prerelease.join(".")}`;
}

/** Negative, zero or positive as `a` has lower, equal or higher precedence than `b`. */
export function compareSemver(a: Semver, b: Semver): number {
  const core = a.major - b.major || a.minor - b.minor || a.patch - b.patch;
  if (core !== 0) return core;
  // A pre-release comes before its release; otherwise identifiers compare left to right.
  if (a.prerelease.length === 0 || b.prerelease.length === 0) return b.prerelease.length - a.prerelease.length;
  for (let index = 0; index < Math.min(a.prerelease.length, b.prerelease.length); index += 1) {
    const order = compareIdentifier(a.prerelease[index] as string, b.prerelease[index] as string);
    if (order !== 0) return order;
  }
  return a.prerelease.length - b.prerelease.length;
}

/**
 * Numeric identifiers compare as numbers (they have no leading zeros, so by length, then digits, at
 * any size) and below alphanumeric ones, which compare by code unit.
 */
function compareIdentifier(a: string, b: string): number {
  const numeric = /^\d+$/;
  if (numeric.test(a) !== numeric.test(b)) return numeric.test(a) ? -1 : 1;
  if (numeric.test(a) && a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}
