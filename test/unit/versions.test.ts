/**
 * Versions as releases use them, table-driven: reading and ordering semantic versions (pre-releases
 * by semver's precedence), the smallest version after a release that may carry a level of change
 * (Cargo's reading of 0.x), which proposed versions carry it, which tag is the latest release, and
 * the verdict when nothing changed since it (the scratch-repository test in `release.test.ts` has the rest).
 */
import { describe, expect, it } from "vitest";
import type { BumpLevel } from "../../generator/diff/bump-level.js";
import { checkRelease } from "../../generator/release/check-release.js";
import { latestRelease } from "../../generator/release/latest-release.js";
import { carries, nextVersion } from "../../generator/diff/next-version.js";
import { compareSemver, formatSemver, parseSemver, type Semver } from "../../generator/model/semver.js";

function version(text: string): Semver {
  const parsed = parseSemver(text);
  if (parsed === undefined) throw new Error(`${text} is no version`);
  return parsed;
}

describe("semantic versions", () => {
  it.each(["0.0.0", "1.2.3", "10.20.30", "1.0.0-rc.1", "1.0.0-alpha", "1.0.0-0.3.7", "1.0.0-x-y.7z.92"])(
    "reads and writes %s unchanged",
    (text) => expect(formatSemver(version(text))).toBe(text),
  );

  it.each(["1.0", "1", "v1.0.0", "01.0.0", "1.0.0-", "1.0.0-01", "1.0.0+build", "1.0.0.0", " 1.0.0", "1.0.x", ""])(
    "refuses %j",
    (text) => expect(parseSemver(text)).toBeUndefined(),
  );

  it("orders by precedence, pre-releases below their release", () => {
    const ordered = [
      "0.9.9",
      "1.0.0-0",
      "1.0.0-2",
      "1.0.0-10",
      "1.0.0-alpha",
      "1.0.0-alpha.1",
      "1.0.0-alpha.beta",
      "1.0.0-beta",
      "1.0.0-beta.2",
      "1.0.0-beta.11",
      "1.0.0-rc.1",
      "1.0.0",
      "1.0.1",
      "1.1.0",
      "2.0.0",
      "10.0.0",
    ];
    const shuffled = [...ordered].reverse();
    expect(shuffled.sort((a, b) => compareSemver(version(a), version(b)))).toEqual(ordered);
    expect(compareSemver(version("1.0.0-rc.1"), version("1.0.0-rc.1"))).toBe(0);
    expect(compareSemver(version("1.0.0-99999999999999999999"), version("1.0.0-100000000000000000000"))).toBeLessThan(
      0,
    );
  });
});

describe("the smallest version after a release", () => {
  it.each<[string, BumpLevel | "none", string, string]>([
    ["1.2.3", "major", "major", "2.0.0"],
    ["1.2.3", "minor", "minor", "1.3.0"],
    ["1.2.3", "patch", "patch", "1.2.4"],
    ["1.2.3", "none", "none", "1.2.3"],
    ["0.1.0", "major", "minor", "0.2.0"],
    ["0.1.0", "minor", "patch", "0.1.1"],
    ["0.1.0", "patch", "patch", "0.1.1"],
    ["0.0.3", "major", "minor", "0.1.0"],
    ["1.0.0-rc.1", "major", "major", "2.0.0"],
    ["1.0.0-rc.1", "none", "none", "1.0.0-rc.1"],
  ])("after %s, a %s change needs a %s bump, to %s", (release, level, bump, to) => {
    const next = nextVersion(version(release), level);
    expect([next.bump, formatSemver(next.version)]).toEqual([bump, to]);
  });

  it.each<[string, BumpLevel | "none", string, boolean]>([
    ["0.1.0", "major", "0.1.0", false],
    ["0.1.0", "major", "0.1.5", false],
    ["0.1.0", "major", "0.2.0", true],
    ["0.1.0", "major", "0.2.0-rc.1", true],
    ["0.1.0", "major", "0.3.0", true],
    ["0.1.0", "major", "1.0.0", true],
    ["1.0.0", "major", "1.9.0", false],
    ["1.0.0", "major", "2.0.0-0", true],
    ["1.0.0", "patch", "1.0.0", false],
    ["1.0.0", "patch", "1.0.1", true],
    ["1.0.0", "none", "1.0.0", true],
    ["1.0.0", "none", "1.0.0-rc.1", false],
    ["1.0.0", "none", "0.9.0", false],
  ])("after %s, a %s change is carried by %s: %s", (release, level, proposed, expected) => {
    expect(carries(version(proposed), nextVersion(version(release), level))).toBe(expected);
  });
});

describe("the latest release tag", () => {
  it("is the v<semver> tag of highest precedence; other tags are not releases", () => {
    expect(latestRelease(["v0.2.0", "v0.10.0", "v0.9.1", "nightly", "very-old", "v1.0.0-rc.1", "release-2"])).toEqual({
      ok: true,
      tag: "v1.0.0-rc.1",
      version: version("1.0.0-rc.1"),
    });
    expect(latestRelease(["v1.0.0-rc.1", "v1.0.0"])).toMatchObject({ tag: "v1.0.0" });
  });

  it("is none without a release tag", () => {
    expect(latestRelease([])).toEqual({ ok: true, tag: undefined });
    expect(latestRelease(["nightly", "1.0.0"])).toEqual({ ok: true, tag: undefined });
  });

  it.each(["v1.2", "v1.2.3.4", "v01.0.0", "v1.0.0+build"])(
    "names a tag that looks like a release but is not: %s",
    (tag) => {
      expect(latestRelease(["v0.1.0", tag])).toEqual({
        ok: false,
        problem: `tag "${tag}" looks like a release but is not v<MAJOR.MINOR.PATCH>[-<pre-release>]; rename or delete it, so the latest release can be found`,
      });
    },
  );
});

describe("the release check without changes", () => {
  const facts = { tag: "v1.0.0", release: version("1.0.0"), changes: [] };

  it("accepts the release's own version or a later one", () => {
    expect(checkRelease({ ...facts, proposed: version("1.0.0") })).toEqual({
      ok: true,
      lines: ["version 1.0.0: the vocabulary has not changed since v1.0.0"],
    });
    expect(checkRelease({ ...facts, proposed: version("1.2.0") }).ok).toBe(true);
  });

  it("refuses a version below the latest release", () => {
    expect(checkRelease({ ...facts, proposed: version("0.9.0") })).toEqual({
      ok: false,
      lines: ["package.json's version 0.9.0 is below the latest release, v1.0.0"],
    });
  });
});
