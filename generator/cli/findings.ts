/**
 * Findings built from what the command line already has: a vocabulary's diagnostics, placed by line
 * and column in the text they were found in, and the one-line problems that have no place inside a
 * file (an unreadable file, a bad setting, a tag that is not a release).
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

/** An error about a whole file, or about no file (`file` null), with no place inside one. */
export function unplacedError(code: string, message: string, file: string | null = null): Finding {
  return { code, severity: "error", message, file, line: null, column: null, pointer: null };
}
