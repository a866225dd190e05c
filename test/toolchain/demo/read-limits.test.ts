/**
 * What the live file tools read and send, at most: a read's window is read in chunks and splits
 * lines exactly as `linesOf` does, a huge line is cut with a marker (`read`'s and `grep`'s alike,
 * between two code points), a window stops at its text cap,
 * a file too large to change whole is refused; and special files (FIFOs, sockets, devices) are
 * refused before anything waits on them, so four FIFOs read at once leave every later call working.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, openSync, closeSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { open } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { linesOf } from "../../../runtime/demo/tools/files.js";
import { lineCap, readTextCap, wholeFileCap } from "../../../runtime/demo/tools/limits.js";
import { readWindow } from "../../../runtime/demo/tools/read-window.js";
import { resultText } from "../../../runtime/demo/tools/tool.js";
import { toolRunner } from "../../support/run-tool.js";

const workspace = mkdtempSync(join(tmpdir(), "cardc-read-limits-"));
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

const run = toolRunner(workspace);

describe("a read's window", () => {
  // 65,535 ASCII bytes, then a 3-byte character that straddles the first 64 KiB chunk.
  const straddling = `${"x".repeat(65_535)}€\nend`;
  it.each([
    ["", ""],
    ["one line", "a"],
    ["a final line break", "a\nb\n"],
    ["an empty last line", "a\n\n"],
    ["CRLF", "a\r\nb\r\n"],
    ["a lone CR", "a\rb"],
    ["a character split across chunks", straddling],
  ])("splits %s as linesOf does", async (_how, text) => {
    const path = join(workspace, "window.txt");
    writeFileSync(path, text);
    const file = await open(path);
    try {
      const window = await readWindow(file, 1, 10);
      const expected = linesOf(text).map((line, index) => ({ number: index + 1, text: line }));
      expect(window.totalLines).toBe(expected.length);
      expect(window.lines.map((line) => line.text.slice(0, 50))).toEqual(
        expected.map((line) => line.text.slice(0, 50)),
      );
    } finally {
      await file.close();
    }
  });

  it("cuts a 300 MB line at the line cap with a marker, and still counts the file's lines", async () => {
    const path = join(workspace, "huge.txt");
    closeSync(openSync(path, "w"));
    truncateSync(path, 300 * 1024 * 1024); // sparse: 300 MB of NUL characters, one line
    const result = await run("read", { path: "huge.txt" });
    expect(result.isError).toBe(false);
    const more = 300 * 1024 * 1024 - lineCap;
    expect(result.meta).toEqual({
      lines: [{ number: 1, text: `${"\0".repeat(lineCap)} … [line truncated: ${more} more characters]` }],
      totalLines: 1,
    });
    rmSync(path);
  });

  it.each([
    ["read", { path: "emoji.txt" }, (line: string) => `1\t${line}`],
    ["grep", { pattern: "tail", glob: "emoji.txt" }, (line: string) => `emoji.txt:1: ${line}`],
  ])("%s cuts a line between code points, an emoji straddling the cap left out whole", async (tool, args, shown) => {
    // The emoji's two UTF-16 units stand at the cap's last unit and the one after it.
    writeFileSync(join(workspace, "emoji.txt"), `${"x".repeat(lineCap - 1)}😀tail\n`);
    const text = resultText(await run(tool, args));
    expect(text).toBe(shown(`${"x".repeat(lineCap - 1)} … [line truncated: 6 more characters]`));
    // With the `u` flag a whole pair is one code point; only a lone half is a surrogate.
    expect(text).not.toMatch(/\p{Cs}/u);
  });

  it("stops at the text cap and says where to read on", async () => {
    writeFileSync(join(workspace, "wide.txt"), `${"y".repeat(999)}\n`.repeat(5_000));
    const result = await run("read", { path: "wide.txt" });
    const meta = result.meta as { lines: unknown[]; totalLines: number };
    expect(meta.totalLines).toBe(5_000);
    expect(meta.lines).toHaveLength(100);
    expect(resultText(result).length).toBeLessThanOrEqual(readTextCap + 1_000);
    expect(resultText(result)).toMatch(/\n\(the window stops at 100000 characters; read on with offset 101\)$/);
  });

  it("refuses to change a file larger than the cap", async () => {
    const path = join(workspace, "large.txt");
    closeSync(openSync(path, "w"));
    truncateSync(path, wholeFileCap + 1);
    const result = await run("edit", { path: "large.txt", old_string: "a", new_string: "b" });
    expect(resultText(result)).toBe("large.txt is 8 MiB; the file tools change files up to 8 MiB");
    rmSync(path);
  });
});

describe("special files", () => {
  it("refuses FIFOs without waiting on them, and every later call still works", { timeout: 20_000 }, async () => {
    for (const name of ["p1", "p2", "p3", "p4"]) execFileSync("mkfifo", [join(workspace, name)]);
    writeFileSync(join(workspace, "plain.txt"), "plain\n");
    const reads = await Promise.all(["p1", "p2", "p3", "p4"].map((path) => run("read", { path })));
    for (const [index, result] of reads.entries()) {
      expect(resultText(result)).toBe(
        `p${index + 1} is a FIFO (named pipe); the file tools only read and write regular files`,
      );
    }
    for (const tool of ["write", "edit"] as const) {
      const args = tool === "write" ? { path: "p1", content: "x" } : { path: "p1", old_string: "a", new_string: "b" };
      expect(resultText(await run(tool, args))).toMatch(/^p1 is a FIFO \(named pipe\)/);
    }
    expect(resultText(await run("read", { path: "plain.txt" }))).toBe("1\tplain");
    expect(resultText(await run("grep", { pattern: "plain" }))).toBe("plain.txt:1: plain");
  });

  it("refuses a socket, and a link to a device", async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(join(workspace, "agent.sock"), resolve));
    try {
      expect(resultText(await run("read", { path: "agent.sock" }))).toBe(
        "agent.sock is a socket; the file tools only read and write regular files",
      );
    } finally {
      server.close();
    }
    symlinkSync("/dev/zero", join(workspace, "zero"));
    expect(resultText(await run("read", { path: "zero" }))).toMatch(/^zero is outside the workspace/);
  });
});
