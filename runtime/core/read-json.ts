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
    const value = reader.value(0);
    reader.skipSpace();
    if (reader.offset < text.length) throw reader.problem(reader.unexpected("the end of the text"));
    return { ok: true, value };
  } catch (thrown) {
    if (thrown instanceof Problem) return { ok: false, path: thrown.path, message: thrown.message };
    throw thrown;
  }
}

class Reader {
  offset = 0;
  /**
   * The keys and indices leading to the value being read, joined into its JSON Pointer only when it
   * has a problem: building every value's pointer would cost more than reading it.
   */
  private readonly path: (string | number)[] = [];

  constructor(private readonly text: string) {}

  problem(message: string): Problem {
    const pointer = this.path.map((token) => `/${typeof token === "number" ? token : escapePointerToken(token)}`);
    return new Problem(pointer.join(""), message);
  }

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

  value(depth: number): unknown {
    const char = this.text[this.offset];
    if (char === "{") return this.object(depth + 1);
    if (char === "[") return this.array(depth + 1);
    if (char === '"') {
      const text = this.string();
      if (text === undefined) throw this.problem("holds a lone surrogate");
      return text;
    }
    if (char === "-" || (char !== undefined && char >= "0" && char <= "9")) return this.number();
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
    throw this.problem(this.unexpected("a value"));
  }

  private enter(depth: number): void {
    if (depth > maxJsonDepth) throw this.problem(`nests deeper than ${maxJsonDepth} arrays and objects`);
    this.offset++;
    this.skipSpace();
  }

  private object(depth: number): Record<string, unknown> {
    this.enter(depth);
    const result: Record<string, unknown> = {};
    if (this.text[this.offset] === "}") {
      this.offset++;
      return result;
    }
    for (;;) {
      if (this.text[this.offset] !== '"') throw this.problem(this.unexpected("a key in double quotes"));
      const key = this.string();
      if (key === undefined) throw this.problem("has a key holding a lone surrogate");
      this.path.push(key);
      // Every key read so far is an own property of the result, `__proto__` included.
      if (Object.hasOwn(result, key)) throw this.problem("is a duplicate key");
      this.skipSpace();
      if (this.text[this.offset] !== ":") throw this.problem(this.unexpected('":"'));
      this.offset++;
      this.skipSpace();
      const item = this.value(depth);
      this.path.pop();
      // An own property even for `__proto__`, as JSON.parse makes it, rather than a new prototype.
      if (key === "__proto__") {
        Object.defineProperty(result, key, { value: item, writable: true, enumerable: true, configurable: true });
      } else {
        result[key] = item;
      }
      if (this.closes("}")) return result;
    }
  }

  private array(depth: number): unknown[] {
    this.enter(depth);
    const result: unknown[] = [];
    if (this.text[this.offset] === "]") {
      this.offset++;
      return result;
    }
    for (;;) {
      this.path.push(result.length);
      result.push(this.value(depth));
      this.path.pop();
      if (this.closes("]")) return result;
    }
  }

  /** After an entry or item: whether `closing` ends the object or array, else past the "," before the next. */
  private closes(closing: "}" | "]"): boolean {
    this.skipSpace();
    const next = this.text[this.offset];
    if (next !== closing && next !== ",") throw this.problem(this.unexpected(`"," or "${closing}"`));
    this.offset++;
    this.skipSpace();
    return next === closing;
  }

  private number(): number {
    numberPattern.lastIndex = this.offset;
    const match = numberPattern.exec(this.text);
    if (match === null) throw this.problem(this.unexpected("a number"));
    this.offset += match[0].length;
    // A point or an exponent the pattern left unread lacks its digits: the number is cut short, as the
    // other hosts' readers (which take the point or `e` before looking for a digit) say, at its pointer.
    const next = this.text[this.offset];
    if (next === "." || next === "e" || next === "E") {
      this.offset += next !== "." && /[+-]/.test(this.text[this.offset + 1] ?? "") ? 2 : 1;
      throw this.problem(this.unexpected("a digit"));
    }
    const value = Number(match[0]);
    // Number() reads the nearest double; beyond ±(2^53 - 1) hosts would hold different values, or none.
    if (!(Math.abs(value) <= Number.MAX_SAFE_INTEGER)) {
      throw this.problem(`must lie within ±(2^53 - 1) (found ${clipNumber(match[0])})`);
    }
    return value;
  }

  /** A string at the offset, its escapes read; undefined when it holds a lone surrogate. */
  private string(): string | undefined {
    const start = ++this.offset;
    let parts = "";
    let from = start;
    for (;;) {
      const char = this.text.charCodeAt(this.offset);
      if (char === 0x22) break;
      if (Number.isNaN(char)) throw this.problem(this.unexpected('the closing """'));
      if (char < 0x20) throw this.problem(this.unexpected("no control character in a string"));
      if (char !== 0x5c) {
        this.offset++;
        continue;
      }
      parts += this.text.slice(from, this.offset);
      const escape = this.text[this.offset + 1] ?? "";
      if (escape === "u") {
        const hex = this.text.slice(this.offset + 2, this.offset + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw this.problem(this.unexpected("four hexadecimal digits after \\u"));
        parts += String.fromCharCode(Number.parseInt(hex, 16));
        this.offset += 6;
      } else {
        const read = escapes[escape];
        if (read === undefined) throw this.problem(this.unexpected("an escape JSON knows"));
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
