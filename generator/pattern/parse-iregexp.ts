/**
 * Reads a `pattern` as an I-Regexp (RFC 9485, section 3's grammar) into a small syntax tree, or says
 * where it leaves I-Regexp: the UTF-16 offset inside the pattern and what was found there. Every
 * single-character atom (a literal, `.`, an escape, a bracket class, `\p{…}`) is resolved here to
 * one code point set, so the hosts' renderings (`render-pattern.ts`) and the Rust matcher
 * (`pattern-program.ts`) share one reading of each class.
 *
 * Two spellings I-Regexp reads as literal characters are refused on purpose: `^` first and `$` last
 * in a branch, which every other dialect reads as anchors, so `^[A-Z]+$` would silently never match
 * what its author meant; `\^` and `[$]` say the character. Counted repetitions stop at 1000, Go's
 * RE2 limit, so every host compiles what the checker accepted.
 *
 *     [A-Z]{2}\p{Nd}+   →  sequence(set A–Z repeated 2..2, set Nd repeated 1..∞)
 */
import { type CodePointRange, type CodePointSet, complementOf, normalizeSet } from "./code-point-set.js";
import { categorySet, isUnicodeCategory, unicodeCategories } from "./unicode-categories.js";

export type PatternNode =
  /** One character from the set. */
  | { readonly kind: "set"; readonly set: CodePointSet }
  | { readonly kind: "sequence"; readonly items: readonly PatternNode[] }
  | { readonly kind: "alternation"; readonly branches: readonly PatternNode[] }
  /** `max` undefined is unbounded. */
  | { readonly kind: "repeat"; readonly item: PatternNode; readonly min: number; readonly max: number | undefined };

export interface PatternProblem {
  /** Offset inside the pattern, in UTF-16 code units. */
  readonly offset: number;
  readonly message: string;
  readonly hint?: string;
}

export type ParsedPattern =
  { readonly ok: true; readonly tree: PatternNode } | { readonly ok: false; readonly problem: PatternProblem };

/** Go's RE2 refuses a counted repetition above this; so does the checker, for every host. */
export const maxRepeatCount = 1000;

/** `.`: any character but a line feed or a carriage return (RFC 9485, section 5.3). */
export const anyCharacter: CodePointSet = complementOf([
  [0x0a, 0x0a],
  [0x0d, 0x0d],
]);

class PatternError extends Error {
  constructor(readonly problem: PatternProblem) {
    super(problem.message);
  }
}

export function parseIRegexp(pattern: string): ParsedPattern {
  try {
    const reader = new Reader(pattern);
    const tree = reader.alternation();
    if (!reader.atEnd()) reader.fail(`found an unmatched ")"; expected a "(" before it`);
    return { ok: true, tree };
  } catch (error) {
    if (error instanceof PatternError) return { ok: false, problem: error.problem };
    throw error;
  }
}

/** The characters SingleCharEsc may escape (RFC 9485): `\(` … `\}` and n, r, t. */
const singleCharEscapes: ReadonlyMap<string, number> = new Map([
  ..."()*+-.?[\\]^{|}".split("").map((char): [string, number] => [char, char.codePointAt(0) ?? 0]),
  ["n", 0x0a],
  ["r", 0x0d],
  ["t", 0x09],
]);

/** Escapes other dialects have and I-Regexp does not, with what to write instead. */
const foreignEscapes: ReadonlyMap<string, string> = new Map([
  ["d", "[0-9] or \\p{Nd}"],
  ["D", "[^0-9]"],
  ["w", "[A-Za-z0-9_]"],
  ["W", "[^A-Za-z0-9_]"],
  ["s", "[ \\t\\n\\r]"],
  ["S", "[^ \\t\\n\\r]"],
  ["b", "nothing: patterns match the whole string"],
  ["B", "nothing: patterns match the whole string"],
  ["u", "the character itself"],
  ["x", "the character itself"],
  ["$", "[$]"],
  ["/", "/"],
]);

class Reader {
  private offset = 0;

  constructor(private readonly text: string) {}

  atEnd(): boolean {
    return this.offset >= this.text.length;
  }

  fail(message: string, hint?: string, offset = this.offset): never {
    throw new PatternError({ offset, message, ...(hint === undefined ? {} : { hint }) });
  }

  private peek(): string | undefined {
    const codePoint = this.text.codePointAt(this.offset);
    return codePoint === undefined ? undefined : String.fromCodePoint(codePoint);
  }

  private next(): string {
    const char = this.peek();
    if (char === undefined) this.fail("found the end of the pattern; expected more");
    this.offset += char.length;
    return char;
  }

