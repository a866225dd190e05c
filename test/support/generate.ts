/** Test helpers around the pure generator core: generate from text or a file, failing loudly on diagnostics. */
import { readFileSync } from "node:fs";
import { givenPackageNames } from "../../generator/cli/tool-package-names.js";
import { generate, type GenerateResult } from "../../generator/core/generate.js";
import type { GeneratedFile } from "../../generator/model/generated-file.js";
import { htmlRenderersByUnion } from "../../runtime/hosts/html/html-bridge.js";

/** The names `generateOk` (and `pnpm gen`) give a vocabulary's packages, for code written against them. */
export { packageNamesOf } from "../../generator/cli/tool-package-names.js";

export const projectVersion: string = (
  JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }
).version;

export const realSchemaPath = new URL("../../schema/cards.json", import.meta.url);

export function readRealSchema(): string {
  return readFileSync(realSchemaPath, "utf8");
}

/**
 * Generates as `pnpm gen` does in this project: package.json's version, the package names `gen` gives
 * (this repository's for its own vocabulary, the id's for any other), and the gallery's renderers
 * from source (`pnpm gen` loads the same module compiled). Golden fixtures pass a fixed version, so
 * a release does not rewrite them.
 */
export async function generateOk(
  text: string,
  sourceName = "cards.json",
  version = projectVersion,
): Promise<Extract<GenerateResult, { ok: true }>> {
  const packages = givenPackageNames(text);
  const result = await generate(text, { sourceName, galleryRenderers: htmlRenderersByUnion, version, packages });
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
