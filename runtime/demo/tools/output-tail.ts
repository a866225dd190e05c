/**
 * The text a `bash` command printed, as the call returns it: each stream decoded as UTF-8 across its
 * chunks (a character whose bytes arrive in two reads stays one character), the streams' text kept in
 * the order it arrives, and only the last `outputCap` characters kept, where failures show. The cut
 * never falls inside a surrogate pair, so what is sent stays well-formed text (a lone surrogate makes
 * strict JSON readers such as serde_json refuse the whole message), and the kept text opens with a
 * line saying how many characters (code points) were cut.
 */
import { StringDecoder } from "node:string_decoder";

/** The characters (UTF-16 code units) of a command's output a call returns at most. */
export const outputCap = 30_000;

export class OutputTail {
  readonly #cap: number;
  #kept = "";
  #cut = 0;

  constructor(cap = outputCap) {
    this.#cap = cap;
  }

  /** A stream's own decoder: `write` each chunk as it comes, `end` once the stream is done. */
  stream(): { readonly write: (chunk: Buffer) => void; readonly end: () => void } {
    const decoder = new StringDecoder("utf8");
    return { write: (chunk) => this.add(decoder.write(chunk)), end: () => this.add(decoder.end()) };
  }

  /** The kept text, after a line that says how much was cut if anything was. */
  text(): string {
    return this.#cut === 0
      ? this.#kept
      : `[output truncated: the first ${this.#cut} characters are not shown]\n${this.#kept}`;
  }

  /** Text the command's output is followed by, such as why it could not start. */
  add(text: string): void {
    const joined = this.#kept + text;
    let start = Math.max(0, joined.length - this.#cap);
    if (isLowSurrogate(joined.charCodeAt(start)) && isHighSurrogate(joined.charCodeAt(start - 1))) start++;
    this.#cut += codePoints(joined, start);
    this.#kept = joined.slice(start);
  }
}

/** How many characters (code points, a surrogate pair being one) the first `end` code units of `text` hold. */
function codePoints(text: string, end: number): number {
  let count = end;
  for (let at = 1; at < end; at++) {
    if (isLowSurrogate(text.charCodeAt(at)) && isHighSurrogate(text.charCodeAt(at - 1))) count--;
  }
  return count;
}

function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}
