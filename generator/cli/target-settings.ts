/**
 * The settings that name targets, held to the registry (`targets/index.ts`) rather than to a list of
 * their own, so a new language's keys are taken without an edit here: each `cardc.packages` key must
 * be one a target's package naming takes, with a name its ecosystem accepts, and `cardc.targets` must
 * list known targets, each once. `project-settings.ts` loads this file only when a project gives
 * either, so `cardc --help` loads no target.
 */
import { didYouMean } from "../check/suggest.js";
import { packageNameProblem } from "../model/package-names.js";
import { packageNamings, targetIds } from "../targets/index.js";

/** The first problem of the target settings a project gives, as one line after `package.json: `; none when fine. */
export function targetSettingsProblem(
  packages: Readonly<Record<string, string>>,
  targets: readonly string[] | undefined,
): string | undefined {
  for (const [key, name] of Object.entries(packages)) {
    const problem = packageNameProblem(packageNamings, key, name, didYouMean);
    if (problem !== undefined) return `cardc.packages.${key} ${problem}`;
  }
  if (targets === undefined) return undefined;
  if (targets.length === 0) return `cardc.targets is empty; list at least one of ${targetIds.join(", ")}`;
  for (const [index, id] of targets.entries()) {
    const where = `cardc.targets[${index}] ${JSON.stringify(id)}`;
    if (!targetIds.includes(id))
      return `${where} is not a target; ${didYouMean(id, targetIds) ?? `expected one of ${targetIds.join(", ")}`}`;
    if (targets.indexOf(id) !== index) return `${where} is listed twice`;
  }
  return undefined;
}
