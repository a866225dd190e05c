/**
 * Everything besides the vocabulary's text that shapes what `cardc gen` writes, in one object: how
 * generated notices name the schema, and the version, package names and chosen targets from the
 * project's settings.
 * `gen` passes it to the generator, and `recorded-tree.ts` hashes the very same object, so a setting
 * added here is an input of both at once.
 */
import type { GenerateOptions } from "../core/generate.js";
import type { GenPaths } from "./gen-paths.js";
import type { ProjectSettings } from "./project-settings.js";

export type OutputSettings = Required<Pick<GenerateOptions, "sourceName" | "version" | "packages">> &
  Pick<GenerateOptions, "targets">;

export function outputSettings(
  paths: Pick<GenPaths, "sourceName">,
  settings: Pick<ProjectSettings, "version" | "packages" | "targets">,
): OutputSettings {
  const { version, packages, targets } = settings;
  return { sourceName: paths.sourceName, version, packages, ...(targets === undefined ? {} : { targets }) };
}
