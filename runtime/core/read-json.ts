/**
 * Reads JSON text by the rules every host shares (docs/json.md, I-JSON): one value, no duplicate
 * keys, no lone surrogates, every number within ±(2^53 - 1), at most 512 arrays and objects deep.
 * `JSON.parse` keeps the last of two equal keys, reads `"\ud800"` and rounds `9007199254740993`, so
 * a host that used it would accept texts the other hosts refuse; this reader refuses them with the
 * JSON Pointer of the offending value. It never throws and never recurses past the depth limit.
 */
import { escapePointerToken } from "../../lib/pointer.js";

/** How many arrays and objects may be open at once; the same in every host. */
export const maxJsonDepth = 512;

/** The value the text holds, or its first problem: the JSON Pointer of the value concerned and what is wrong. */
export type ReadJson =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly path: string; readonly message: string };

/** Thrown inside the reader only, and caught at its entry. */
class Problem {
  constructor(
    readonly path: string,
    readonly message: string,
  ) {}
}

const numberPattern = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const loneSurrogate = /\p{Cs}/u;
const escapes: Readonly<Record<string, string>> = {
  '"': '"',
  "\\": "\\",
  "/": "/",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
};

export function readJson(text: string): ReadJson {
  try {
    const reader = new Reader(text);
    reader.skipSpace();
    const value = reader.value("", 0);
    reader.skipSpace();
    if (reader.offset < text.length) throw new Problem("", reader.unexpected("the end of the text"));
    return { ok: true, value };
  } catch (thrown) {
    if (thrown instanceof Problem) return { ok: false, path: thrown.path, message: thrown.message };
    throw thrown;
  }
}

class Reader {
  offset = 0;

  constructor(private readonly text: string) {}

  skipSpace(): void {
    for (;;) {
      const char = this.text.charCodeAt(this.offset);
      // JSON's whitespace: space, tab, line feed, carriage return; nothing else (not a byte-order mark).
      if (char !== 0x20 && char !== 0x09 && char !== 0x0a && char !== 0x0d) return;
      this.offset++;
    }
  }

  unexpected(expected: string): string {
    const found =
      this.offset >= this.text.length
        ? "the end of the text"
        : JSON.stringify(this.text.slice(this.offset, this.offset + 1));
    return `is not JSON: expected ${expected} at character ${this.offset}, found ${found}`;
  }

  value(path: string, depth: number): unknown {
    const char = this.text[this.offset];
    if (char === "{") return this.object(path, depth + 1);
    if (char === "[") return this.array(path, depth + 1);
    if (char === '"') {
      const text = this.string(path);
      if (text === undefined) throw new Problem(path, "holds a lone surrogate");
      return text;
    }
    if (char === "-" || (char !== undefined && char >= "0" && char <= "9")) return this.number(path);
    for (const [word, value] of [
      ["true", true],
      ["false", false],
      ["null", null],
    ] as const) {
      if (this.text.startsWith(word, this.offset)) {
        this.offset += word.length;
        return value;
      }
    }
    throw new Problem(path, this.unexpected("a value"));
  }

  private enter(path: string, depth: number): void {
    if (depth > maxJsonDepth) throw new Problem(path, `nests deeper than ${maxJsonDepth} arrays and objects`);
    this.offset++;
    this.skipSpace();
  }

  private object(path: string, depth: number): Record<string, unknown> {
    this.enter(path, depth);
    const result: Record<string, unknown> = {};
    const seen = new Set<string>();
    if (this.text[this.offset] === "}") {
      this.offset++;
      return result;
    }
    for (;;) {
      if (this.text[this.offset] !== '"') throw new Problem(path, this.unexpected("a key in double quotes"));
      const key = this.string(path);
      if (key === undefined) throw new Problem(path, "has a key holding a lone surrogate");
      const at = `${path}/${escapePointerToken(key)}`;
      if (seen.has(key)) throw new Problem(at, "is a duplicate key");
      seen.add(key);
      this.skipSpace();
      if (this.text[this.offset] !== ":") throw new Problem(at, this.unexpected('":"'));
      this.offset++;
      this.skipSpace();
      const item = this.value(at, depth);
      // An own property even for `__proto__`, as JSON.parse makes it, rather than a new prototype.
      if (key === "__proto__") {
        Object.defineProperty(result, key, { value: item, writable: true, enumerable: true, configurable: true });
      } else {
        result[key] = item;
      }
      if (this.closes(path, "}")) return result;
    }
  }

  private array(path: string, depth: number): unknown[] {
    this.enter(path, depth);
    const result: unknown[] = [];
    if (this.text[this.offset] === "]") {
      this.offset++;
      return result;
    }
    for (;;) {
      result.push(this.value(`${path}/${result.length}`, depth));
      if (this.closes(path, "]")) return result;
    }
  }

  /** After an entry or item: whether `closing` ends the object or array, else past the "," before the next. */
  private closes(path: string, closing: "}" | "]"): boolean {
    this.skipSpace();
    const next = this.text[this.offset];
    if (next !== closing && next !== ",") throw new Problem(path, this.unexpected(`"," or "${closing}"`));
    this.offset++;
    this.skipSpace();
    return next === closing;
  }

  private number(path: string): number {
    numberPattern.lastIndex = this.offset;
    const match = numberPattern.exec(this.text);
    if (match === null) throw new Problem(path, this.unexpected("a number"));
    this.offset += match[0].length;
    const value = Number(match[0]);
    // Number() reads the nearest double; beyond ±(2^53 - 1) hosts would hold different values, or none.
    if (!(Math.abs(value) <= Number.MAX_SAFE_INTEGER)) {
      throw new Problem(path, `must lie within ±(2^53 - 1) (found ${clipNumber(match[0])})`);
    }
    return value;
  }

  /** A string at the offset, its escapes read; undefined when it holds a lone surrogate. */
  private string(path: string): string | undefined {
    const start = ++this.offset;
    let parts = "";
    let from = start;
    for (;;) {
      const char = this.text.charCodeAt(this.offset);
      if (char === 0x22) break;
      if (Number.isNaN(char)) throw new Problem(path, this.unexpected('the closing """'));
      if (char < 0x20) throw new Problem(path, this.unexpected("no control character in a string"));
      if (char !== 0x5c) {
        this.offset++;
        continue;
      }
      parts += this.text.slice(from, this.offset);
      const escape = this.text[this.offset + 1] ?? "";
      if (escape === "u") {
        const hex = this.text.slice(this.offset + 2, this.offset + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex))
          throw new Problem(path, this.unexpected("four hexadecimal digits after \\u"));
        parts += String.fromCharCode(Number.parseInt(hex, 16));
        this.offset += 6;
      } else {
        const read = escapes[escape];
        if (read === undefined) throw new Problem(path, this.unexpected("an escape JSON knows"));
        parts += read;
        this.offset += 2;
      }
      from = this.offset;
    }
    const result = parts + this.text.slice(from, this.offset);
    this.offset++;
    return loneSurrogate.test(result) ? undefined : result;
  }
}

/** A number as a problem quotes it: a literal of a thousand digits is cut, not echoed. */
function clipNumber(literal: string): string {
  return literal.length <= 40 ? literal : `${literal.slice(0, 40)}… (${literal.length} characters)`;
}
