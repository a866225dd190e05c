/**
 * Go's spelling rules for the code builder: interpreted string literals with Go's escapes,
 * identifiers that are no keyword, and doc comments split so every line starts with `//` (a Go line
 * comment ends only at a line break, so a doc line can never become code).
 */
import { Code, dialect } from "../../emit/code.js";

const keywords = new Set(
  "break case chan const continue default defer else fallthrough for func go goto if import interface map package range return select struct switch type var".split(
    " ",
  ),
);

export function isGoIdentifier(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && name !== "_" && !keywords.has(name);
}

function quoteGo(text: string): string {
  let quoted = '"';
  for (const char of text) {
    const point = char.codePointAt(0) ?? 0;
    if (char === '"' || char === "\\") quoted += `\\${char}`;
    else if (char === "\n") quoted += "\\n";
    else if (char === "\r") quoted += "\\r";
    else if (char === "\t") quoted += "\\t";
    else if (point < 0x20 || point === 0x7f) quoted += `\\x${point.toString(16).padStart(2, "0")}`;
    else if (point >= 0xd800 && point <= 0xdfff)
      quoted += "\\ufffd"; // a lone surrogate has no Go spelling
    else quoted += char;
  }
  return `${quoted}"`;
}

export const go = dialect({
  quote: quoteGo,
  isIdentifier: isGoIdentifier,
  literals: { true: "true", false: "false", null: "nil" },
});

/** `// …` lines for a doc comment; empty when there is nothing to say. */
export function goDoc(paragraphs: readonly (string | undefined)[]): Code[] {
  return paragraphs
    .filter((paragraph): paragraph is string => paragraph !== undefined && paragraph !== "")
    .flatMap((paragraph, index) => [...(index > 0 ? [""] : []), ...paragraph.split(/\r\n|\r|\n|\u2028|\u2029/)])
    .map((line) => new Code(line === "" ? "//" : `// ${line}`));
}
