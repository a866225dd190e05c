/**
 * Reads one version of the vocabulary for comparison: the same check and lowering `pnpm gen` runs,
 * so an old or new version that `pnpm gen` would reject is reported with its located diagnostics
 * instead of being compared half-read.
 */
import type { TargetNaming } from "../model/target-naming.js";
import { chosenNamings } from "../targets/choose-targets.js";
import { checkDocument } from "../check/check-document.js";
import type { Diagnostic } from "../model/diagnostic.js";
import type { Ir } from "../lower/ir.js";
import { lowerToIr } from "../lower/lower-to-ir.js";
import type { SourceDocument } from "../parse/parse-source.js";

export interface Vocabulary {
  /** How reports name this version, e.g. `HEAD~1:schema/cards.json` or `schema/cards.json`. */
  readonly file: string;
  readonly ir: Ir;
  readonly source: SourceDocument;
}

export type LoadResult =
  | { readonly ok: true; readonly vocabulary: Vocabulary }
  | {
      readonly ok: false;
      readonly file: string;
      readonly text: string;
      readonly diagnostics: readonly Diagnostic[];
    };

/** One version, its names held to the namings of the targets the project chose (every target's by default). */
export function loadVocabulary(
  file: string,
  text: string,
  namings: readonly TargetNaming[] = chosenNamings(undefined),
): LoadResult {
  const checked = checkDocument(text, namings);
  if (!checked.ok) return { ok: false, file, text: checked.source?.text ?? text, diagnostics: checked.diagnostics };
  return { ok: true, vocabulary: { file, ir: lowerToIr(checked.document), source: checked.source } };
}
