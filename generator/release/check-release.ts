/**
 * The release check's verdict, a pure function of the latest release, the version `package.json`
 * proposes and the changes since the release: the proposed version must be at least the smallest
 * version that may carry them (`next-version.ts`). A refusal names that version and the change that
 * requires it, so the fix is one edit; a `Vocabulary-Allow` trailer plays no part here, since a break
 * that is allowed must still be released under a version that says so.
 */
import { requiredBump } from "../diff/bump.js";
import type { Change } from "../diff/change.js";
import { carries, nextVersion } from "../diff/next-version.js";
import { compareSemver, formatSemver, type Semver } from "../model/semver.js";

export interface ReleaseFacts {
  /** The latest release tag and the version it names. */
  readonly tag: string;
  readonly release: Semver;
  /** The version `package.json` gives the next release. */
  readonly proposed: Semver;
  /** The vocabulary's changes since the release. */
  readonly changes: readonly Change[];
}

export interface ReleaseVerdict {
  readonly ok: boolean;
  /** Lines to print: the verdict first. */
  readonly lines: readonly string[];
}

export function checkRelease({ tag, release, proposed, changes }: ReleaseFacts): ReleaseVerdict {
  const { level, because } = requiredBump(changes);
  const next = nextVersion(release, level);
  const version = formatSemver(proposed);
  const smallest = formatSemver(next.version);
  if (because === undefined) {
    return compareSemver(proposed, release) >= 0
      ? { ok: true, lines: [`version ${version}: the vocabulary has not changed since ${tag}`] }
      : { ok: false, lines: [`package.json's version ${version} is below the latest release, ${tag}`] };
  }
  const cause = `${because.class} ${because.rule} at ${because.after.file}:${because.after.line}:${because.after.column}`;
  if (carries(proposed, next)) {
    return {
      ok: true,
      lines: [`version ${version} carries the changes since ${tag}, which need ${smallest} (${cause})`],
    };
  }
  const reading =
    next.bump === level ? `a ${level} bump` : `a ${level} change, which moves the ${next.bump} version before 1.0.0`;
  return {
    ok: false,
    lines: [
      `package.json's version ${version} is below ${smallest}, the smallest version after ${tag} that may carry the vocabulary's changes`,
      `  ${cause}: ${because.message}`,
      `  (${reading}; \`cardc diff --against ${tag}\` lists ${changes.length === 1 ? "it" : `all ${changes.length} changes`})`,
    ],
  };
}
