/**
 * What a text scan of a TypeScript file may treat as code. `code` is the text with the inside of
 * every string and template blanked, and every regular expression, JSX text and comment blanked
 * whole (same length, same line breaks; a string or template keeps its quotes and `${`…`}`, so a
 * scan can still step over it), so a
 * search for `define…Bridge(` finds calls and never the same words inside a test's template string,
 * a pattern or a comment. `directiveLines` are the lines holding a `// @ts-expect-error` or
 * `// @ts-ignore`: the line after each is a deliberate error, which no command reports or edits.
 * The tokens come from js-tokens, a tokenizer that tells a regular expression from a division as
 * the language does, rather than a compiler: `gen` must not load one to report the bridges' arms.
 */
import jsTokens from "js-tokens";

export interface ScannedSource {
  /** The file's text as it is. */
  readonly text: string;
  readonly code: string;
  /** 1-based numbers of the lines that hold a type-check directive comment. */
  readonly directiveLines: ReadonlySet<number>;
}

const directive = /^\/\/\s*@ts-(?:expect-error|ignore)\b/;

/** How many characters of a token's text are delimiters kept at its start and end. */
const literalEdges: Readonly<Record<string, readonly [number, number]>> = {
  StringLiteral: [1, 1],
  JSXString: [1, 1],
  NoSubstitutionTemplate: [1, 1],
  TemplateHead: [1, 2],
  TemplateMiddle: [1, 2],
  TemplateTail: [1, 1],
  RegularExpressionLiteral: [0, 0],
  JSXText: [0, 0],
  MultiLineComment: [0, 0],
  SingleLineComment: [0, 0],
  HashbangComment: [0, 0],
};

/** Scans a file whose path is `path`: JSX is read in a `.tsx` file only, as TypeScript reads it. */
export function scanFile(path: string, text: string): ScannedSource {
  return scanSource(text, { jsx: path.endsWith(".tsx") });
}

/** Scans a file's text; `jsx` for a `.tsx` file, whose element text is not code either. */
export function scanSource(text: string, options: { readonly jsx?: boolean } = {}): ScannedSource {
  const code = text.split("");
  const directiveLines = new Set<number>();
  let line = 1;
  let offset = 0;
  for (const token of jsTokens(text, { jsx: options.jsx === true })) {
    const start = offset;
    offset += token.value.length;
    const edges = literalEdges[token.type];
    if (edges !== undefined) {
      if (token.type === "SingleLineComment" && directive.test(token.value)) directiveLines.add(line);
      // An unclosed literal runs to the end of the file: its last character is not a delimiter.
      const closed = !("closed" in token) || token.closed;
      for (let at = start + edges[0]; at < offset - (closed ? edges[1] : 0); at += 1)
        if (text[at] !== "\n") code[at] = " ";
    }
    for (const char of token.value) if (char === "\n") line += 1;
  }
  return { text, code: code.join(""), directiveLines };
}

/** Whether a construct spanning lines `first`…`last` holds, or directly follows, a type-check directive. */
export function underDirective(source: ScannedSource, first: number, last: number): boolean {
  for (let line = first - 1; line < last; line += 1) if (source.directiveLines.has(line)) return true;
  return false;
}

/**
 * Skips a string or template literal starting at `index` (templates with their `${…}` holes). On
 * scanned code, whose literals hold only blanks, it steps over any literal exactly.
 */
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
