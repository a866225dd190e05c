/**
 * The contract every diff rule implements: one rule id, one class, the semver bump its changes
 * require, a one-line summary for the table in docs/diff.md, and a function from the paired versions to
 * findings. Rules are pure; the command gathers
 * the hand-written bridge call sites and the replay outcomes they may need beforehand.
 */
import type { BumpLevel } from "./bump-level.js";
import type { Vocabulary } from "./load-vocabulary.js";
import type { Pairing } from "./pair-vocabularies.js";
import type { BridgeSite } from "../bridges/bridge-sites.js";
import type { ReplayRegression } from "../replay/compare-replay.js";

export interface DiffContext {
  readonly before: Vocabulary;
  readonly after: Vocabulary;
  readonly pairing: Pairing;
  /** Calls of a generated `define…Bridge` in hand-written files, judged against the new version. */
  readonly bridgeSites: readonly BridgeSite[];
  /** Recorded views that validated under the old version and fall back under the new one. */
  readonly replayRegressions: readonly ReplayRegression[];
}

export interface Finding {
  /** Lowercase, one line: what changed, and what it breaks. */
  readonly message: string;
  /** JSON Pointer in the old version (the nearest existing place for something added). */
  readonly before: string;
  /** JSON Pointer in the new version (the nearest existing place for something removed). */
  readonly after: string;
  /** Hand-written places that must change with it, as `file:line:col`. */
  readonly mustChange?: readonly string[];
}

interface RuleBody {
  /** Stable kebab-case id; tools and CI logs refer to it. */
  readonly id: string;
  /** One line for the table in docs/diff.md. */
  readonly summary: string;
  find(context: DiffContext): Finding[];
}

/** A change that breaks a host's build or its recorded data is a major one; only a safe one may be less. */
export type DiffRule = RuleBody &
  (
    | { readonly class: "wire" | "source"; readonly bump: Extract<BumpLevel, "major"> }
    | { readonly class: "safe"; readonly bump: Exclude<BumpLevel, "major"> }
  );
