/**
 * Renders diagnostics for a person at a terminal or in CI logs:
 *
 *     schema/cards.json:57:21 error CARD_UNKNOWN_TYPE  unknown type "FileDif"; expected …
 *       at /types/DiffCallView/fields/diffs/type
 *       hint: did you mean "FileDiff"?
 *        57 |         "diffs": { "type": "FileDif[]", "doc": "…" },
 *           |                    ^
 *
 * Every piece that comes from the vocabulary or the command line (the file name, message, pointer,
 * hint and source line) is passed through `visible`, so a name cannot send a terminal escape; the
 * caret is placed under the escaped text, and the colour of the style is applied afterwards.
 */
import type { Diagnostic } from "../model/diagnostic.js";
import { positionOf } from "../model/pointer.js";
import { plainStyle, type Style } from "./style.js";
import { visible } from "../model/visible-text.js";

/** A source line as shown: tabs as one space each, a CRLF file's CR dropped, the rest made visible. */
const shownLine = (line: string): string => visible(line.replace(/\r$/, "").replaceAll("\t", " "));

export function renderDiagnostic(
  fileName: string,
  text: string,
  diagnostic: Diagnostic,
  style: Style = plainStyle,
): string {
  const { line, column } = positionOf(text, diagnostic.offset);
  const sourceLine = text.split("\n")[line - 1] ?? "";
  const gutter = String(line).length + 1;
  const excerpt = [
    `${String(line).padStart(gutter)} | ${shownLine(sourceLine)}`,
    `${" ".repeat(gutter)} | ${" ".repeat(shownLine(sourceLine.slice(0, Math.max(0, column - 1))).length)}${style.problem("^")}`,
  ];
  return [
    `${style.location(`${visible(fileName)}:${line}:${column}`)} ${style.problem(`error ${diagnostic.code}`)}  ${visible(diagnostic.message)}`,
    style.muted(`  at ${diagnostic.pointer === "" ? "/" : visible(diagnostic.pointer)}`),
    ...(diagnostic.hint === undefined ? [] : [`  hint: ${visible(diagnostic.hint)}`]),
    ...excerpt.map((row) => `  ${row}`),
  ].join("\n");
}

export function renderDiagnostics(
  fileName: string,
  text: string,
  diagnostics: readonly Diagnostic[],
  style: Style = plainStyle,
  /** What the errors stopped, for the summary line. */
  consequence = "nothing was written.",
): string {
  const count = diagnostics.length;
  const summary = `${count} ${count === 1 ? "error" : "errors"}; ${consequence}`;
  return [...diagnostics.map((diagnostic) => renderDiagnostic(fileName, text, diagnostic, style)), summary].join("\n");
}
