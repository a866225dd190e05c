/**
 * The levels of semver bump a vocabulary change can require, most to least: a change that breaks a
 * host's build (`source`) or rejects recorded data (`wire`) is **major**; an addition every host
 * compiles and decodes unchanged is **minor**; a change that reaches documentation only is a **patch**.
 */
export const bumpLevels = ["major", "minor", "patch"] as const;

export type BumpLevel = (typeof bumpLevels)[number];
