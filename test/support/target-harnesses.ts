/**
 * Every target's test harness (`generator/targets/<language>/harness.ts`, `Target.harness`), loaded
 * from the registry with the tools the tests lend them, so the agreement, property, gate and
 * conformance tests loop over the targets rather than naming languages. A target without a harness is
 * one the cross-language tests cannot reach: `harnessedTargets` lists it as such, and the tests that
 * loop over the registry fail on it rather than leave it out silently.
 */
import { join } from "node:path";
import { targets } from "../../generator/targets/index.js";
import type { HarnessTools, HarnessVocabulary, TargetHarness } from "../../generator/targets/shared/harness.js";
import type { Target } from "../../generator/targets/shared/target.js";
import { cacheDir, root, run, runOk, systemPython } from "./target-builds.js";

export const harnessTools: HarnessTools = { run, runOk, root, cacheDir, systemPython };

export interface HarnessedTarget {
  /** The host's name in messages and folders: `go`, `typescript`. */
  readonly host: string;
  readonly target: Target;
  readonly harness: TargetHarness;
}

/** The host name of a target: its language's name in lower case. */
export function hostName(target: Target): string {
  return target.naming.language.toLowerCase();
}

/** Every target with its harness loaded; a target without one fails here, named. */
export async function harnessedTargets(): Promise<readonly HarnessedTarget[]> {
  return Promise.all(
    targets.map(async (target) => {
      if (target.harness === undefined) {
        throw new Error(`the ${target.name} has no test harness (harness.ts in its folder, docs/add-a-language.md)`);
      }
      return { host: hostName(target), target, harness: await target.harness.load() };
    }),
  );
}

/** The harness of the target whose gates include `gate`. */
export async function harnessOfGate(gate: Target["gates"][number]): Promise<TargetHarness> {
  const owner = targets.find((target) => target.gates.includes(gate));
  if (owner?.harness === undefined) throw new Error(`no target with a harness owns the gate ${gate.name}`);
  return owner.harness.load();
}

/** Builds every host's verdict program over one batch, each in its own folder under `workDir`, at once. */
export async function verdictPrograms(
  hosts: readonly HarnessedTarget[],
  batch: readonly HarnessVocabulary[],
  workDir: string,
) {
  return Promise.all(
    hosts.map(
      async ({ host, harness }) => [host, await harness.verdicts(batch, join(workDir, host), harnessTools)] as const,
    ),
  );
}
