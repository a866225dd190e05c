/** Document symbols: the outline of types, variants (nested unions with theirs), fields and enum values. */
import { describe, expect, it } from "vitest";
import type { DocumentSymbol } from "vscode-languageserver";
import { documentSymbols } from "../../../generator/lsp/document-symbols.js";
import { readRealSchema } from "../../support/generate.js";
import { open, smallVocabulary, textIn } from "../../support/lsp.js";

/** The tree as `name (detail)` lines, indented by depth. */
function outline(symbols: readonly DocumentSymbol[], depth = 0): string[] {
  return symbols.flatMap((symbol) => [
    `${"  ".repeat(depth)}${symbol.name}${symbol.detail ? ` (${symbol.detail})` : ""}`,
    ...outline(symbol.children ?? [], depth + 1),
  ]);
}

describe("document symbols", () => {
  it("give the tree of types, variants, fields and enum values in declaration order", () => {
    const { document, index } = open(smallVocabulary);
    expect(outline(documentSymbols(document, index))).toEqual([
      "Level (enum)",
      "  low",
      "  high",
      "OldNote (record)",
      "Note (record)",
      "  level (Level)",
      "  history (OldNote[][])",
      "View (union by card)",
      '  PlainView (card: "plain")',
      "    note (Note)",
      '  RichView (card: "rich", union by style)',
      '    BoldView (style: "bold")',
      "      notes (Note[])",
    ]);
  });

  it("select each name inside a range that holds the whole declaration", () => {
    const { document, index } = open(readRealSchema());
    const all = (symbols: readonly DocumentSymbol[]): DocumentSymbol[] =>
      symbols.flatMap((symbol) => [symbol, ...all(symbol.children ?? [])]);
    const symbols = all(documentSymbols(document, index));
    expect(symbols.length).toBeGreaterThan(90);
    for (const symbol of symbols) {
      const [range, selection] = [symbol.range, symbol.selectionRange].map((r) => ({
        start: document.offsetAt(r.start),
        end: document.offsetAt(r.end),
      }));
      expect(selection!.start >= range!.start && selection!.end <= range!.end, symbol.name).toBe(true);
      expect(textIn(document, symbol.selectionRange).replaceAll('"', "")).toBe(symbol.name);
      expect(textIn(document, symbol.range).trimEnd()).toMatch(/["}\]]$/);
    }
  });
});
