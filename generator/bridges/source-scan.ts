/**
 * What a text scan of a TypeScript file may treat as code. `code` is the text with its strings,
 * template literals and comments blanked (same length, same line breaks), so a search for
 * `define…Bridge(` finds calls and never the same words inside a test's template string or a
 * comment. `directiveLines` are the lines holding a `// @ts-expect-error` or `// @ts-ignore`: the
 * line after each is a deliberate error, which no command reports or edits. A scan, not a parse,
 * because `gen` must not load a compiler; a regular expression literal holding a quote is the one
 * construct it misreads, and bridges do not write one around their arms.
 */

export interface ScannedSource {
  readonly code: string;
  /** 1-based numbers of the lines that hold a type-check directive comment. */
  readonly directiveLines: ReadonlySet<number>;
}

const directive = /^\/\/\s*@ts-(?:expect-error|ignore)\b/;

export function scanSource(text: string): ScannedSource {
  const code = text.split("");
  const directiveLines = new Set<number>();
  let line = 1;
  const blank = (from: number, to: number) => {
    for (let at = from; at < to; at += 1) {
      if (text[at] === "\n") line += 1;
      else code[at] = " ";
    }
  };
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (char === "\n") {
      line += 1;
      index += 1;
    } else if (text.startsWith("//", index)) {
      const end = text.indexOf("\n", index);
      const stop = end < 0 ? text.length : end;
      if (directive.test(text.slice(index, stop))) directiveLines.add(line);
      blank(index, stop);
      index = stop;
    } else if (text.startsWith("/*", index)) {
      const end = text.indexOf("*/", index + 2);
      const stop = end < 0 ? text.length : end + 2;
      blank(index, stop);
      index = stop;
    } else if (char === '"' || char === "'" || char === "`") {
      const stop = skipString(text, index);
      blank(index, stop);
      index = stop;
    } else index += 1;
  }
  return { code: code.join(""), directiveLines };
}

/** Whether a construct spanning lines `first`…`last` holds, or directly follows, a type-check directive. */
export function underDirective(source: ScannedSource, first: number, last: number): boolean {
  for (let line = first - 1; line < last; line += 1) if (source.directiveLines.has(line)) return true;
  return false;
}

/** Skips a string or template literal starting at `index` (templates with their `${…}` holes). */
export function skipString(text: string, index: number): number {
  const quote = text[index];
  index += 1;
  while (index < text.length) {
    const char = text[index];
    if (char === "\\") index += 2;
    else if (char === quote) return index + 1;
    else if (quote !== "`" && char === "\n") return index;
    else if (quote === "`" && text.startsWith("${", index)) index = skipBalanced(text, index + 1, "{", "}");
    else index += 1;
  }
  return index;
}

/** The offset just past the bracket that closes the one at `index`, skipping strings and comments on the way. */
export function skipBalanced(text: string, index: number, open: string, close: string): number {
  let depth = 0;
  while (index < text.length) {
    const char = text[index];
    if (char === open) depth += 1;
    else if (char === close && --depth === 0) return index + 1;
    if (char === '"' || char === "'" || char === "`") index = skipString(text, index);
    else if (text.startsWith("//", index) || text.startsWith("/*", index)) index = skipTrivia(text, index);
    else index += 1;
  }
  return index;
}

/** Skips whitespace and comments. */
export function skipTrivia(text: string, index: number): number {
  for (;;) {
    while (index < text.length && /\s/.test(text[index] as string)) index += 1;
    if (text.startsWith("//", index)) {
      const end = text.indexOf("\n", index);
      index = end < 0 ? text.length : end + 1;
    } else if (text.startsWith("/*", index)) {
      const end = text.indexOf("*/", index + 2);
      index = end < 0 ? text.length : end + 2;
    } else return index;
  }
}
