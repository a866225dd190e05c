/**
 * The release version as Python packaging spells it, table-driven: each accepted semantic version and
 * its PEP 440 spelling, semver's order kept for every pair, and the versions refused with a reason.
 * `test/toolchain/python-version-order.test.ts` asks Python's own `packaging` the same.
 */
import { describe, expect, it } from "vitest";
import { hostVersionProblem, pythonVersion } from "../../generator/model/python-version.js";
import { compareSemver, parseSemver, type Semver } from "../../generator/model/semver.js";
import { acceptedVersions, refusedVersions } from "../support/release-versions.js";

function semver(text: string): Semver {
  const parsed = parseSemver(text);
  if (parsed === undefined) throw new Error(`${text} is no version`);
  return parsed;
}

/**
 * PEP 440's order for the spellings `pythonVersion` writes (`X.Y.Z`, then `aN`, `bN` or `rcN`), as
 * the specification states it: the release numbers, then a pre-release below its release, `a` < `b` <
 * `rc`, then the pre-release number.
 */
function comparePep440(a: string, b: string): number {
  const read = (text: string) => {
    const match = /^(\d+)\.(\d+)\.(\d+)(?:(a|b|rc)(\d+))?$/.exec(text);
    if (match === null) throw new Error(`${text} is not a spelling pythonVersion writes`);
    const kind = match[4] === undefined ? 3 : ["a", "b", "rc"].indexOf(match[4]);
    return [match[1] ?? "", match[2] ?? "", match[3] ?? "", kind, match[5] ?? "0"].map((part) => BigInt(part));
  };
  const [left, right] = [read(a), read(b)];
  for (let index = 0; index < left.length; index += 1) {
    const [x, y] = [left[index] as bigint, right[index] as bigint];
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

describe("pythonVersion", () => {
  it.each(acceptedVersions)("spells %s as %s", (given, want) => {
    expect(pythonVersion(semver(given))).toBe(want);
    expect(hostVersionProblem(semver(given))).toBeUndefined();
  });

  it.each(refusedVersions)("refuses %s, which PEP 440 would read as %s", (given) => {
    expect(pythonVersion(semver(given))).toBeUndefined();
    expect(hostVersionProblem(semver(given))).toMatch(
      /^the pre-release ".+" has no spelling in Python packaging \(PEP 440\) that sorts as semver sorts .+; use 1\.0\.0-alpha\.N, -beta\.N or -rc\.N$/,
    );
  });

  it("keeps semver's order for every pair of accepted versions", () => {
    const sign = (value: number) => Math.sign(value);
    for (const [a, pythonA] of acceptedVersions) {
      for (const [b, pythonB] of acceptedVersions) {
        expect([a, b, sign(comparePep440(pythonA, pythonB))]).toEqual([
          a,
          b,
          sign(compareSemver(semver(a), semver(b))),
        ]);
      }
    }
  });

  it("lists the accepted versions in semver's order, each once", () => {
    const texts = acceptedVersions.map(([text]) => text);
    expect([...texts].sort((a, b) => compareSemver(semver(a), semver(b)))).toEqual(texts);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
