/**
 * The text bridge card by card, with the exact text each card prints: header line, body, paths
 * relative to the session when a working directory is given, and the capped-result indicator.
 */
import { describe, expect, it } from "vitest";
import type { ToolResult } from "../../../generated/types.js";
import { toolCallText, toolResultText } from "@cardc/tool-cards/text";

const cwd = "/work/proj";
const ok: ToolResult = { content: [{ type: "text", text: "raw output" }], isError: false };
const failed: ToolResult = { content: [{ type: "text", text: "no such file" }], isError: true };

const lines = (...text: string[]) => text.join("\n");

describe("pending cards", () => {
  it("generic: kind, title with its path relative, files and content", () => {
    const text = toolCallText(
      {
        card: "generic",
        title: "Read /work/proj/src/a.ts",
        kind: "read",
        locations: [{ path: "/work/proj/src/a.ts", line: 4 }, { path: "/tmp/b" }],
        content: [
          { type: "text", text: "Reading a window." },
          { type: "image", mimeType: "image/png", data: "AA" },
        ],
      },
      { cwd },
    );
    expect(text).toBe(
      lines("[read] Read src/a.ts", "", "Files: src/a.ts:4, /tmp/b", "", "Reading a window.", "", "[image image/png]"),
    );
  });

  it("generic without kind, and without a working directory: paths as given", () => {
    expect(
      toolCallText({ card: "generic", title: "Read /work/proj/a.ts", locations: [{ path: "/work/proj/a.ts" }] }),
    ).toBe(lines("[other] Read /work/proj/a.ts", "", "Files: /work/proj/a.ts"));
  });

  it("terminal: the command, its directory and its description", () => {
    expect(
      toolCallText(
        { card: "terminal", title: "npm test", description: "Run the tests", cwd: "/work/proj/pkg" },
        { cwd },
      ),
    ).toBe(lines("[execute] $ npm test (in pkg)", "", "Run the tests"));
  });

  it("diff: a unified diff per file; a new file against /dev/null", () => {
    const text = toolCallText(
      {
        card: "diff",
        title: "Edit /work/proj/a.ts",
        diffs: [
          { path: "/work/proj/a.ts", oldText: "one\ntwo\n", newText: "one\n2\n" },
          { path: "/work/proj/new.ts", oldText: null, newText: "x\n" },
        ],
      },
      { cwd },
    );
    expect(text).toBe(
      lines(
        "[edit] Edit a.ts",
        "",
        "```diff",
        "--- a.ts",
        "+++ a.ts",
        "@@ -1,2 +1,2 @@",
        " one",
        "-two",
        "+2",
        "```",
        "",
        "```diff",
        "--- /dev/null",
        "+++ new.ts",
        "@@ -0,0 +1,1 @@",
        "+x",
        "```",
      ),
    );
  });
});

