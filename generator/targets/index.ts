/**
 * Every target language cardc writes, in the order their files and messages list them; the artifact
 * list emits through each, the checks hold names to each one's naming, and `cardc dist` packs
 * through each. Adding a language is adding its folder and one entry here (`docs/add-a-language.md`).
 */
import { goTarget } from "./go/target.js";
import { pythonTarget } from "./python/target.js";
import { rustTarget } from "./rust/target.js";
import type { PackageNaming } from "../model/package-names.js";
import type { TargetNaming } from "../model/target-naming.js";
import type { Target } from "./shared/target.js";
import { typeScriptTarget } from "./typescript/target.js";

export const targets: readonly Target[] = [typeScriptTarget, pythonTarget, rustTarget, goTarget];

/** How each target language names things, for the checks. */
export const targetNamings: readonly TargetNaming[] = targets.map((target) => target.naming);

/** How each target names its package, for the settings' `cardc.packages` and `derivePackageNames`. */
export const packageNamings: readonly PackageNaming[] = targets.flatMap((target) =>
  target.packageName === undefined ? [] : [target.packageName],
);

/** Each target's id, as `cardc.targets` names it. */
export const targetIds: readonly string[] = targets.map((target) => target.id);
