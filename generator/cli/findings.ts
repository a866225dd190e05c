/**
 * Findings built from a vocabulary's diagnostics, placed by line and column in the text they were
 * found in. The one-line problems that have no place inside a file are `unplacedError`s, beside the
 * model, so `main` reports a bad setting without loading the pointer arithmetic.
 */
import type { Diagnostic } from "../model/diagnostic.js";
import type { Finding } from "../model/finding.js";
import { positionOf } from "../model/pointer.js";

export function findingsOfDiagnostics(file: string, text: string, diagnostics: readonly Diagnostic[]): Finding[] {
  return diagnostics.map((diagnostic) => {
    const { line, column } = positionOf(text, diagnostic.offset);
    return {
      code: diagnostic.code,
      severity: "error",
      message: diagnostic.message,
      file,
      line,
      column,
      pointer: diagnostic.pointer,
      ...(diagnostic.hint === undefined ? {} : { hint: diagnostic.hint }),
    };
  });
}
