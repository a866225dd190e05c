/**
 * The applied hunks a file tool persists, given/want: one hunk per changed site with up to three
 * lines of context either side, context stopping where a neighbouring site begins, sites on one
 * line shown as one hunk, and a write as the whole file against null or its old text.
 */
import { describe, expect, it } from "vitest";
import { applySites, occurrences, wholeFileHunk } from "../../../runtime/demo/tools/applied-hunks.js";

const numbered = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `line ${from + index}\n`).join("");

function replaceAll(text: string, needle: string, replacement: string) {
  const sites = occurrences(text, needle).map((start) => ({ start, end: start + needle.length, replacement }));
  return applySites("a.txt", text, sites);
}

describe("applied hunks", () => {
  it("gives one contextual hunk per site of a replace_all, and the text as String.replaceAll would", () => {
    const text = `${numbered(1, 4)}TODO here\n${numbered(6, 19)}TODO there\n${numbered(21, 30)}`;
    const { after, hunks } = replaceAll(text, "TODO", "DONE");
    expect(after).toBe(text.replaceAll("TODO", "DONE"));
    expect(hunks).toEqual([
      {
        path: "a.txt",
        oldText: `${numbered(2, 4)}TODO here\n${numbered(6, 8)}`,
        newText: `${numbered(2, 4)}DONE here\n${numbered(6, 8)}`,
      },
      {
        path: "a.txt",
        oldText: `${numbered(17, 19)}TODO there\n${numbered(21, 23)}`,
        newText: `${numbered(17, 19)}DONE there\n${numbered(21, 23)}`,
      },
    ]);
  });

  it("stops context at the file's edges and where a neighbouring site's lines begin, sharing the lines between", () => {
    const text = "x\nline 2\nx\nline 4";
    const { hunks } = replaceAll(text, "x", "y");
    expect(hunks).toEqual([
      { path: "a.txt", oldText: "x\nline 2\n", newText: "y\nline 2\n" },
      { path: "a.txt", oldText: "line 2\nx\nline 4", newText: "line 2\ny\nline 4" },
    ]);
  });

  it("shows sites that share a line as one hunk", () => {
    const { hunks } = replaceAll("a = a + a\n", "a", "b");
    expect(hunks).toEqual([{ path: "a.txt", oldText: "a = a + a\n", newText: "b = b + b\n" }]);
  });

  it("keeps a site that spans lines whole, line breaks included", () => {
    const text = `${numbered(1, 5)}start\nend\n${numbered(8, 12)}`;
    const { hunks } = replaceAll(text, "start\nend\n", "one\n");
    expect(hunks).toEqual([
      {
        path: "a.txt",
        oldText: `${numbered(3, 5)}start\nend\n${numbered(8, 10)}`,
        newText: `${numbered(3, 5)}one\n${numbered(8, 10)}`,
      },
    ]);
  });

  it("finds occurrences left to right without overlap, and none for an empty needle", () => {
    expect(occurrences("aaaa", "aa")).toEqual([0, 2]);
    expect(occurrences("abc", "")).toEqual([]);
  });

  it("shows a write as the whole file, against null when it created the file", () => {
    expect(wholeFileHunk("n.md", null, "# N\n")).toEqual({ path: "n.md", oldText: null, newText: "# N\n" });
    expect(wholeFileHunk("n.md", "old\n", "new\n")).toEqual({ path: "n.md", oldText: "old\n", newText: "new\n" });
  });
});
