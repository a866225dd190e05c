/**
 * Renders diagnostics for a person at a terminal or in CI logs:
 *
 *     schema/cards.json:57:21 error CARD_UNKNOWN_TYPE  unknown type "FileDif"; expected …
 *       at /types/DiffCallView/fields/diffs/type
 *       hint: did you mean "FileDiff"?
 *        57 |         "diffs": { "type": "FileDif[]", "doc": "…" },
 *           |                    ^
 */
import type { Diagnostic } from "../model/diagnostic.js";
import { positionOf } from "../model/pointer.js";
import { plainStyle, type Style } from "./style.js";

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
    `${String(line).padStart(gutter)} | ${sourceLine.replaceAll("\t", " ")}`,
    `${" ".repeat(gutter)} | ${" ".repeat(Math.max(0, column - 1))}${style.problem("^")}`,
  ];
  return [
    `${style.location(`${fileName}:${line}:${column}`)} ${style.problem(`error ${diagnostic.code}`)}  ${diagnostic.message}`,
    style.muted(`  at ${diagnostic.pointer === "" ? "/" : diagnostic.pointer}`),
    ...(diagnostic.hint === undefined ? [] : [`  hint: ${diagnostic.hint}`]),
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
