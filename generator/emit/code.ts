/**
 * A tiny code builder. Text from the vocabulary can only enter generated code as a string literal (a
 * `string` hole is always quoted) or as an identifier checked on creation; only `Code` values are
 * spliced in verbatim. So a doc line or tag value can never become code. The exports below speak
 * TypeScript; `dialect` builds the same builder for another language from its quoting and identifier
 * rules (each `syntax.ts` under `targets/`).
 *
 *     code`export const ${identifier("toolCallViewCards")} = [${join(values, ", ")}] as const;`
 *
 * Nesting is data, not whitespace: a `Block` holds its opening line, its statements and its closing
 * line, and the dialect's `render` lays it out with that language's indentation (two spaces for
 * TypeScript, a tab for Go, four spaces for Rust and Python). No template types its own indentation.
 *
 *     render([block(code`if (${test}) {`, [code`return false;`], raw("}"))])
 *
 * Line breaks that depend on width are decided the same way, by the printer: a `Layout` is a choice
 * among layouts made when `render` reaches it, knowing the real depth and the language's widths (its
 * `Page`), as prettier's groups are; an emitter describes the alternatives and never passes a depth.
 *
 *     layout((page) => (page.fits(oneLine) ? oneLine : block(code`${head}(`, args, code`)`)))
 */
import { docLines } from "./doc-lines.js";
import { unicodeEscape } from "../model/visible-text.js";
import { identifierPattern } from "../model/names.js";

