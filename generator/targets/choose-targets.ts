/**
 * The targets a project writes: those its `cardc.targets` names (held to the registry by the
 * settings), in the registry's order, or every target when it names none. `gen`, `gen --check`,
 * `diff`, `release-check` and `dist` all take them from here, so a name only an unchosen language
 * cannot spell never stops a project, and a new language never narrows an existing one's vocabulary.
 */
import type { TargetNaming } from "../model/target-naming.js";
import { targets } from "./index.js";
import type { Target } from "./shared/target.js";

/** The chosen targets, by id; `undefined` chooses every one. */
export function chooseTargets(ids: readonly string[] | undefined): readonly Target[] {
  return ids === undefined ? targets : targets.filter((target) => ids.includes(target.id));
}

/** How the chosen targets name things, for the checks. */
export function chosenNamings(ids: readonly string[] | undefined): readonly TargetNaming[] {
  return chooseTargets(ids).map((target) => target.naming);
}
