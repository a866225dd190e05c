/**
 * Python's spelling rules for the code builder: string literals (double-quoted, every character that
 * could end or bend the literal escaped), identifiers that are no keyword, and `True`/`False`/`None`.
 * Doc text enters Python only as a docstring literal, so it can never become a statement.
 */
import { docLines } from "../../emit/doc-lines.js";
import { unicodeEscape } from "../../model/visible-text.js";
import { Code, dialect } from "../../emit/code.js";
import { isPythonIdentifier } from "./naming.js";

/** JSON's escapes (`\"`, `\\`, `\n`, `\uXXXX`, …) mean the same in a Python string literal. */
function quotePython(text: string): string {
  return JSON.stringify(text).replace(/[\u007f-\u009f\u2028\u2029]/g, (char) => unicodeEscape(char.charCodeAt(0)));
}

export const python = dialect({
  quote: quotePython,
  isIdentifier: isPythonIdentifier,
  literals: { true: "True", false: "False", null: "None" },
  indentUnit: "    ",
  // An empty body is also how a branch that accepts the value says so.
  emptyBody: "pass",
});

/** A docstring: a plain string literal placed where Python reads documentation. */
export function pythonDocstring(paragraphs: readonly (string | undefined)[]): Code | undefined {
  // Written into the literal as the text `\u202e`, which the literal's quoting keeps as a backslash.
  const text = docLines(paragraphs, unicodeEscape).join("\n");
  return text === "" ? undefined : python.literal(text);
}
