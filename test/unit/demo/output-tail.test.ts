/**
 * The text `bash` returns, given/want, with a small cap: the cut keeps the end and never splits a
 * surrogate pair, says how many characters it dropped, and each stream is decoded across its chunks,
 * apart from the other stream, with only bytes that are not UTF-8 becoming U+FFFD.
 */
import { describe, expect, it } from "vitest";
import { OutputTail } from "../../../runtime/demo/tools/output-tail.js";

const cut = (n: number) => `[output truncated: the first ${n} characters are not shown]\n`;

describe("the kept tail", () => {
  it.each([
    { given: ["abcd"], cap: 4, want: "abcd" },
    { given: ["ab", "cde"], cap: 4, want: `${cut(1)}bcde` },
    { given: ["a😀bc"], cap: 4, want: `${cut(1)}😀bc` },
    { given: ["ab😀c"], cap: 2, want: `${cut(3)}c` },
    { given: ["a😀", "😀😀"], cap: 3, want: `${cut(3)}😀` },
    { given: ["😀".repeat(3), "x"], cap: 6, want: `${cut(1)}😀😀x` },
  ])("$given with a cap of $cap gives $want", ({ given, cap, want }) => {
    const tail = new OutputTail(cap);
    const stream = tail.stream();
    for (const piece of given) stream.write(Buffer.from(piece));
    stream.end();
    expect(tail.text()).toBe(want);
  });
});

describe("decoding", () => {
  it("joins a character's bytes across chunks, each stream apart from the other", () => {
    const tail = new OutputTail();
    const [stdout, stderr] = [tail.stream(), tail.stream()];
    const [emoji, accent] = [Buffer.from("😀"), Buffer.from("é")];
    stdout.write(emoji.subarray(0, 1));
    stderr.write(accent.subarray(0, 1));
    stdout.write(emoji.subarray(1, 3));
    stderr.write(Buffer.concat([accent.subarray(1), Buffer.from("!")]));
    stdout.write(emoji.subarray(3));
    stdout.end();
    stderr.end();
    expect(tail.text()).toBe("é!😀");
  });

  it("turns only bytes that are not UTF-8, or a character the stream ends inside, into U+FFFD", () => {
    const tail = new OutputTail();
    const stream = tail.stream();
    stream.write(Buffer.from([0x61, 0xff, 0x62, 0xf0, 0x9f]));
    stream.end();
    expect(tail.text()).toBe("a\uFFFDb\uFFFD");
  });
});