describe("settled cards", () => {
  it("generic without content prints the raw result; an error is marked failed", () => {
    expect(toolResultText({ card: "generic", title: "Read a.ts" }, { result: failed })).toBe(
      lines("[failed] Read a.ts", "", "no such file"),
    );
  });

  it("generic with its own content, including a block type this build does not know", () => {
    const unknownBlock = { type: "table", rows: [] } as unknown as { type: "text"; text: string };
    expect(
      toolResultText({ card: "generic", content: [{ type: "text", text: "done" }, unknownBlock] }, { result: ok }),
    ).toBe(lines("[done]", "", "done", "", "[table content]"));
  });

  it("terminal: the output fenced as console, trailing newlines trimmed, and the exit code", () => {
    expect(
      toolResultText({ card: "terminal", title: "npm test", output: "PASS\n\n", exitCode: 0 }, { result: ok }),
    ).toBe(lines("[done] npm test", "", "```console", "PASS", "```", "", "Exit code 0."));
  });

  it("terminal ended by a signal, without output", () => {
    expect(toolResultText({ card: "terminal", signal: "SIGKILL" }, { result: failed })).toBe(
      lines("[failed]", "", "Ended by SIGKILL."),
    );
  });

  it("diff: the applied changes", () => {
    expect(
      toolResultText(
        {
          card: "diff",
          title: "Wrote /work/proj/b.md",
          diffs: [{ path: "/work/proj/b.md", oldText: "a\n", newText: "b\n" }],
        },
        { cwd, result: ok },
      ),
    ).toBe(lines("[done] Wrote b.md", "", "```diff", "--- b.md", "+++ b.md", "@@ -1,1 +1,1 @@", "-a", "+b", "```"));
  });

  it("search matches: grouped by file, with the cap stated", () => {
    expect(
      toolResultText(
        {
          card: "search",
          shape: "matches",
          title: "Grep TODO",
          files: [
            { path: "/work/proj/src/a.ts", matches: [{ lineNumber: 2, line: "// TODO one" }] },
            { path: "/work/proj/b_c.ts", matches: [{ lineNumber: 7, line: "// TODO two" }] },
          ],
          truncated: true,
          total: 12,
        },
        { cwd, result: ok },
      ),
    ).toBe(
      lines(
        "[done] Grep TODO",
        "",
        "`src/a.ts`",
        "```",
        "2: // TODO one",
        "```",
        "",
        "`b_c.ts`",
        "```",
        "7: // TODO two",
        "```",
        "",
        "Showing 2 of 12 matches; the search was capped.",
      ),
    );
  });

  it("search matches: complete, and empty", () => {
    expect(
      toolResultText(
        {
          card: "search",
          shape: "matches",
          files: [{ path: "a.ts", matches: [{ lineNumber: 1, line: "x" }] }],
          truncated: false,
          total: 1,
        },
        { result: ok },
      ),
    ).toBe(lines("[done]", "", "`a.ts`", "```", "1: x", "```", "", "1 match in 1 file."));
    expect(
      toolResultText({ card: "search", shape: "matches", files: [], truncated: false, total: 0 }, { result: ok }),
    ).toBe(lines("[done]", "", "No matches."));
  });

  it("search paths: a list with the cap stated", () => {
    expect(
      toolResultText(
        {
          card: "search",
          shape: "paths",
          title: "Glob *.ts",
          paths: ["/work/proj/a.ts", "b.ts"],
          truncated: true,
          total: 30,
        },
        { cwd, result: ok },
      ),
    ).toBe(lines("[done] Glob *.ts", "", "- `a.ts`", "- `b.ts`", "", "Showing 2 of 30 paths; the search was capped."));
  });

  it("search paths: none matched", () => {
    expect(
      toolResultText({ card: "search", shape: "paths", paths: [], truncated: false, total: 0 }, { result: ok }),
    ).toBe(lines("[done]", "", "No paths matched."));
  });

  it("read: a window in the file's language, titled from the path when the card has no title", () => {
    expect(
      toolResultText(
        {
          card: "read",
          path: "/work/proj/src/a.py",
          offset: 3,
          lines: [
            { number: 3, text: "def f():" },
            { number: 4, text: "    return 1" },
          ],
          totalLines: 10,
          lang: "python",
        },
        { cwd, result: ok },
      ),
    ).toBe(lines("[done] Read src/a.py", "", "Lines 3–4 of 10.", "", "```python", "def f():", "    return 1", "```"));
  });

  it("read: a whole file, and an empty window", () => {
    expect(
      toolResultText(
        { card: "read", path: "a.txt", offset: 1, lines: [{ number: 1, text: "hi" }], totalLines: 1 },
        { result: ok },
      ),
    ).toBe(lines("[done] Read a.txt", "", "All 1 line.", "", "```", "hi", "```"));
    expect(toolResultText({ card: "read", path: "a.txt", offset: 5, lines: [], totalLines: 4 }, { result: ok })).toBe(
      lines("[done] Read a.txt", "", "No lines shown from line 5 (4 lines in the file)."),
    );
  });

  it("web search: answer, sources and the cap stated", () => {
    expect(
      toolResultText(
        {
          card: "web",
          kind: "search",
          title: "Search the web",
          answer: "It is 42.",
          sources: [{ url: "https://a.example/", title: "A", snippet: "The answer" }, { url: "https://b.example/" }],
          truncated: true,
        },
        { result: ok },
      ),
    ).toBe(
      lines(
        "[done] Search the web",
        "",
        "It is 42.",
        "",
        "1. [A](<https://a.example/>)",
        "   The answer",
        "2. [https://b.example/](<https://b.example/>)",
        "",
        "Showing 2 sources; the provider found more.",
      ),
    );
  });

  it("web search: complete, and empty", () => {
    expect(
      toolResultText(
        { card: "web", kind: "search", sources: [{ url: "https://a.example/" }], truncated: false },
        { result: ok },
      ),
    ).toBe(lines("[done]", "", "1. [https://a.example/](<https://a.example/>)", "", "1 source."));
    expect(toolResultText({ card: "web", kind: "search", sources: [], truncated: false }, { result: ok })).toBe(
      lines("[done]", "", "No sources."),
    );
  });

  it("web fetch: address and status, and whether the body was capped", () => {
    expect(
      toolResultText(
        { card: "web", kind: "fetch", url: "https://a.example/x y", statusCode: 404, truncated: false },
        { result: failed },
      ),
    ).toBe(lines("[failed]", "", "Fetched [https://a.example/x y](<https://a.example/x%20y>): HTTP 404."));
    expect(
      toolResultText(
        { card: "web", kind: "fetch", url: "https://a.example/", statusCode: 200, truncated: true },
        { result: ok },
      ),
    ).toBe(lines("[done]", "", "Fetched [https://a.example/](<https://a.example/>): HTTP 200. The body was capped."));
  });
});
