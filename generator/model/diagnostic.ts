/**
 * The diagnostic model: one problem found in a vocabulary source, with the place it was found.
 * Every stage before lowering reports through this type, so the CLI renders all of them the same way
 * (`file:line:col error CODE  message`, the JSON Pointer, a hint and a two-line excerpt).
 */
import type { DiagnosticCode } from "./codes.js";

export interface SourcePosition {
  /** 1-based line. */
  readonly line: number;
  /** 1-based column, in UTF-16 code units. */
  readonly column: number;
}

export interface Diagnostic {
  readonly code: DiagnosticCode;
  /** Lowercase, one line: what was found and what was expected. */
  readonly message: string;
  /** JSON Pointer into the source document ("" is the root). */
  readonly pointer: string;
  /** Offset of the offending text in the source, in UTF-16 code units. */
  readonly offset: number;
  readonly hint?: string;
  /** Offset of an earlier place the problem refers to, e.g. the first of two duplicate keys. */
  readonly firstOffset?: number;
}

/** Document order first; among problems at one place, the order the checks ran in. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics
    .map((diagnostic, index) => ({ diagnostic, index }))
    .sort((a, b) => a.diagnostic.offset - b.diagnostic.offset || a.index - b.index)
    .map((entry) => entry.diagnostic);
}
