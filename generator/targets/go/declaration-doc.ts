/**
 * The doc comment of an exported Go declaration, which begins with the name it declares: Go's doc
 * conventions ask it, `go doc` lists it so, and staticcheck checks it (ST1020 for a function, ST1021
 * for a type, ST1022 for a variable or constant), optionally after "A", "An" or "The". A vocabulary's
 * doc is written for every host and seldom opens with the name, so the name goes first, then a dash;
 * a doc that already opens with the name is kept as it is. A comment that would open with Go's
 * `Deprecated:` paragraph, whose place is after the description, gets a sentence of its own first.
 *
 *     // FileDiff — One file's change.
 *     type FileDiff struct {
 */
import { docLines } from "../../emit/doc-lines.js";
import type { Code } from "../../emit/code.js";
import { unicodeEscape } from "../../model/visible-text.js";
import { goCommentLines } from "./syntax.js";

/** The articles staticcheck lets a doc comment open with before the name. */
const articles = ["", "A ", "An ", "The "];

/** Whether a doc line opens with `name` as a word, as the checks read it. */
function opensWithName(line: string, name: string): boolean {
  return articles.some((article) => line.startsWith(`${article}${name} `));
}

/** `// …` lines documenting the exported `name`, opening with it; none when there is nothing to say. */
export function goDeclarationDoc(name: string, paragraphs: readonly (string | undefined)[]): Code[] {
  const [first, ...rest] = docLines(paragraphs, unicodeEscape);
  if (first === undefined) return [];
  if (opensWithName(first, name)) return goCommentLines([first, ...rest]);
  if (first.startsWith("Deprecated:")) return goCommentLines([`${name} is deprecated.`, "", first, ...rest]);
  return goCommentLines([`${name} — ${first}`, ...rest]);
}
