/**
 * The generator's pure core: vocabulary source text in, generated files (or diagnostics) out. It
 * touches no disk, clock or console and keeps no state between calls, so tests call it directly
 * and the CLI is a thin shell around it. The pipeline is parse → check → lower → emit → format.
 */
import type { Diagnostic } from "../model/diagnostic.js";
import { checkDocument } from "../check/check-document.js";
import { checkExamples } from "./check-examples.js";
import type { SourceDocument } from "../parse/parse-source.js";
import { lowerToIr } from "../lower/lower-to-ir.js";
import type { Ir } from "../lower/ir.js";
import { type ArtifactContext, artifacts } from "./artifacts.js";
import { buildJsonSchema } from "../emit/emit-json-schema.js";
import type { CardRenderer } from "../emit/emit-gallery.js";
import type { GeneratedFile } from "../model/generated-file.js";
import { derivePackageNames, type GivenPackageNames } from "../model/package-names.js";

export interface GenerateOptions {
  /** How generated headers name the source, relative to the project (never an absolute path). */
  readonly sourceName: string;
  /**
   * The host renderers the card gallery shows examples through, keyed by union name (the CLI loads
   * them from the module the project's `package.json` names under `cardc.gallery`). A union without
   * one is shown as generic cards listing their fields.
   */
  readonly galleryRenderers?: Readonly<Record<string, CardRenderer>>;
  /** The vocabulary's release version, carried by every generated package manifest (default 0.0.0). */
  readonly version?: string;
  /**
   * Files of the previous generation, by output path, that an artifact may reuse when its inputs are
   * unchanged (`previousArtifacts` in artifacts.ts names them): the CLI reads them from the output folder.
   */
  readonly previous?: ReadonlyMap<string, string>;
  /**
   * The host packages' names the project gives (`@acme/notify-cards`, `acme-notify-cards`, …); one not
   * given is derived from the vocabulary's id. The caller checks each with `checkPackageName` and
   * reports one it refuses where it was written (the CLI: `package.json: cardc.packages.python …`),
   * since a diagnostic here points into the vocabulary source, where no package name is; one refused
   * all the same is not used, and the derived name stands.
   */
  readonly packages?: GivenPackageNames;
}

export type GenerateResult =
  | { readonly ok: true; readonly files: readonly GeneratedFile[]; readonly ir: Ir }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[]; readonly source: SourceDocument | undefined };

export async function generate(text: string, options: GenerateOptions): Promise<GenerateResult> {
  const checked = checkDocument(text);
  if (!checked.ok) return { ok: false, diagnostics: checked.diagnostics, source: checked.source };
  const ir = lowerToIr(checked.document);
  const schema = buildJsonSchema(ir);
  const exampleProblems = checkExamples(ir, checked.source);
  if (exampleProblems.length > 0) return { ok: false, diagnostics: exampleProblems, source: checked.source };

  const context: ArtifactContext = {
    ir,
    schema,
    previous: options.previous ?? new Map(),
    sourceName: options.sourceName,
    galleryRenderers: options.galleryRenderers ?? {},
    version: options.version ?? "0.0.0",
    packages: derivePackageNames(ir.id, options.packages),
  };
  const files = (await Promise.all(artifacts.map((artifact) => artifact.emit(context)))).flat();
  return { ok: true, files: [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)), ir };
}
