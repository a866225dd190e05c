/**
 * The text a `bash` command printed, as the call returns it: each stream decoded as UTF-8 across its
 * chunks (a character whose bytes arrive in two reads stays one character), the streams' text kept in
 * the order it arrives, and only the last `outputCap` characters kept, where failures show. The cut
 * never falls inside a surrogate pair, so what is sent stays well-formed text (a lone surrogate makes
 * strict JSON readers such as serde_json refuse the whole message), and the kept text opens with a
 * line saying how many characters (code points) were cut.
 */
import { StringDecoder } from "node:string_decoder";
import { codePoints, startBetweenCodePoints } from "./code-points.js";

/** The characters (UTF-16 code units) of a command's output a call returns at most. */
export const outputCap = 30_000;

export class OutputTail {
  readonly #cap: number;
  /** The decoded text in arrival order, each piece whole characters; the oldest go once the rest fill the cap. */
  readonly #pieces: string[] = [];
  #length = 0;
  #cut = 0;

  constructor(cap = outputCap) {
    this.#cap = cap;
  }

  /** A stream's own decoder: `write` each chunk as it comes, `end` once the stream is done. */
  stream(): { readonly write: (chunk: Buffer) => void; readonly end: () => void } {
    const decoder = new StringDecoder("utf8");
    return { write: (chunk) => this.add(decoder.write(chunk)), end: () => this.add(decoder.end()) };
  }

  /** Text the command's output is followed by, such as why it could not start. */
  add(text: string): void {
    if (text === "") return;
    this.#pieces.push(text);
    this.#length += text.length;
    // Dropping whole pieces as they come keeps memory near the cap, and the text is joined only once.
    for (let first = this.#pieces[0]; first !== undefined && this.#length - first.length >= this.#cap;) {
      this.#pieces.shift();
      this.#length -= first.length;
      this.#cut += codePoints(first);
      first = this.#pieces[0];
    }
  }

  /** The kept text, after a line that says how much was cut if anything was. */
  text(): string {
    const joined = this.#pieces.join("");
    const start = startBetweenCodePoints(joined, Math.max(0, joined.length - this.#cap));
    const cut = this.#cut + codePoints(joined.slice(0, start));
    const kept = joined.slice(start);
    return cut === 0 ? kept : `[output truncated: the first ${cut} characters are not shown]\n${kept}`;
  }
}
