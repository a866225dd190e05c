/**
 * What `pnpm gen` says about the hand-written bridges after generating: which arms each
 * `define…Bridge` site lacks, which it still has for variants that are gone, and which calls name a
 * union the vocabulary lacks, each at the site's `file:line:col` (the sites are `bridge-sites.ts`'s,
 * the same ones `cardc diff` names).
 */
import type { BridgeSite } from "./bridge-sites.js";

export interface ArmProblem {
  /** The site, as `file:line:col`. */
  readonly at: string;
  readonly define: string;
  readonly kind: "missing" | "stale" | "unknown-union";
  /** The arm, dotted for nested ones (`search.paths`); the union's name for `unknown-union`. */
  readonly arm: string;
}

export function reportArms(sites: readonly BridgeSite[]): ArmProblem[] {
  return sites.flatMap((site) => {
    const at = `${site.path}:${site.line}:${site.column}`;
    const problem = (kind: ArmProblem["kind"], arm: string): ArmProblem => ({ at, define: site.define, kind, arm });
    if (!site.known) return [problem("unknown-union", site.union)];
    return [...site.missing.map((arm) => problem("missing", arm)), ...site.stale.map((arm) => problem("stale", arm))];
  });
}

export function describeArmProblem(problem: ArmProblem): string {
  switch (problem.kind) {
    case "missing":
      return `${problem.at}: ${problem.define} has no arm for "${problem.arm}" (write it, or run \`cardc scaffold\` for a stub)`;
    case "stale":
      return `${problem.at}: ${problem.define} has an arm for "${problem.arm}", which the vocabulary no longer has`;
    case "unknown-union":
      return `${problem.at}: calls ${problem.define}, but the vocabulary has no union "${problem.arm}"`;
  }
}
