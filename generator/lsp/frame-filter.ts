/**
 * The base protocol's framing, checked before the protocol library reads it: a stream of messages,
 * each a header block (`Name: value` lines ending in an empty line) with a `Content-Length` of
 * decimal digits, then that many bytes of body. Well-formed messages pass through byte for byte.
 * `vscode-jsonrpc`'s reader reports a header block without a usable `Content-Length` and then reads
 * the next body as headers, so one bad message would leave the server deaf for good; this filter
 * drops the bad block instead, says why, and reads on from the next `Content-Length` header, so the
 * next well-formed request is answered. A header block longer than `maxHeaderBytes` (one that may
 * never end) is dropped the same way.
 */
import { Transform, type TransformCallback } from "node:stream";

/** Far more than any client's headers (`Content-Length` and `Content-Type` take under 100 bytes). */
export const maxHeaderBytes = 8192;

const headerEnd = Buffer.from("\r\n\r\n");
/** Where a header block can start again, found in the bytes read as Latin-1 (one character a byte). */
const contentLengthHeader = /content-length[ \t]*:/i;
/** How much of the end of a dropped stretch might be the start of a header cut off by the chunk. */
const keptTail = "content-length:".length - 1;

type HeaderCheck = { readonly ok: true; readonly length: number } | { readonly ok: false; readonly problem: string };

/** The body length a header block announces, or what is wrong with it. */
export function checkHeaderBlock(block: string): HeaderCheck {
  const lengths: string[] = [];
  for (const line of block.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) return { ok: false, problem: `a header line is not "Name: value": ${JSON.stringify(line)}` };
    if (line.slice(0, colon).trim().toLowerCase() === "content-length") lengths.push(line.slice(colon + 1).trim());
  }
  const [length, ...more] = lengths;
  if (length === undefined) return { ok: false, problem: "the header has no Content-Length" };
  if (more.length > 0) return { ok: false, problem: "the header has more than one Content-Length" };
  const bytes = Number(length);
  if (!/^\d+$/.test(length) || !Number.isSafeInteger(bytes)) {
    return { ok: false, problem: `Content-Length is ${JSON.stringify(length)}, not a whole number of bytes` };
  }
  return { ok: true, length: bytes };
}

export class FrameFilter extends Transform {
  private pending: Buffer = Buffer.alloc(0);
  /** Bytes of the current body still to pass through, or "header" between messages, or "skipping" after a bad one. */
  private state: number | "header" | "skipping" = "header";

  /** `report` hears each header block that was dropped, and why. */
  constructor(private readonly report: (problem: string) => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    while (this.step());
    done();
  }

  /** Moves on as far as the bytes read allow; false when it needs more. */
  private step(): boolean {
    if (typeof this.state === "number") {
      const passed = Math.min(this.state, this.pending.length);
      if (passed === 0 && this.state > 0) return false;
      if (passed > 0) this.push(this.pending.subarray(0, passed));
      this.pending = this.pending.subarray(passed);
      this.state = this.state === passed ? "header" : this.state - passed;
      return true;
    }
    if (this.state === "skipping") return this.resynchronise(0);
    const end = this.pending.indexOf(headerEnd);
    if (end < 0 || end > maxHeaderBytes) {
      if (end < 0 && this.pending.length <= maxHeaderBytes) return false;
      this.report(`a header block is longer than ${maxHeaderBytes} bytes`);
      return this.resynchronise(1);
    }
    const checked = checkHeaderBlock(this.pending.toString("latin1", 0, end));
    if (!checked.ok) {
      this.report(checked.problem);
      return this.resynchronise(1);
    }
    this.push(this.pending.subarray(0, end + headerEnd.length));
    this.pending = this.pending.subarray(end + headerEnd.length);
    this.state = checked.length;
    return true;
  }

  /** Drops the bytes before the next `Content-Length` header at or after `from`, keeping what may start one. */
  private resynchronise(from: number): boolean {
    const found = contentLengthHeader.exec(this.pending.toString("latin1", from));
    if (found === null) {
      this.pending = this.pending.subarray(Math.max(from, this.pending.length - keptTail));
      this.state = "skipping";
      return false;
    }
    this.pending = this.pending.subarray(from + found.index);
    this.state = "header";
    return true;
  }
}