  private expect(char: string, message: string): void {
    if (this.peek() !== char) this.fail(message);
    this.offset += char.length;
  }

  alternation(): PatternNode {
    const branches = [this.branch()];
    while (this.peek() === "|") {
      this.offset += 1;
      branches.push(this.branch());
    }
    return branches.length === 1 ? (branches[0] as PatternNode) : { kind: "alternation", branches };
  }

  private branch(): PatternNode {
    const items: PatternNode[] = [];
    const start = this.offset;
    for (let char = this.peek(); char !== undefined && char !== "|" && char !== ")"; char = this.peek()) {
      if (char === "^" && this.offset === start)
        this.fail(
          'found "^" at the start; a pattern always matches the whole string, and I-Regexp reads "^" as the character itself',
          'leave it out, or write "\\^" for the character',
        );
      items.push(this.piece());
    }
    // A literal "$" last: every atom that ends in "$" is that character alone.
    if (this.offset > start && this.text[this.offset - 1] === "$")
      this.fail(
        'found "$" at the end; a pattern always matches the whole string, and I-Regexp reads "$" as the character itself',
        'leave it out, or write "[$]" for the character',
        this.offset - 1,
      );
    return items.length === 1 ? (items[0] as PatternNode) : { kind: "sequence", items };
  }

  private piece(): PatternNode {
    const item = this.atom();
    const quantifierAt = this.offset;
    const char = this.peek();
    let repeat: PatternNode = item;
    if (char === "*") repeat = { kind: "repeat", item, min: 0, max: undefined };
    else if (char === "+") repeat = { kind: "repeat", item, min: 1, max: undefined };
    else if (char === "?") repeat = { kind: "repeat", item, min: 0, max: 1 };
    else if (char === "{") return this.counted(item);
    else return item;
    this.offset += 1;
    const after = this.peek();
    if (after === "?" || after === "+")
      this.fail(
        `found "${after}" after the quantifier "${this.text.slice(quantifierAt, this.offset)}"; I-Regexp has no lazy or possessive quantifiers`,
      );
    if (after === "*" || after === "{") this.fail(`found "${after}" after a quantifier; expected something to repeat`);
    return repeat;
  }

  private counted(item: PatternNode): PatternNode {
    const open = this.offset;
    this.offset += 1;
    const min = this.count(open);
    let max: number | undefined = min;
    if (this.peek() === ",") {
      this.offset += 1;
      max = this.peek() === "}" ? undefined : this.count(open);
    }
    this.expect("}", `found ${this.describeNext()} in a repetition; expected "{n}", "{n,}" or "{n,m}"`);
    if (max !== undefined && max < min)
      this.fail(`found the repetition {${min},${max}}, whose maximum is below its minimum`, undefined, open);
    const after = this.peek();
    if (after === "?" || after === "+" || after === "*" || after === "{")
      this.fail(`found "${after}" after a repetition; expected something to repeat`);
    return { kind: "repeat", item, min, max };
  }

  private count(open: number): number {
    const start = this.offset;
    while (/[0-9]/.test(this.text[this.offset] ?? "")) this.offset += 1;
    if (this.offset === start)
      this.fail(`found ${this.describeNext()} in a repetition; expected a number`, 'write "\\{" for the character');
    const count = Number(this.text.slice(start, this.offset));
    if (count > maxRepeatCount)
      this.fail(
        `found the count ${this.text.slice(start, this.offset)}; expected at most ${maxRepeatCount}`,
        undefined,
        open,
      );
    return count;
  }

  private describeNext(): string {
    const char = this.peek();
    return char === undefined ? "the end of the pattern" : JSON.stringify(char);
  }

  private atom(): PatternNode {
    const at = this.offset;
    const char = this.next();
    switch (char) {
      case "(": {
        if (this.peek() === "?")
          this.fail(
            'found "(?"; I-Regexp groups take no modifiers (no "(?:", lookaround or named groups)',
            "write the group as (…)",
          );
        const inner = this.alternation();
        this.expect(")", `found ${this.describeNext()}; expected ")" to close the group opened at offset ${at}`);
        return inner;
      }
      case ".":
        return { kind: "set", set: anyCharacter };
      case "[":
        return { kind: "set", set: this.bracketClass(at) };
      case "\\":
        return { kind: "set", set: this.escape(at) };
      case "*":
      case "+":
      case "?":
      case "{":
        return this.fail(`found "${char}" with nothing before it to repeat`, `write "\\${char}" for the character`, at);
      case ")":
        return this.fail(`found an unmatched ")"`, 'write "\\)" for the character', at);
      case "]":
      case "}":
        return this.fail(`found an unmatched "${char}"`, `write "\\${char}" for the character`, at);
      default:
        return { kind: "set", set: single(char) };
    }
  }

