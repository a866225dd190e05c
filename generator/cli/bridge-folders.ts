/**
 * Which folders `gen`, `diff` and `scaffold` search for hand-written bridges, decided one way for all
 * three: the `--bridges` folders given on the command line, else `package.json`'s `cardc.bridges`,
 * else the whole project (`node_modules`, the output folder, hidden folders and tests left out; see
 * `bridges/find-bridge-files.ts`).
 */
import type { ProjectSettings } from "./project-settings.js";

export const wholeProject: readonly string[] = ["."];

export function bridgeFolders(given: unknown, settings: Pick<ProjectSettings, "bridges">): readonly string[] {
  const named = Array.isArray(given) ? given.map(String) : [];
  return named.length > 0 ? named : (settings.bridges ?? wholeProject);
}

/** The help line every command that searches bridges shows for `--bridges`. */
export const bridgesOptionHelp = `  --bridges <dir>  a folder of hand-written bridges (repeatable; default: package.json's
                   cardc.bridges, else the whole project; tests are searched only when named)`;
