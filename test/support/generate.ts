/** Test helpers around the pure generator core: generate from text or a file, failing loudly on diagnostics. */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadProjectSettings } from "../../generator/cli/project-settings.js";
import { generate, type GenerateResult } from "../../generator/core/generate.js";
import type { GeneratedFile } from "../../generator/model/generated-file.js";
import { derivePackageNames, type GivenPackageNames, type PackageNames } from "../../generator/model/package-names.js";
import { packageNamings } from "../../generator/targets/index.js";

/** This project's settings, read as `cardc` reads them. */
const loaded = await loadProjectSettings(fileURLToPath(new URL("../..", import.meta.url)));
if (!loaded.ok) throw new Error(loaded.report);

export const projectVersion: string = loaded.settings.version;
/** The names `cardc.packages` gives, which `cardc gen` run in this project gives any vocabulary it compiles. */
export const projectPackages: GivenPackageNames = loaded.settings.packages;

export const realSchemaPath = new URL("../../schema/cards.json", import.meta.url);

export function readRealSchema(): string {
  return readFileSync(realSchemaPath, "utf8");
}

/**
 * Generates as `pnpm gen` does in this project, with package.json's version and package names (its
 * `cardc.packages` for this repository's vocabulary, the id's for any other). Golden fixtures pass a
 * fixed version, so a release does not rewrite them.
 */
export async function generateOk(
  text: string,
  sourceName = "cards.json",
  version = projectVersion,
  packages = givenPackageNames(text),
): Promise<Extract<GenerateResult, { ok: true }>> {
  const result = await generate(text, { sourceName, version, packages });
  if (!result.ok)
    throw new Error(
      `expected a valid vocabulary, got:\n${result.diagnostics.map((d) => `${d.code} ${d.pointer} ${d.message}`).join("\n")}`,
    );
  return result;
}

export function fileNamed(files: readonly GeneratedFile[], path: string): string {
  const file = files.find((candidate) => candidate.path === path);
  if (file === undefined) throw new Error(`no generated file ${path}`);
  return file.contents;
}

const idOf = (source: string): unknown => {
  try {
    return (JSON.parse(source) as { id?: unknown } | null)?.id;
  } catch {
    return undefined;
  }
};
const realId = idOf(readRealSchema());

/** The package names `pnpm gen` gives a vocabulary's source: `package.json`'s for this repository's own, none for any other. */
export function givenPackageNames(source: string): GivenPackageNames {
  return idOf(source) === realId ? projectPackages : {};
}

/** The names of a vocabulary's packages, for code written against them; the source must be JSON with an `id`. */
export function packageNamesOf(source: string): PackageNames {
  return derivePackageNames(packageNamings, String(idOf(source)), givenPackageNames(source));
}
