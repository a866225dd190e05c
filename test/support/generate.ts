/** Test helpers around the pure generator core: generate from text or a file, failing loudly on diagnostics. */
import { readFileSync } from "node:fs";
import { generate, type GenerateResult } from "../../generator/core/generate.js";
import type { GeneratedFile } from "../../generator/core/generated-file.js";
import { htmlRenderersByUnion } from "../../runtime/hosts/html/html-bridge.js";

export const realSchemaPath = new URL("../../schema/cards.json", import.meta.url);

export function readRealSchema(): string {
  return readFileSync(realSchemaPath, "utf8");
}

export async function generateOk(
  text: string,
  sourceName = "cards.json",
): Promise<Extract<GenerateResult, { ok: true }>> {
  // The renderers `cardc.gallery` in package.json names, from source, as `pnpm gen` uses them compiled.
  const result = await generate(text, { sourceName, galleryRenderers: htmlRenderersByUnion });
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
