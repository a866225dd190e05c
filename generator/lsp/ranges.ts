/**
 * Offsets (what cardc's parser and diagnostics speak) to the line/character ranges of the protocol.
 * Both count UTF-16 code units, the protocol's default encoding, so a conversion is only a matter
 * of lines; `TextDocument` keeps the line starts of each version.
 */
import type { Location, Range } from "vscode-languageserver";
import type { TextDocument } from "vscode-languageserver-textdocument";
import type { Span } from "./spans.js";

export function rangeOf(document: TextDocument, span: Span): Range {
  return { start: document.positionAt(span.start), end: document.positionAt(span.end) };
}

export function locationOf(document: TextDocument, span: Span): Location {
  return { uri: document.uri, range: rangeOf(document, span) };
}
