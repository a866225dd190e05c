/**
 * Python's own `packaging` (what pip and PyPI order releases by) against the versions `cardc` accepts
 * and refuses: every accepted version's PEP 440 spelling is already canonical and sorts as semver
 * sorts the versions, and every refused one is one `packaging` rejects, or reads so that it sorts
 * apart from semver's order or falls together with an accepted version.
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { compareSemver, parseSemver, type Semver } from "../../generator/model/semver.js";
import { acceptedVersions, refusedVersions } from "../support/release-versions.js";

function semver(text: string): Semver {
  const parsed = parseSemver(text);
  if (parsed === undefined) throw new Error(`${text} is no version`);
  return parsed;
}

const program = `
import json, sys
from packaging.version import InvalidVersion, Version
accepted, refused = json.load(sys.stdin)
def read(text):
    try:
        return Version(text)
    except InvalidVersion:
        return None
def order(a, b):
    return (a > b) - (a < b)
print(json.dumps({
    "canonical": [str(Version(text)) for text in accepted],
    "accepted": [[order(Version(a), Version(b)) for b in accepted] for a in accepted],
    "refused": [None if read(text) is None else [order(read(text), Version(b)) for b in accepted] for text in refused],
}))
`;

interface Verdicts {
  readonly canonical: readonly string[];
  readonly accepted: readonly (readonly number[])[];
  readonly refused: readonly (readonly number[] | null)[];
}

const verdicts = JSON.parse(
  execFileSync("/usr/bin/python3", ["-c", program], {
    input: JSON.stringify([acceptedVersions.map(([, python]) => python), refusedVersions.map(([text]) => text)]),
    encoding: "utf8",
  }),
) as Verdicts;

const sign = (value: number) => Math.sign(value);

describe("PEP 440 as Python's packaging reads it", () => {
  it("holds every accepted spelling canonical, in semver's order for every pair", () => {
    expect(verdicts.canonical).toEqual(acceptedVersions.map(([, python]) => python));
    acceptedVersions.forEach(([a], row) =>
      acceptedVersions.forEach(([b], column) =>
        expect([a, b, verdicts.accepted[row]?.[column]]).toEqual([a, b, sign(compareSemver(semver(a), semver(b)))]),
      ),
    );
  });

  it.each(refusedVersions.map(([text, because], index) => [text, because, index] as const))(
    "has no faithful reading of %s (%s)",
    (text, _because, index) => {
      const orders = verdicts.refused[index];
      if (orders === null || orders === undefined) return;
      const faithful = acceptedVersions.every(
        ([other], column) => orders[column] === sign(compareSemver(semver(text), semver(other))),
      );
      expect(faithful).toBe(false);
    },
  );
});
