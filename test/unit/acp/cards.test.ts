/**
 * The ACP bridge card by card, with the exact `session/update` each card becomes: titles relative to
 * the session and escaped, editor-facing paths absolute, terminal cards with and without the client's
 * terminal capability, and search / read / web results as Markdown with locations.
 */
import { describe, expect, it } from "vitest";
import type { ToolResult } from "../../../generated/types.js";
import { acpToolCall, acpToolCallUpdate } from "@cardc/tool-cards/acp";

const session = { cwd: "/work/proj", toolCallId: "call-1" };
const withTerminals = { ...session, terminalOutput: true };
const without = { ...session, terminalOutput: false };
const ok: ToolResult = { content: [{ type: "text", text: "raw" }], isError: false };
const failed: ToolResult = { content: [{ type: "text", text: "boom" }], isError: true };

describe("pending cards → tool_call", () => {
  it("generic: title relative to the session, locations absolute, content and raw input kept", () => {
    const update = acpToolCall(
      {
        card: "generic",
        title: "Read /work/proj/src/a.ts",
        kind: "read",
        rawInput: { path: "/work/proj/src/a.ts" },
        content: [{ type: "text", text: "reading" }],
        locations: [{ path: "/work/proj/src/a.ts", line: 3 }, { path: "lib/b.ts" }],
      },
      without,
    );
    expect(update).toEqual({
      sessionUpdate: "tool_call",
      toolCallId: "call-1",
      title: "Read src/a.ts",
      kind: "read",
      status: "pending",
      content: [{ type: "content", content: { type: "text", text: "reading" } }],
      locations: [{ path: "/work/proj/src/a.ts", line: 3 }, { path: "/work/proj/lib/b.ts" }],
      rawInput: { path: "/work/proj/src/a.ts" },
    });
  });

  it("escapes Markdown a client would render in a title: emphasis, code spans and links", () => {
    const update = acpToolCall({ card: "terminal", title: "grep `a_b` [x](y) *.ts" }, without);
    expect(update.title).toBe("grep \\`a\\_b\\` \\[x\\](y) \\*.ts");
  });

  it("generic without a kind is an `other` card", () => {
    expect(acpToolCall({ card: "generic", title: "Think" }, without)).toEqual({
      sessionUpdate: "tool_call",
      toolCallId: "call-1",
      title: "Think",
      kind: "other",
      status: "pending",
    });
  });

  it("escapes emphasis characters in titles built from paths and patterns", () => {
    const update = acpToolCall(
      { card: "generic", title: "Glob **/my_*.ts in /work/proj/a_b", locations: [{ path: "/work/proj/a_b" }] },
      without,
    );
    expect(update.title).toBe("Glob \\*\\*/my\\_\\*.ts in a\\_b");
  });

  it("shows a path inside a `..`-prefixed folder relative, and the session folder as `.`", () => {
    const inside = acpToolCall(
      { card: "generic", title: "Read /work/proj/..cache/x", locations: [{ path: "/work/proj/..cache/x" }] },
      without,
    );
    expect(inside.title).toBe("Read ..cache/x");
    const itself = acpToolCall(
      { card: "generic", title: "List /work/proj", locations: [{ path: "/work/proj" }] },
      without,
    );
    expect(itself.title).toBe("List .");
    const outside = acpToolCall({ card: "generic", title: "Read /work/x", locations: [{ path: "/work/x" }] }, without);
    expect(outside.title).toBe("Read /work/x");
  });

  it("terminal with the capability: a terminal item and terminal_info on the tool_call", () => {
    const update = acpToolCall(
      { card: "terminal", title: "ls -la", description: "List files", cwd: "sub" },
      withTerminals,
    );
    expect(update).toEqual({
      sessionUpdate: "tool_call",
      toolCallId: "call-1",
      title: "ls -la",
      kind: "execute",
      status: "pending",
      content: [
        { type: "content", content: { type: "text", text: "List files" } },
        { type: "terminal", terminalId: "call-1" },
      ],
      _meta: { terminal_info: { terminal_id: "call-1", cwd: "/work/proj/sub" } },
    });
  });

  it("terminal without the capability: a plain execute card whose body is the description", () => {
    expect(acpToolCall({ card: "terminal", title: "ls -la", description: "List files" }, without)).toEqual({
      sessionUpdate: "tool_call",
      toolCallId: "call-1",
      title: "ls -la",
      kind: "execute",
      status: "pending",
      content: [{ type: "content", content: { type: "text", text: "List files" } }],
    });
  });

  it("diff: ACP diff items with absolute paths, locations from the diffs", () => {
    const update = acpToolCall(
      { card: "diff", title: "Write src/new.ts", diffs: [{ path: "src/new.ts", oldText: null, newText: "x\n" }] },
      without,
    );
    expect(update).toEqual({
      sessionUpdate: "tool_call",
      toolCallId: "call-1",
      title: "Write src/new.ts",
      kind: "edit",
      status: "pending",
      content: [{ type: "diff", path: "/work/proj/src/new.ts", oldText: null, newText: "x\n" }],
      locations: [{ path: "/work/proj/src/new.ts" }],
    });
  });
});

