/**
 * The semver bump a vocabulary change requires, read the way Cargo's semver reference reads an
 * exhaustive enum: a change that breaks a host's build (`source`) or rejects recorded data (`wire`)
 * is **major**; an addition every host compiles and decodes unchanged is **minor**; a change that
 * reaches documentation only is a **patch**. Each diff rule declares its level, and `diff-rule.ts`
 * lets only a `safe` rule declare less than major. Applying a level to a version (where `0.x` moves
 * its minor for a major change) is `next-version.ts`.
 */
import { type BumpLevel, bumpLevels } from "./bump-level.js";
import type { Change } from "./change.js";

/** The level a set of changes requires, `none` for no change, and the first change that requires it. */
export interface RequiredBump {
  readonly level: BumpLevel | "none";
  readonly because: Change | undefined;
}

export function requiredBump(changes: readonly Change[]): RequiredBump {
  for (const level of bumpLevels) {
    const because = changes.find((change) => change.bump === level);
    if (because !== undefined) return { level, because };
  }
  return { level: "none", because: undefined };
}
