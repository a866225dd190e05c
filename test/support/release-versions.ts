/**
 * Release versions for the host-spelling tests, table-driven: the semantic versions every host can
 * carry with the PEP 440 spelling each must get, in semver order, and those a project is refused,
 * each with the reason PEP 440 cannot hold it in the same order.
 */

/** Accepted versions, lowest first, each with its PEP 440 spelling. */
export const acceptedVersions: readonly (readonly [semver: string, pep440: string])[] = [
  ["0.0.0", "0.0.0"],
  ["0.9.9", "0.9.9"],
  ["1.0.0-alpha.0", "1.0.0a0"],
  ["1.0.0-alpha.1", "1.0.0a1"],
  ["1.0.0-alpha.2", "1.0.0a2"],
  ["1.0.0-alpha.10", "1.0.0a10"],
  ["1.0.0-beta.1", "1.0.0b1"],
  ["1.0.0-beta.11", "1.0.0b11"],
  ["1.0.0-rc.0", "1.0.0rc0"],
  ["1.0.0-rc.1", "1.0.0rc1"],
  ["1.0.0-rc.2", "1.0.0rc2"],
  ["1.0.0-rc.99999999999999999999", "1.0.0rc99999999999999999999"],
  ["1.0.0", "1.0.0"],
  ["1.0.1-rc.1", "1.0.1rc1"],
  ["1.0.1", "1.0.1"],
  ["1.2.0", "1.2.0"],
  ["10.20.30", "10.20.30"],
];

/** Versions semver reads that no PEP 440 spelling holds in semver's order, and what PEP 440 would make of each. */
export const refusedVersions: readonly (readonly [semver: string, because: string])[] = [
  ["1.0.0-0", "a post-release, above 1.0.0"],
  ["1.0.0-1", "a post-release, above 1.0.0"],
  ["1.0.0-post.2", "a post-release, above 1.0.0"],
  ["1.0.0-r.3", "a post-release, above 1.0.0"],
  ["1.0.0-rev.3", "a post-release, above 1.0.0"],
  ["1.0.0-dev.1", "a development release, below 1.0.0a0 though semver puts it above -beta"],
  ["1.0.0-foo", "not a version at all"],
  ["1.0.0-alpha", "1.0.0a0, the same as -alpha.0"],
  ["1.0.0-rc", "1.0.0rc0, the same as -rc.0"],
  ["1.0.0-rc.1.2", "not a version at all"],
  ["1.0.0-RC.1", "1.0.0rc1, though semver puts RC below alpha"],
  ["1.0.0-c.1", "1.0.0rc1, the same as -rc.1"],
  ["1.0.0-pre.1", "1.0.0rc1, the same as -rc.1"],
  ["1.0.0-a.1", "1.0.0a1, the same as -alpha.1"],
  ["1.0.0-alpha.beta", "not a version at all"],
  ["1.0.0-x-y.7z.92", "not a version at all"],
];
