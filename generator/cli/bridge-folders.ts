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

/**
 * The help lines every command that searches bridges shows for `--bridges`, their descriptions
 * starting at `column` so they line up with the command's other options.
 */
export function bridgesOptionHelp(column: number): string {
  const option = "  --bridges <dir>".padEnd(column);
  const indent = " ".repeat(column);
  return `${option}a folder of hand-written bridges (repeatable; default: package.json's
${indent}cardc.bridges, else the whole project; tests are searched only when named)`;
}
