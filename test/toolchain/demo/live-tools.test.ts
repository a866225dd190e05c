/**
 * The demo's tools run for real, as the live mode runs them, in a temporary workspace beside a
 * folder that stands for the rest of the machine: each tool does its work and persists in `meta`
 * what its card is rebuilt from (the applied hunks of a write or an edit, the exit status or signal
 * of a command); file tools refuse any path that leads out of the workspace, through `..`, an
 * absolute path or a link, before reading or writing anything; the web tools answer from the local
 * fixture.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { ToolResult } from "../../../generated/types.js";
import { resultText } from "../../../runtime/demo/tools/tool.js";
import { demoTools } from "../../../runtime/demo/tools/index.js";
import type { PresentFallback } from "../../../runtime/core/present.js";

const root = mkdtempSync(join(tmpdir(), "cardc-live-tools-"));
const workspace = join(root, "workspace");
const outside = join(root, "outside");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const cart = "// TODO round\nexport const a = 1;\n\n\n\n\n\n\nexport const b = 2;\n// TODO currency\n";
const secret = "the rest of the machine\n";

beforeEach(() => {
  rmSync(workspace, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
  mkdirSync(join(workspace, "src"), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(workspace, "src/cart.ts"), cart);
  writeFileSync(join(outside, "secret.txt"), secret);
  symlinkSync(outside, join(workspace, "link"));
});

const fallbacks: PresentFallback[] = [];
const tools = demoTools((fallback) => fallbacks.push(fallback));

async function run(tool: string, args: unknown): Promise<ToolResult> {
  const found = tools.get(tool);
  if (found === undefined) throw new Error(`no tool ${tool}`);
  return found.run(args, { root: workspace });
}

function present(tool: string, args: unknown, result: ToolResult) {
  return tools.get(tool)?.presentResult(args, JSON.parse(JSON.stringify(result)));
}

describe("the file tools, live", () => {
  it("edit with replace_all changes every site and persists one hunk per site", async () => {
    const args = { path: "src/cart.ts", old_string: "TODO", new_string: "DONE", replace_all: true };
    const result = await run("edit", args);
    expect(result).toMatchObject({
      isError: false,
      content: [{ type: "text", text: "Edited src/cart.ts (2 replacements)" }],
    });
    expect(readFileSync(join(workspace, "src/cart.ts"), "utf8")).toBe(cart.replaceAll("TODO", "DONE"));
    expect(present("edit", args, result)).toEqual({
      card: "diff",
      diffs: [
        {
          path: "src/cart.ts",
          oldText: "// TODO round\nexport const a = 1;\n\n\n",
          newText: "// DONE round\nexport const a = 1;\n\n\n",
        },
        {
          path: "src/cart.ts",
          oldText: "\n\nexport const b = 2;\n// TODO currency\n",
          newText: "\n\nexport const b = 2;\n// DONE currency\n",
        },
      ],
    });
  });

  it("edit refuses an ambiguous, missing or no-op change and leaves the file alone", async () => {
    const twice = await run("edit", { path: "src/cart.ts", old_string: "TODO", new_string: "DONE" });
    expect(twice.isError).toBe(true);
    expect(resultText(twice)).toBe(
      "old_string occurs 2 times in src/cart.ts; set replace_all, or include more context to pick one",
    );
    expect((await run("edit", { path: "src/cart.ts", old_string: "nowhere", new_string: "x" })).isError).toBe(true);
    expect((await run("edit", { path: "src/cart.ts", old_string: "TODO", new_string: "TODO" })).isError).toBe(true);
    expect(readFileSync(join(workspace, "src/cart.ts"), "utf8")).toBe(cart);
  });

  it("write and an edit from nothing create a file, shown whole against null; an overwrite against its old text", async () => {
    const created = await run("write", { path: "src/new/rules.ts", content: "export const rules = [];\n" });
    expect(resultText(created)).toBe("Created src/new/rules.ts (1 line)");
    expect(present("write", { path: "src/new/rules.ts", content: "" }, created)).toEqual({
      card: "diff",
      diffs: [{ path: "src/new/rules.ts", oldText: null, newText: "export const rules = [];\n" }],
    });
    const overwritten = await run("write", { path: "src/cart.ts", content: "x\n" });
    expect(resultText(overwritten)).toBe("Overwrote src/cart.ts (1 line)");
    expect(overwritten.meta).toEqual({ hunks: [{ path: "src/cart.ts", oldText: cart, newText: "x\n" }] });
    const fromNothing = await run("edit", { path: "notes.md", old_string: "", new_string: "# Notes\n" });
    expect(fromNothing.meta).toEqual({ hunks: [{ path: "notes.md", oldText: null, newText: "# Notes\n" }] });
    expect(readFileSync(join(workspace, "notes.md"), "utf8")).toBe("# Notes\n");
  });

  it.each([
    ["a relative path", "../outside/secret.txt"],
    ["an absolute path", join(root, "outside/secret.txt")],
    ["a link out of the workspace", "link/secret.txt"],
  ])("refuses %s leading out of the workspace, reading and writing nothing", async (_how, path) => {
    const calls: [string, unknown][] = [
      ["read", { path }],
      ["edit", { path, old_string: "rest", new_string: "REST", replace_all: true }],
      ["write", { path, content: "overwritten" }],
      ["write", { path: path.replace("secret.txt", "planted.txt"), content: "planted" }],
      ["grep", { pattern: "machine", path: path.replace("/secret.txt", "") }],
    ];
    for (const [tool, args] of calls) {
      const result = await run(tool, args);
      expect(result.isError, `${tool} ${JSON.stringify(args)}`).toBe(true);
      expect(resultText(result)).toMatch(/ is outside the workspace .*; file tools only reach files inside it$/);
      expect(resultText(result)).not.toContain("the rest of the machine");
    }
    expect(readFileSync(join(outside, "secret.txt"), "utf8")).toBe(secret);
    expect(existsSync(join(outside, "planted.txt"))).toBe(false);
  });

  it("read returns numbered lines and the window's facts", async () => {
    const result = await run("read", { path: "src/cart.ts", offset: 9, limit: 2 });
    expect(resultText(result)).toBe("9\texport const b = 2;\n10\t// TODO currency");
    expect(present("read", { path: "src/cart.ts", offset: 9, limit: 2 }, result)).toEqual({
      card: "read",
      path: "src/cart.ts",
      offset: 9,
      lines: [
        { number: 9, text: "export const b = 2;" },
        { number: 10, text: "// TODO currency" },
      ],
      totalLines: 10,
      lang: "typescript",
    });
  });
});

describe("the search tools, live", () => {
  it("grep groups matches by file with workspace-relative paths, never following a link out", async () => {
    writeFileSync(join(workspace, "src/other.ts"), "const TODO = 1;\n");
    const result = await run("grep", { pattern: "TODO|machine", glob: "*.ts" });
    expect(resultText(result)).toBe(
      "src/cart.ts:1: // TODO round\nsrc/cart.ts:10: // TODO currency\nsrc/other.ts:1: const TODO = 1;",
    );
    expect(result.meta).toEqual({
      files: [
        {
          path: "src/cart.ts",
          matches: [
            { lineNumber: 1, line: "// TODO round" },
            { lineNumber: 10, line: "// TODO currency" },
          ],
        },
        { path: "src/other.ts", matches: [{ lineNumber: 1, line: "const TODO = 1;" }] },
      ],
      truncated: false,
      total: 3,
    });
  });

  it("glob lists matching paths below a folder", async () => {
    writeFileSync(join(workspace, "src/cart.test.ts"), "");
    const result = await run("glob", { pattern: "**/*.test.ts", path: "src" });
    expect(result.meta).toEqual({ paths: ["src/cart.test.ts"], truncated: false, total: 1 });
    expect((await run("glob", { pattern: "*.ts" })).meta).toEqual({ paths: [], truncated: false, total: 0 });
  });
});

