/**
 * The server never crashes on any text: over the semantic fuzzer's mutations of the real vocabulary
 * (the inputs `test/toolchain/fuzz-schema.test.ts` feeds `gen`) and over truncations of it, every
 * rejected text gets diagnostics, and every request, at cursors spread through the text, returns a
 * result whose ranges lie inside the document. Each failure names its seed or cut.
 */
import { describe, expect, it } from "vitest";
import type { Range } from "vscode-languageserver";
import { TextDocument } from "vscode-languageserver-textdocument";
import { compileVocabulary } from "../../../generator/core/generate.js";
import { completeAt } from "../../../generator/lsp/completion.js";
import { findDefinition } from "../../../generator/lsp/definition.js";
import { vocabularyDiagnostics } from "../../../generator/lsp/diagnostics.js";
import { documentSymbols } from "../../../generator/lsp/document-symbols.js";
import { hoverAt } from "../../../generator/lsp/hover.js";
import { findReferences } from "../../../generator/lsp/references.js";
import { prepareRename, renameAt } from "../../../generator/lsp/rename.js";
import { indexVocabulary } from "../../../generator/lsp/vocabulary-index.js";
import { mutateSource } from "../../fuzz/mutate-source.js";
import { readRealSchema } from "../../support/generate.js";
import { uri } from "../../support/lsp.js";

const real = readRealSchema();
const lastGood = indexVocabulary(real);
const seeds = Array.from({ length: 150 }, (_, index) => 7_100_000 + index);
const cursorsPerText = 24;

/** Every range an answer holds, wherever it is nested. */
function rangesIn(value: unknown): Range[] {
  if (typeof value !== "object" || value === null) return [];
  const here = "start" in value && "end" in value && typeof value.start === "object" ? [value as Range] : [];
  return [...here, ...Object.values(value).flatMap(rangesIn)];
}

/** Problems with a text: a request that threw, a range outside it, a rejected text without diagnostics. */
function problemsWith(text: string, where: string): string[] {
  const problems: string[] = [];
  const document = TextDocument.create(uri, "json", 1, text);
  const lines = document.lineCount;
  const check = (what: string, answer: () => unknown) => {
    try {
      for (const range of rangesIn(answer())) {
        if (range.start.line >= lines || range.end.line >= lines)
          problems.push(`${where}: ${what} ranges past the text`);
      }
    } catch (error) {
      problems.push(`${where}: ${what} threw ${(error as Error).stack}`);
    }
  };
  check("diagnostics", () => {
    const { diagnostics } = vocabularyDiagnostics(document);
    if (!compileVocabulary(text).ok && diagnostics.length === 0)
      problems.push(`${where}: rejected without diagnostics`);
    return diagnostics;
  });
  const index = indexVocabulary(text);
  if (index !== undefined) check("document symbols", () => documentSymbols(document, index));
  for (let step = 0; step <= cursorsPerText; step++) {
    const offset = Math.floor((text.length * step) / cursorsPerText);
    check(`completion at ${offset}`, () => completeAt(document, index, index ?? lastGood, offset));
    if (index === undefined) continue;
    check(`definition at ${offset}`, () => findDefinition(document, index, offset));
    check(`references at ${offset}`, () => findReferences(document, index, offset, true));
    check(`hover at ${offset}`, () => hoverAt(document, index, offset));
    check(`prepare rename at ${offset}`, () => prepareRename(document, index, offset));
  }
  // Rename checks the renamed document, the dearest request: once per text, at the first type reference.
  const reference = index?.typeReferences[0];
  if (index !== undefined && reference !== undefined) {
    check("rename", () => renameAt(document, index, reference.nameSpan.start, "RenamedType"));
  }
  return problems;
}

describe("the language server on any text", () => {
  it(`answers every request on ${seeds.length} fuzzed vocabularies`, () => {
    const texts = seeds.map((seed) => mutateSource(real, seed).text);
    const problems = texts.flatMap((text, index) => problemsWith(text, `seed ${seeds[index]}`));
    expect(problems).toEqual([]);
    // Many mutations keep the text JSON (66 of these 150), so the requests an index answers are asked of them too.
    expect(texts.filter((text) => indexVocabulary(text) !== undefined).length).toBeGreaterThan(seeds.length / 3);
  }, 90_000); // every request at every offset of 150 vocabularies: a hang guard, not a speed target

  it("checks and completes on the real vocabulary cut anywhere, which no longer reads as JSON", () => {
    const cuts = Array.from({ length: 60 }, (_, index) => Math.floor((real.length * index) / 60));
    const problems = cuts.flatMap((cut) => problemsWith(real.slice(0, cut), `cut at ${cut}`));
    expect(problems).toEqual([]);
    // With no index, the other requests answer empty (`server.ts`), which the server test shows.
    expect(cuts.filter((cut) => indexVocabulary(real.slice(0, cut)) !== undefined)).toEqual([]);
  });
});