export class Code {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export type Hole = Code | string | number | boolean | null;

export type Template = (strings: TemplateStringsArray, ...holes: readonly Hole[]) => Code;

/** A statement: one line (or lines already laid out), a block that nests its body one level, or a layout. */
export type Statement = Code | Block | Layout;

/** Where a statement lands when it is laid out: its depth, and the language's widths there. */
export interface Page {
  readonly depth: number;
  /** The language's widths by name (`line`, and any its formatter keeps besides, e.g. Rust's `callArguments`). */
  readonly widths: Readonly<Record<string, number>> & { readonly line: number };
  /** Whether `line`, indented to this depth, is at most `width` columns (default: the `line` width). */
  fits(line: Code, width?: number): boolean;
}

/**
 * A statement whose layout the printer chooses where it lands (see the header). It may choose several
 * statements: a Rust signature too long for its line is a block of its parameters, then the block of
 * the function's body.
 */
export interface Layout {
  readonly choose: (page: Page) => Statement | readonly Statement[];
}

export function layout(choose: (page: Page) => Statement | readonly Statement[]): Layout {
  return { choose };
}

export interface Block {
  /** The line that opens the block (`if (x) {`, `def f():`). */
  readonly open: Code;
  readonly body: readonly Statement[];
  /** The line that closes it (`}`, `} else {`), or none where indentation alone closes it (Python). */
  readonly close?: Code;
}

const isLayout = (statement: Statement): statement is Layout => "choose" in statement;

export function block(open: Code, body: readonly Statement[], close?: Code): Block {
  return close === undefined ? { open, body } : { open, body, close };
}

/** A C-family block: `head {`, the body, `}` (or `closing`, e.g. `});`). */
export function braces(head: Code, body: readonly Statement[], closing = "}"): Block {
  return { open: new Code(`${head.text} {`), body, close: new Code(closing) };
}

/** One target language's builder: how it quotes a string and which names it accepts as identifiers. */
export interface Dialect {
  readonly code: Template;
  /** A string literal of `text`. */
  readonly literal: (text: string) => Code;
  /** An identifier, checked so it cannot carry anything but a name. */
  readonly identifier: (name: string) => Code;
  readonly isIdentifier: (name: string) => boolean;
  readonly join: (parts: readonly Hole[], separator: string) => Code;
  /** Statements laid out at `depth` levels of this language's indentation. */
  readonly render: (statements: readonly Statement[], depth?: number) => Code;
}

export interface DialectRules {
  readonly quote: (text: string) => string;
  readonly isIdentifier: (name: string) => boolean;
  /** How booleans and null are spelled, when not as in JavaScript. */
  readonly literals?: { readonly true: string; readonly false: string; readonly null: string };
  /** One level of indentation (`"  "`, `"\t"`, `"    "`). */
  readonly indentUnit: string;
  /** What an empty block holds, where the language needs a statement there (Python's `pass`). */
  readonly emptyBody?: string;
  /** The widths its formatter lays lines out to, which a `Layout` reads; `line` is the page's width. */
  readonly widths?: Readonly<Record<string, number>> & { readonly line: number };
}

/**
 * A double-quoted string literal in the C family's escapes (`\"`, `\\`, `\n`, `\r`, `\t`), with each
 * language's own spelling for any other control character and for a lone surrogate, which no UTF-8
 * source can hold. Go and Rust differ only in those two.
 */
export function quoteEscaping(text: string, control: (point: number) => string, loneSurrogate: string): string {
  let quoted = '"';
  for (const char of text) {
    const point = char.codePointAt(0) ?? 0;
    if (char === '"' || char === "\\") quoted += `\\${char}`;
    else if (char === "\n") quoted += "\\n";
    else if (char === "\r") quoted += "\\r";
    else if (char === "\t") quoted += "\\t";
    else if (point < 0x20 || (point >= 0x7f && point <= 0x9f)) quoted += control(point);
    else if (point >= 0xd800 && point <= 0xdfff) quoted += loneSurrogate;
    else quoted += char;
  }
  return `${quoted}"`;
}

export function dialect(rules: DialectRules): Dialect {
  const render = (hole: Hole): string => {
    if (hole instanceof Code) return hole.text;
    if (typeof hole === "string") return rules.quote(hole);
    if (typeof hole === "number" && !Number.isFinite(hole)) throw new Error(`cannot emit the number ${hole}`);
    if (rules.literals !== undefined && (hole === null || typeof hole === "boolean")) {
      return hole === null ? rules.literals.null : hole ? rules.literals.true : rules.literals.false;
    }
    return String(hole);
  };
  return {
    code(strings, ...holes) {
      let text = strings[0] ?? "";
      holes.forEach((hole, index) => {
        text += render(hole) + (strings[index + 1] ?? "");
      });
      return new Code(text);
    },
    literal: (text) => new Code(rules.quote(text)),
    identifier(name) {
      if (!rules.isIdentifier(name)) throw new Error(`"${name}" is not an identifier`);
      return new Code(name);
    },
    isIdentifier: rules.isIdentifier,
    join: (parts, separator) => new Code(parts.map(render).join(separator)),
    render(statements, depth = 0) {
      const lines: string[] = [];
      layOut(statements, depth, rules, lines);
      return new Code(lines.join("\n"));
    },
  };
}

/**
 * Appends the statements' lines to `lines`, each non-empty one indented `depth` levels. One array
 * for the whole tree: a large vocabulary lays out hundreds of thousands of lines, and building an
 * array per block made the layout a tenth of `gen`'s time.
 */
function layOut(statements: readonly Statement[], depth: number, rules: DialectRules, lines: string[]): void {
  const pad = rules.indentUnit.repeat(depth);
  for (const statement of statements) {
    if (isLayout(statement)) {
      layOut([statement.choose(pageAt(depth, rules))].flat(), depth, rules, lines);
      continue;
    }
    if (statement instanceof Code) {
      const text = statement.text;
      if (!text.includes("\n")) lines.push(text === "" ? text : pad + text);
      else for (const line of text.split("\n")) lines.push(line === "" ? line : pad + line);
      continue;
    }
    lines.push(pad + statement.open.text);
    const body =
      statement.body.length === 0 && rules.emptyBody !== undefined ? [new Code(rules.emptyBody)] : statement.body;
    layOut(body, depth + 1, rules, lines);
    if (statement.close !== undefined) lines.push(pad + statement.close.text);
  }
}

/** The page at `depth`: an indentation unit counts its characters, a tab as one level of four columns. */
function pageAt(depth: number, rules: DialectRules): Page {
  const widths = rules.widths ?? { line: Number.POSITIVE_INFINITY };
  const indent = depth * (rules.indentUnit === "\t" ? 4 : rules.indentUnit.length);
  return { depth, widths, fits: (line, width = widths.line) => indent + line.text.length <= width };
}

const typeScript = dialect({
  quote: (text) => JSON.stringify(text),
  isIdentifier: (name) => identifierPattern.test(name),
  indentUnit: "  ",
});

export const code: Template = typeScript.code;

/** An identifier, checked so it cannot carry anything but a name. */
export const identifier = typeScript.identifier;

export const join = typeScript.join;

/** TypeScript statements laid out with two spaces per level. */
export const render = typeScript.render;

/** Text the emitter itself chose (a keyword, a fixed type name), never text from the vocabulary. */
export function raw(text: string): Code {
  return new Code(text);
}

/** A property name: bare when it is an identifier, a string literal otherwise. */
export function propertyKey(name: string): Code {
  return new Code(identifierPattern.test(name) ? name : JSON.stringify(name));
}

export function lines(parts: readonly (Code | undefined)[]): Code {
  return new Code(
    parts
      .filter((part): part is Code => part !== undefined)
      .map((part) => part.text)
      .join("\n"),
  );
}

/**
 * A `/** … *\/` block. `*\/` inside the text is broken up so the comment cannot end early; a hidden
 * code point is written by `escape` (TypeScript's `\uXXXX` unless a target chooses another).
 */
export function docComment(paragraphs: readonly (string | undefined)[], escape = unicodeEscape): Code {
  // TypeScript's doc comments run their paragraphs together, line after line.
  const body = paragraphs
    .flatMap((paragraph) => docLines([paragraph], escape))
    .map((line) => line.replaceAll("*/", "*\\/"));
  if (body.length === 1) return new Code(`/** ${body[0]} */`);
  return new Code(["/**", ...body.map((line) => (line === "" ? " *" : ` * ${line}`)), " */"].join("\n"));
}

/**
 * Identifiers a language derives from vocabulary names (`oldText` → `old_text`, `read` → `Read`), keyed
 * by the name. Two names that come out alike are an error, never renamed into something else.
 */
export function derivedIdentifiers(
  names: readonly string[],
  derive: (name: string) => Code,
  where: string,
): (name: string) => Code {
  const byName = new Map<string, Code>();
  const byText = new Map<string, string>();
  for (const name of names) {
    const derived = derive(name);
    const clash = byText.get(derived.text);
    if (clash !== undefined)
      throw new Error(`${where}: "${clash}" and "${name}" would both be spelled ${derived.text}`);
    byText.set(derived.text, name);
    byName.set(name, derived);
  }
  return (name) => {
    const derived = byName.get(name);
    if (derived === undefined) throw new Error(`${where}: no identifier derived for "${name}"`);
    return derived;
  };
}
