/**
 * The frame filter: well-formed messages pass byte for byte however the stream is cut into chunks,
 * and a header block without a usable Content-Length (missing, negative, not a number, twice, a line
 * without a colon, one that never ends) is dropped with its reason while the messages after it pass.
 */
import { describe, expect, it } from "vitest";
import { checkHeaderBlock, FrameFilter, maxHeaderBytes } from "../../../generator/lsp/frame-filter.js";

const frame = (body: string, header = `Content-Length: ${Buffer.byteLength(body)}`) => `${header}\r\n\r\n${body}`;
const good = [
  frame('{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"text":"é Content-Length: 9"}}'),
  frame(
    '{"jsonrpc":"2.0","method":"initialized","params":{}}',
    "content-type: application/vscode-jsonrpc\r\ncontent-length:52",
  ),
  frame(""),
];

/** What the filter passes on and reports for `input` cut into chunks at `cuts`. */
function filter(input: string, cuts: readonly number[] = []): { output: string; problems: string[] } {
  const problems: string[] = [];
  const filtered = new FrameFilter((problem) => problems.push(problem));
  const chunks: Buffer[] = [];
  filtered.on("data", (chunk: Buffer) => chunks.push(chunk));
  const bytes = Buffer.from(input);
  let start = 0;
  for (const cut of [...cuts, bytes.length]) {
    filtered.write(bytes.subarray(start, cut));
    start = cut;
  }
  return { output: Buffer.concat(chunks).toString(), problems };
}

describe("checkHeaderBlock", () => {
  it.each([
    { block: "Content-Length: 12", want: { ok: true, length: 12 } },
    { block: "content-length:0\r\nContent-Type: x", want: { ok: true, length: 0 } },
    { block: "Content-Type: x", want: { ok: false, problem: "the header has no Content-Length" } },
    {
      block: "Content-Length: -5",
      want: { ok: false, problem: 'Content-Length is "-5", not a whole number of bytes' },
    },
    {
      block: "Content-Length: 1e3",
      want: { ok: false, problem: 'Content-Length is "1e3", not a whole number of bytes' },
    },
    { block: "Content-Length: ", want: { ok: false, problem: 'Content-Length is "", not a whole number of bytes' } },
    {
      block: "Content-Length: 99999999999999999999",
      want: { ok: false, problem: 'Content-Length is "99999999999999999999", not a whole number of bytes' },
    },
    {
      block: "Content-Length: 1\r\nContent-Length: 2",
      want: { ok: false, problem: "the header has more than one Content-Length" },
    },
    {
      block: "Content-Length 5",
      want: { ok: false, problem: 'a header line is not "Name: value": "Content-Length 5"' },
    },
    { block: "", want: { ok: false, problem: 'a header line is not "Name: value": ""' } },
  ])("$block", ({ block, want }) => {
    expect(checkHeaderBlock(block)).toEqual(want);
  });
});

describe("FrameFilter", () => {
  const stream = good.join("");

  it("passes well-formed messages byte for byte, cut anywhere", () => {
    for (let cut = 0; cut <= Buffer.byteLength(stream); cut++) {
      expect(filter(stream, [cut])).toEqual({ output: stream, problems: [] });
    }
    const everyByte = Array.from({ length: Buffer.byteLength(stream) }, (_, index) => index);
    expect(filter(stream, everyByte)).toEqual({ output: stream, problems: [] });
  });

  it.each([
    {
      bad: frame('{"jsonrpc":"2.0","id":0}', "Content-Type: application/json"),
      problem: "the header has no Content-Length",
    },
    {
      bad: frame('{"jsonrpc":"2.0"}', "Content-Length: -5"),
      problem: 'Content-Length is "-5", not a whole number of bytes',
    },
    {
      bad: frame('{"jsonrpc":"2.0"}', "Content-Length: abc"),
      problem: 'Content-Length is "abc", not a whole number of bytes',
    },
    { bad: frame("{}", "Content-Length"), problem: 'a header line is not "Name: value": "Content-Length"' },
    { bad: "\r\n", problem: 'a header line is not "Name: value": ""' },
    { bad: "x".repeat(maxHeaderBytes + 1), problem: `a header block is longer than ${maxHeaderBytes} bytes` },
  ])("drops $problem and passes what follows, cut anywhere", ({ bad, problem }) => {
    const input = `${good[0]}${bad}${stream}`;
    const want = { output: `${good[0]}${stream}`, problems: [problem] };
    expect(filter(input)).toEqual(want);
    for (let cut = 0; cut <= Buffer.byteLength(input); cut += 7) expect(filter(input, [cut])).toEqual(want);
  });
});
