/**
 * The diagnostics an editor shows for a vocabulary: exactly what `cardc gen` reports, since both
 * come from `compileVocabulary` (the structure, then the rules, then the examples; the same codes,
 * messages and hints). Each is placed on the token `gen` points its caret at, and a diagnostic that
 * refers to an earlier place (the first of two duplicate keys) links to it.
 */
import { type Diagnostic as LspDiagnostic, DiagnosticSeverity } from "vscode-languageserver";
import type { TextDocument } from "vscode-languageserver-textdocument";
import { compileVocabulary } from "../core/generate.js";
import type { Diagnostic } from "../model/diagnostic.js";
import type { SourceDocument } from "../parse/parse-source.js";
import { locationOf, rangeOf } from "./ranges.js";
import { tokenSpan } from "./spans.js";

/** What `gen` prints under the message, in the order it prints it. */
function fullMessage(diagnostic: Diagnostic): string {
  return diagnostic.hint === undefined ? diagnostic.message : `${diagnostic.message}\nhint: ${diagnostic.hint}`;
}

export function toLspDiagnostic(document: TextDocument, diagnostic: Diagnostic): LspDiagnostic {
  const text = document.getText();
  const firstOffset = diagnostic.firstOffset;
  return {
    range: rangeOf(document, tokenSpan(text, diagnostic.offset)),
    severity: DiagnosticSeverity.Error,
    code: diagnostic.code,
    source: "cardc",
    message: fullMessage(diagnostic),
    data: { pointer: diagnostic.pointer },
    ...(firstOffset === undefined
      ? {}
      : {
          relatedInformation: [
            { location: locationOf(document, tokenSpan(text, firstOffset)), message: "first declared here" },
          ],
        }),
  };
}

/** The document's diagnostics, and the source they were read from (none when the text is not JSON), for the index. */
export function vocabularyDiagnostics(document: TextDocument): {
  readonly diagnostics: LspDiagnostic[];
  readonly source: SourceDocument | undefined;
} {
  const compiled = compileVocabulary(document.getText());
  return compiled.ok
    ? { diagnostics: [], source: compiled.source }
    : {
        diagnostics: compiled.diagnostics.map((diagnostic) => toLspDiagnostic(document, diagnostic)),
        source: compiled.source,
      };
}
