/**
 * The work of `cardc release-check`: finds the latest release tag, compares the vocabulary with its
 * schema through `diff`'s comparison, and judges `package.json`'s version (`release/check-release.ts`).
 * Every problem with the inputs is one line prefixed `release check:`, never a stack trace.
 */
import { checkRelease } from "../release/check-release.js";
import { latestRelease } from "../release/latest-release.js";
import { compareWithBaseline } from "./compare-with-baseline.js";
import { exitCodes } from "./exit-codes.js";
import { resolveGenPaths } from "./gen-paths.js";
import { existsAt, reachableTags } from "./git-releases.js";
import type { Semver } from "../model/semver.js";
import type { Terminal } from "./terminal.js";

export interface ReleaseCheckOptions {
  readonly schema: string;
  readonly out: string;
  readonly replay: string;
  readonly bridges: readonly string[];
  /** The version `package.json` gives, which the check judges. */
  readonly proposed: Semver;
}

const prefix = "release check: ";

export async function runReleaseCheck(options: ReleaseCheckOptions, terminal: Terminal): Promise<number> {
  const { schemaPath, sourceName } = resolveGenPaths(options.schema, options.out);
  const tags = await reachableTags(schemaPath);
  if (tags === undefined) {
    terminal.info(`${prefix}skipped, not a git checkout with a commit`);
    return exitCodes.ok;
  }
  const latest = latestRelease(tags);
  if (!latest.ok) {
    terminal.error(`${prefix}${latest.problem}`);
    return exitCodes.invalidSchema;
  }
  if (latest.tag === undefined) {
    terminal.info(`${prefix}no release tag v<MAJOR.MINOR.PATCH> is reachable from HEAD; nothing to check`);
    return exitCodes.ok;
  }
  if (!(await existsAt(latest.tag, schemaPath))) {
    terminal.info(`${prefix}skipped, ${sourceName} does not exist at ${latest.tag}`);
    return exitCodes.ok;
  }
  // The bump depends on the changes alone; which bridges a change touches does not move it.
  const compared = await compareWithBaseline({ ...options, against: latest.tag });
  if (!compared.ok) {
    terminal.error(`${prefix}cannot compare with ${latest.tag}:\n${compared.report}`);
    return exitCodes.invalidSchema;
  }
  const verdict = checkRelease({
    tag: latest.tag,
    release: latest.version,
    proposed: options.proposed,
    changes: compared.changes,
  });
  const [first, ...rest] = verdict.lines;
  const text = [`${prefix}${first ?? ""}`, ...rest].join("\n");
  if (verdict.ok) terminal.info(text);
  else terminal.error(text);
  return verdict.ok ? exitCodes.ok : exitCodes.understatedVersion;
}
