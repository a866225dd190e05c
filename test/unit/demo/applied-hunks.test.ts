/**
 * The applied hunks a file tool persists, given/want: one hunk per changed site with up to three
 * lines of context either side, context stopping where a neighbouring site begins, sites on one
 * line shown as one hunk, sites past the hunk cap in one last hunk, and a write as the whole file
 * against null or its old text; and a stopped call's signal ends the work between two slices.
 */
import { describe, expect, it } from "vitest";
import { applyReplacement, findSites, hunkCap, wholeFileHunk } from "../../../runtime/demo/tools/applied-hunks.js";
import { stepsPerTurn } from "../../../runtime/demo/tools/take-turns.js";

const running = new AbortController().signal;

const numbered = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `line ${from + index}\n`).join("");

async function replaceAll(text: string, needle: string, replacement: string, signal = running) {
  return applyReplacement("a.txt", text, await findSites(text, needle, signal), replacement, signal);
}

describe("applied hunks", () => {
  it("gives one contextual hunk per site of a replace_all, and the text as String.replaceAll would", async () => {
    const text = `${numbered(1, 4)}TODO here\n${numbered(6, 19)}TODO there\n${numbered(21, 30)}`;
    const { after, hunks } = await replaceAll(text, "TODO", "DONE");
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

  it("stops context at the file's edges and where a neighbouring site's lines begin, sharing the lines between", async () => {
    const text = "x\nline 2\nx\nline 4";
    const { hunks } = await replaceAll(text, "x", "y");
    expect(hunks).toEqual([
      { path: "a.txt", oldText: "x\nline 2\n", newText: "y\nline 2\n" },
      { path: "a.txt", oldText: "line 2\nx\nline 4", newText: "line 2\ny\nline 4" },
    ]);
  });

  it("shows sites that share a line as one hunk", async () => {
    const { hunks } = await replaceAll("a = a + a\n", "a", "b");
    expect(hunks).toEqual([{ path: "a.txt", oldText: "a = a + a\n", newText: "b = b + b\n" }]);
  });

  it("keeps a site that spans lines whole, line breaks included", async () => {
    const text = `${numbered(1, 5)}start\nend\n${numbered(8, 12)}`;
    const { hunks } = await replaceAll(text, "start\nend\n", "one\n");
    expect(hunks).toEqual([
      {
        path: "a.txt",
        oldText: `${numbered(3, 5)}start\nend\n${numbered(8, 10)}`,
        newText: `${numbered(3, 5)}one\n${numbered(8, 10)}`,
      },
    ]);
  });

  it("finds occurrences left to right without overlap, and none for an empty needle", async () => {
    expect(await findSites("aaaa", "aa", running)).toEqual({ needle: "aa", count: 2, sliceStarts: [0] });
    expect(await findSites("abc", "", running)).toEqual({ needle: "", count: 0, sliceStarts: [] });
  });

  it("maps each hunk into the new text whatever the replacement's length, a site at the very start included", async () => {
    for (const replacement of ["", "y", "longer"]) {
      const text = "\nab\nxab\n\n\n\n\n\nab ab\n";
      const { after, hunks } = await replaceAll(text, "\nab", replacement);
      expect(after).toBe(text.replaceAll("\nab", replacement));
      for (const hunk of hunks) expect(hunk.oldText?.replaceAll("\nab", replacement)).toBe(hunk.newText);
    }
  });

  it("shows many sites on one line as one hunk, and sites past the cap in one last hunk", async () => {
    const line = "ab".repeat(3 * stepsPerTurn);
    expect((await replaceAll(`${line}\n`, "a", "c")).hunks).toEqual([
      { path: "a.txt", oldText: `${line}\n`, newText: `${line.replaceAll("a", "c")}\n` },
    ]);
    const text = "a\n\n\n\n\n\n\n".repeat(hunkCap + 5);
    const { after, hunks } = await replaceAll(text, "a", "b");
    expect(after).toBe(text.replaceAll("a", "b"));
    expect(hunks).toHaveLength(hunkCap);
    const last = hunks.at(-1);
    expect(last?.oldText?.match(/a/g)).toHaveLength(6);
    expect(last?.oldText?.replaceAll("a", "b")).toBe(last?.newText);
  });

  it("stops between two slices once the signal is aborted", async () => {
    const stopping = new AbortController();
    const planned = replaceAll("a".repeat(4 * stepsPerTurn), "a", "b", stopping.signal);
    stopping.abort();
    await expect(planned).rejects.toMatchObject({ name: "AbortError" });
  });

  it("shows a write as the whole file, against null when it created the file", async () => {
    expect(wholeFileHunk("n.md", null, "# N\n")).toEqual({ path: "n.md", oldText: null, newText: "# N\n" });
    expect(wholeFileHunk("n.md", "old\n", "new\n")).toEqual({ path: "n.md", oldText: "old\n", newText: "new\n" });
  });
});