  /** After a backslash outside a class: a single-character escape or a category. */
  private escape(at: number): CodePointSet {
    const char = this.peek();
    if (char === "p" || char === "P") {
      this.offset += 1;
      return this.category(char === "P", at);
    }
    if (char === undefined)
      this.fail('found "\\" at the end of the pattern; expected a character to escape', undefined, at);
    const escaped = singleCharEscapes.get(char);
    if (escaped === undefined) {
      const instead = foreignEscapes.get(char);
      this.fail(
        `found the escape "\\${char}", which I-Regexp does not have`,
        instead === undefined
          ? "I-Regexp escapes only ( ) * + - . ? [ \\ ] ^ { | } n r t and \\p{…}"
          : `write ${instead}`,
        at,
      );
    }
    this.offset += char.length;
    return single(String.fromCodePoint(escaped));
  }

  private category(complement: boolean, at: number): CodePointSet {
    this.expect("{", `found ${this.describeNext()} after "\\${complement ? "P" : "p"}"; expected "{" and a category`);
    const start = this.offset;
    while (/[A-Za-z]/.test(this.text[this.offset] ?? "")) this.offset += 1;
    const name = this.text.slice(start, this.offset);
    if (!isUnicodeCategory(name))
      this.fail(
        `found the category "${name}"; I-Regexp names only Unicode general categories`,
        `expected one of ${unicodeCategories.join(", ")}`,
        start,
      );
    this.expect("}", `found ${this.describeNext()}; expected "}" to close the category opened at offset ${at}`);
    const set = categorySet(name);
    return complement ? complementOf(set) : set;
  }

  /** `[…]` and `[^…]`, after the `[`. */
  private bracketClass(at: number): CodePointSet {
    const negated = this.peek() === "^";
    if (negated) this.offset += 1;
    const parts: CodePointRange[] = [];
    let first = true;
    for (;;) {
      const char = this.peek();
      if (char === undefined)
        this.fail(`found the end of the pattern; expected "]" to close the class opened at offset ${at}`);
      if (char === "]") {
        if (first) this.fail('found an empty class "[]"; expected at least one character in it', undefined, at);
        this.offset += 1;
        break;
      }
      if (char === "-") {
        // A hyphen is a character only first or last in a class.
        const last = this.text[this.offset + 1] === "]";
        if (!first && !last)
          this.fail(
            'found "-" inside a class; expected it only first, last or between the two ends of a range',
            'write "\\-" for the character',
          );
        this.offset += 1;
        parts.push([0x2d, 0x2d]);
        first = false;
        continue;
      }
      first = false;
      if (char === "\\" && /[pP]/.test(this.text[this.offset + 1] ?? "")) {
        const escapeAt = this.offset;
        this.offset += 2;
        parts.push(...this.category(this.text[escapeAt + 1] === "P", escapeAt));
        continue;
      }
      const rangeAt = this.offset;
      const low = this.classCharacter();
      if (this.peek() === "-" && this.text[this.offset + 1] !== "]" && this.offset + 1 < this.text.length) {
        this.offset += 1;
        const high = this.classCharacter();
        if (high < low)
          this.fail(
            `found the range ${this.text.slice(rangeAt, this.offset)}, whose end comes before its start`,
            undefined,
            rangeAt,
          );
        parts.push([low, high]);
      } else {
        parts.push([low, low]);
      }
    }
    const set = normalizeSet(parts);
    return negated ? complementOf(set) : set;
  }

  /** One CCchar: a character other than `[`, `\`, `]` and `-`, or a single-character escape. */
  private classCharacter(): number {
    const at = this.offset;
    const char = this.next();
    if (char === "\\") {
      if (/[pP]/.test(this.peek() ?? ""))
        this.fail("found a category where a range ends; expected one character", undefined, at);
      const set = this.escape(at);
      return set[0]?.[0] ?? 0;
    }
    if (char === "[")
      this.fail('found "[" inside a class; I-Regexp has no nested classes', 'write "\\[" for the character', at);
    if (char === "-")
      this.fail('found "-" where a range ends; expected a character', 'write "\\-" for the character', at);
    return char.codePointAt(0) ?? 0;
  }
}

function single(char: string): CodePointSet {
  const codePoint = char.codePointAt(0) ?? 0;
  return [[codePoint, codePoint]];
}
