/**
 * The generator's pure core: vocabulary source text in, generated files (or diagnostics) out. It
 * touches no disk, clock or console and keeps no state between calls, so tests call it directly
 * and the CLI is a thin shell around it. The pipeline is parse → check → lower → emit → format;
 * `compileVocabulary` stops after lowering, for what needs the IR alone (the card gallery).
 */
import { chooseTargets } from "../targets/choose-targets.js";
import { packageNamings } from "../targets/index.js";
import type { Diagnostic } from "../model/diagnostic.js";
import { checkDocument } from "../check/check-document.js";
import { checkConsts } from "./check-consts.js";
import { checkKindUnionNames, kindUnionTypeTargets } from "./check-kind-union-names.js";
import { checkDefaults } from "./check-defaults.js";
import { checkExamples } from "./check-examples.js";
import { sortDiagnostics } from "../model/diagnostic.js";
import type { SourceDocument } from "../parse/parse-source.js";
import { lowerToIr } from "../lower/lower-to-ir.js";
import type { Ir } from "../lower/ir.js";
import { type ArtifactContext, artifactsOf } from "./artifacts.js";
import { buildJsonSchema } from "../emit/emit-json-schema.js";
import type { CompiledCache } from "../model/compiled-cache.js";
import type { GeneratedFile } from "../model/generated-file.js";
import type { Target } from "../targets/shared/target.js";
import { derivePackageNames, type GivenPackageNames } from "../model/package-names.js";

export interface GenerateOptions {
  /** How generated headers name the source, relative to the project (never an absolute path). */
  readonly sourceName: string;
  /** The vocabulary's release version, carried by every generated package manifest (default 0.0.0). */
  readonly version?: string;
  /**
   * Files of the last tree (the output folder as the last `gen` left it), by output path, that an artifact may reuse when its inputs are
   * unchanged (`reusedFromLastTree` in artifacts.ts names them): the CLI reads them from the output folder.
   */
  readonly lastTree?: ReadonlyMap<string, string>;
  /** Where emitters keep what is costly to compile (Ajv's code), by content hash; the CLI's is on disk. */
  readonly compiledCache?: CompiledCache;
  /**
   * The host packages' names the project gives (`@acme/notify-cards`, `acme-notify-cards`, …); one not
   * given is derived from the vocabulary's id. The caller checks each with `packageNameProblem` and
   * reports one it refuses where it was written (the CLI: `package.json: cardc.packages.python …`),
   * since a diagnostic here points into the vocabulary source, where no package name is; one refused
   * all the same is not used, and the derived name stands.
   */
  readonly packages?: GivenPackageNames;
  /**
   * The targets to write, by id (`cardc.targets`); every target when absent. The checks hold names
   * to these targets' namings alone, so a name only another language cannot spell is not refused.
   */
  readonly targets?: readonly string[];
}

export type GenerateResult =
  | { readonly ok: true; readonly files: readonly GeneratedFile[]; readonly ir: Ir }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[]; readonly source: SourceDocument | undefined };

export type CompileResult =
  | { readonly ok: true; readonly ir: Ir; readonly source: SourceDocument }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[]; readonly source: SourceDocument | undefined };

/**
 * The vocabulary's IR, or every diagnostic of the first stage that finds a problem (structure, rules,
 * examples, consts and defaults), its names held to the chosen targets' namings (every target's when
 * none are chosen).
 */
export function compileVocabulary(text: string, chosen: readonly Target[] = chooseTargets(undefined)): CompileResult {
  const checked = checkDocument(
    text,
    chosen.map((target) => target.naming),
  );
  if (!checked.ok) return { ok: false, diagnostics: checked.diagnostics, source: checked.source };
  const ir = lowerToIr(checked.document);
  const valueProblems = sortDiagnostics([
    ...checkExamples(ir, checked.source),
    ...checkConsts(ir, checked.source),
    ...checkDefaults(ir, checked.source),
    ...(chosen.some((target) => kindUnionTypeTargets.includes(target.id))
      ? checkKindUnionNames(ir, checked.source)
      : []),
  ]);
  if (valueProblems.length > 0) return { ok: false, diagnostics: valueProblems, source: checked.source };
  return { ok: true, ir, source: checked.source };
}

export async function generate(text: string, options: GenerateOptions): Promise<GenerateResult> {
  const chosen = chooseTargets(options.targets);
  const compiled = compileVocabulary(text, chosen);
  if (!compiled.ok) return compiled;
  const { ir } = compiled;
  const context: ArtifactContext = {
    ir,
    schema: buildJsonSchema(ir),
    lastTree: options.lastTree ?? new Map(),
    ...(options.compiledCache === undefined ? {} : { compiledCache: options.compiledCache }),
    sourceName: options.sourceName,
    version: options.version ?? "0.0.0",
    packages: derivePackageNames(packageNamings, ir.id, options.packages),
  };
  const files = (await Promise.all(artifactsOf(chosen).map((artifact) => artifact.emit(context)))).flat();
  return { ok: true, files: [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)), ir };
}