describe("completed cards → tool_call_update", () => {
  it("generic without content shows the raw result content; an error fails the card", () => {
    expect(acpToolCallUpdate({ card: "generic" }, { ...without, result: failed })).toEqual({
      sessionUpdate: "tool_call_update",
      toolCallId: "call-1",
      status: "failed",
      content: [{ type: "content", content: { type: "text", text: "boom" } }],
    });
  });

  it("generic with its own content and title", () => {
    const update = acpToolCallUpdate(
      { card: "generic", title: "Done", content: [{ type: "image", mimeType: "image/png", data: "AAAA" }] },
      { ...without, result: ok },
    );
    expect(update).toEqual({
      sessionUpdate: "tool_call_update",
      toolCallId: "call-1",
      status: "completed",
      title: "Done",
      content: [{ type: "content", content: { type: "image", data: "AAAA", mimeType: "image/png" } }],
    });
  });

  it("terminal with the capability: output and exit under _meta, no content to replace the terminal", () => {
    const update = acpToolCallUpdate(
      { card: "terminal", output: "a\nb\n", exitCode: 2 },
      { ...withTerminals, result: failed },
    );
    expect(update).toEqual({
      sessionUpdate: "tool_call_update",
      toolCallId: "call-1",
      status: "failed",
      _meta: {
        terminal_output: { terminal_id: "call-1", data: "a\nb\n" },
        terminal_exit: { terminal_id: "call-1", exit_code: 2 },
      },
    });
    expect(update).not.toHaveProperty("content");
  });

  it("terminal with the capability and a signal", () => {
    const update = acpToolCallUpdate({ card: "terminal", signal: "SIGTERM" }, { ...withTerminals, result: failed });
    expect(update._meta).toEqual({ terminal_exit: { terminal_id: "call-1", signal: "SIGTERM" } });
  });

  it("terminal without the capability: a console fence with trailing newlines trimmed, then the exit status", () => {
    const update = acpToolCallUpdate(
      { card: "terminal", output: "total 0\nfile.txt\n\n\n", exitCode: 0 },
      { ...without, result: ok },
    );
    expect(update).toEqual({
      sessionUpdate: "tool_call_update",
      toolCallId: "call-1",
      status: "completed",
      content: [{ type: "content", content: { type: "text", text: "```console\ntotal 0\nfile.txt\n```\n\nexit 0" } }],
    });
  });

  it("terminal without the capability keeps the signal and, from the pending card, where the command ran", () => {
    const callView = { card: "terminal", title: "sleep 9", cwd: "scripts/my_tools" } as const;
    const killed = acpToolCallUpdate(
      { card: "terminal", output: "", signal: "SIGTERM" },
      { ...without, result: ok, callView },
    );
    expect(killed).toMatchObject({
      status: "completed",
      content: [
        {
          type: "content",
          content: { type: "text", text: "```console\n\n```\n\nkilled by SIGTERM in `/work/proj/scripts/my_tools`" },
        },
      ],
    });
    const inSession = acpToolCallUpdate(
      { card: "terminal", exitCode: 1 },
      { ...without, result: failed, callView: { card: "terminal", title: "false" } },
    );
    expect(inSession).toMatchObject({
      status: "failed",
      content: [{ type: "content", content: { type: "text", text: "exit 1 in `/work/proj`" } }],
    });
  });

  it("terminal without the capability: output containing a fence gets a longer fence", () => {
    const update = acpToolCallUpdate({ card: "terminal", output: "```js\nx\n```\n" }, { ...without, result: ok });
    expect(update.content).toEqual([
      { type: "content", content: { type: "text", text: "````console\n```js\nx\n```\n````" } },
    ]);
  });

  it("diff: diff items and locations, title relative", () => {
    const update = acpToolCallUpdate(
      {
        card: "diff",
        title: "Edited /work/proj/a.ts",
        diffs: [{ path: "/work/proj/a.ts", oldText: "x", newText: "y" }],
      },
      { ...without, result: ok },
    );
    expect(update).toEqual({
      sessionUpdate: "tool_call_update",
      toolCallId: "call-1",
      status: "completed",
      title: "Edited a.ts",
      content: [{ type: "diff", path: "/work/proj/a.ts", oldText: "x", newText: "y" }],
      locations: [{ path: "/work/proj/a.ts" }],
    });
  });

  it("search matches: file-grouped Markdown, a location per match, the cap stated", () => {
    const update = acpToolCallUpdate(
      {
        card: "search",
        shape: "matches",
        files: [
          { path: "/work/proj/src/a_b.ts", matches: [{ lineNumber: 3, line: "const x = 1;" }] },
          {
            path: "lib/c.ts",
            matches: [
              { lineNumber: 1, line: "x()" },
              { lineNumber: 9, line: "y(x)" },
            ],
          },
        ],
        truncated: true,
        total: 40,
      },
      { ...without, result: ok },
    );
    expect(update.content).toEqual([
      {
        type: "content",
        content: {
          type: "text",
          text: [
            "`src/a_b.ts`",
            "```",
            "3: const x = 1;",
            "```",
            "",
            "`lib/c.ts`",
            "```",
            "1: x()",
            "9: y(x)",
            "```",
            "",
            "Showing 3 of 40 matches; the search was capped.",
          ].join("\n"),
        },
      },
    ]);
    expect(update.locations).toEqual([
      { path: "/work/proj/src/a_b.ts", line: 3 },
      { path: "/work/proj/lib/c.ts", line: 1 },
      { path: "/work/proj/lib/c.ts", line: 9 },
    ]);
  });

  it("search paths: a list, a location per path, the count when complete", () => {
    const update = acpToolCallUpdate(
      { card: "search", shape: "paths", paths: ["/work/proj/a.ts", "/elsewhere/b.ts"], truncated: false, total: 2 },
      { ...without, result: ok },
    );
    expect(update.content).toEqual([
      { type: "content", content: { type: "text", text: "- `a.ts`\n- `/elsewhere/b.ts`\n\n2 paths." } },
    ]);
    expect(update.locations).toEqual([{ path: "/work/proj/a.ts" }, { path: "/elsewhere/b.ts" }]);
  });

  it("read: a fenced window in the file's language and a location at its first line", () => {
    const update = acpToolCallUpdate(
      {
        card: "read",
        title: "Read /work/proj/src/a.ts",
        path: "/work/proj/src/a.ts",
        offset: 10,
        lines: [
          { number: 10, text: "export const a = 1;" },
          { number: 11, text: "export const b = 2;" },
        ],
        totalLines: 40,
        lang: "ts",
      },
      { ...without, result: ok },
    );
    expect(update).toEqual({
      sessionUpdate: "tool_call_update",
      toolCallId: "call-1",
      status: "completed",
      title: "Read src/a.ts",
      content: [
        {
          type: "content",
          content: {
            type: "text",
            text: "Lines 10–11 of 40.\n\n```ts\nexport const a = 1;\nexport const b = 2;\n```",
          },
        },
      ],
      locations: [{ path: "/work/proj/src/a.ts", line: 10 }],
    });
  });

  it("web search: answer, a numbered source list, the cap stated", () => {
    const update = acpToolCallUpdate(
      {
        card: "web",
        kind: "search",
        answer: "Use X.",
        sources: [
          { url: "https://a.example/x", title: "A [docs]", snippet: "About\nX", publishedAt: "2024-01-02" },
          { url: "https://b.example/y" },
        ],
        truncated: true,
      },
      { ...without, result: ok },
    );
    expect(update.content).toEqual([
      {
        type: "content",
        content: {
          type: "text",
          text: [
            "Use X.",
            "",
            "1. [A \\[docs\\]](<https://a.example/x>) (2024-01-02)",
            "   About X",
            "2. [https://b.example/y](<https://b.example/y>)",
            "",
            "Showing 2 sources; the provider found more.",
          ].join("\n"),
        },
      },
    ]);
    expect(update).not.toHaveProperty("locations");
  });

  it("web fetch: the address, the status and whether the body was capped", () => {
    const update = acpToolCallUpdate(
      { card: "web", kind: "fetch", url: "https://a.example/x", statusCode: 200, truncated: true },
      { ...without, result: ok },
    );
    expect(update.content).toEqual([
      {
        type: "content",
        content: {
          type: "text",
          text: "Fetched [https://a.example/x](<https://a.example/x>): HTTP 200. The body was capped.",
        },
      },
    ]);
  });
});