describe("bash, live", () => {
  it("runs a foreground command in the workspace, keeping its output raw and its exit status in meta", async () => {
    const result = await run("bash", { command: "pwd; printf 'a\\nb\\n' >&2; exit 3" });
    expect(result).toEqual({
      content: [{ type: "text", text: `${workspace}\na\nb\n` }],
      isError: true,
      meta: { exitCode: 3 },
    });
    expect(present("bash", { command: "x" }, result)).toEqual({
      card: "terminal",
      output: `${workspace}\na\nb\n`,
      exitCode: 3,
    });
  });

  it("reports the signal that ended a command, and refuses a cwd outside the workspace", async () => {
    expect((await run("bash", { command: "kill -TERM $$" })).meta).toEqual({ signal: "SIGTERM" });
    const away = await run("bash", { command: "touch planted", cwd: "../outside" });
    expect(away.isError).toBe(true);
    expect(existsSync(join(outside, "planted"))).toBe(false);
  });

  it("starts a background command at once, shown as generic cards", async () => {
    const args = { command: "true", run_in_background: true, description: "warm up" };
    const result = await run("bash", args);
    expect(resultText(result)).toMatch(/^Started in the background as process \d+\.$/);
    expect(tools.get("bash")?.presentCall(args)).toEqual({
      card: "generic",
      title: "true",
      kind: "execute",
      content: [{ type: "text", text: "warm up" }],
    });
    expect(present("bash", args, result)).toEqual({ card: "generic" });
  });
});

describe("the web tools, live", () => {
  it("answer from the local fixture: sources for a search, a 404 for a page it does not hold", async () => {
    const search = await run("web_search", { query: "vitest fake timers" });
    expect(search.meta).toEqual({
      sources: [
        {
          url: "https://vitest.dev/guide/mocking",
          title: "Mocking | Guide | Vitest",
          snippet: "vi.useFakeTimers() replaces the global timers with fakes you advance by hand.",
        },
      ],
      truncated: false,
    });
    const missing = await run("web_fetch", { url: "https://example.com/" });
    expect(missing).toMatchObject({ isError: true, meta: { statusCode: 404, truncated: false } });
  });
});

it("turns arguments a tool cannot take into a failed result the model can read", async () => {
  const result = await run("edit", { path: "src/cart.ts" });
  expect(result.isError).toBe(true);
  expect(resultText(result)).toMatch(/^invalid arguments: edit arguments \/old_string: /);
  expect(readFileSync(join(workspace, "src/cart.ts"), "utf8")).toBe(cart);
});
