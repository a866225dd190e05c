/**
 * A window of a file's lines, read in chunks so that no file is ever held whole: only the lines the
 * window shows are kept, each cut at the line cap with a marker saying how much was cut (a 300 MB
 * one-line file gives one line of 2,000 characters and a marker), until the window's text reaches
 * its cap; the rest of the file is only counted, so the card still says how many lines it has.
 * Lines are split as `linesOf` splits a text: at `\n` or `\r\n`, a final line break ending the last
 * line rather than starting an empty one.
 */
import type { FileHandle } from "node:fs/promises";
import type { ReadFileLine } from "../../../generated/types.js";
import { capLine, lineCap, readTextCap } from "./limits.js";

export interface ReadWindow {
  readonly lines: readonly ReadFileLine[];
  readonly totalLines: number;
  /** The first line of the window left out because the window's text reached its cap. */
  readonly cappedAt?: number;
}

const chunkBytes = 64 * 1024;

/** Lines `offset` (1-based) to `offset + limit - 1` of the open file. */
export async function readWindow(file: FileHandle, offset: number, limit: number): Promise<ReadWindow> {
  const lines: ReadFileLine[] = [];
  const last = offset + limit - 1;
  let number = 1;
  let kept = "";
  let length = 0;
  let endsWithCr = false;
  let sent = 0;
  let cappedAt: number | undefined;
  const inWindow = () => number >= offset && number <= last && cappedAt === undefined;
  const take = (piece: string) => {
    length += piece.length;
    if (piece !== "") endsWithCr = piece.endsWith("\r");
    if (inWindow() && kept.length <= lineCap) kept += piece.slice(0, lineCap + 1 - kept.length);
  };
  const endLine = (byBreak: boolean) => {
    if (inWindow()) {
      // A `\r` before the break belongs to the break, not to the line.
      const crlf = byBreak && endsWithCr;
      const fullLength = crlf ? length - 1 : length;
      const shown = capLine(kept.slice(0, Math.min(fullLength, lineCap)), fullLength);
      if (sent + shown.length > readTextCap && lines.length > 0) cappedAt = number;
      else {
        lines.push({ number, text: shown });
        sent += shown.length;
      }
    }
    number++;
    kept = "";
    length = 0;
    endsWithCr = false;
  };
  const decoder = new TextDecoder("utf-8");
  const buffer = Buffer.alloc(chunkBytes);
  for (;;) {
    const { bytesRead } = await file.read(buffer, 0, chunkBytes, null);
    const chunk = decoder.decode(buffer.subarray(0, bytesRead), { stream: bytesRead > 0 });
    for (let start = 0; start < chunk.length;) {
      const lineBreak = chunk.indexOf("\n", start);
      take(chunk.slice(start, lineBreak < 0 ? chunk.length : lineBreak));
      if (lineBreak < 0) break;
      endLine(true);
      start = lineBreak + 1;
    }
    if (bytesRead === 0) break;
  }
  if (length > 0) endLine(false);
  return { lines, totalLines: number - 1, ...(cappedAt === undefined ? {} : { cappedAt }) };
}
