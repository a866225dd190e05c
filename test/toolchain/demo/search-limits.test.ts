/**
 * The search tools off the main thread and within their time: a catastrophic pattern is stopped
 * when the call's time is up, and while it runs the agent's own thread keeps running (a timer set
 * after the call starts fires before the call settles). And globs as a developer writes them: nested
 * braces, a leading `./`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { globExpression } from "../../../runtime/demo/tools/glob-pattern.js";
import { toolRunner } from "../../support/run-tool.js";

const workspace = mkdtempSync(join(tmpdir(), "cardc-search-limits-"));
afterAll(() => rmSync(workspace, { recursive: true, force: true }));
mkdirSync(join(workspace, "src"));
for (const name of ["a.ts", "b.ts", "c.ts", "d.ts", "src/e.ts"]) writeFileSync(join(workspace, name), "");
writeFileSync(join(workspace, "attack.txt"), `${"a".repeat(34)}!\n`);
writeFileSync(join(workspace, `${"a".repeat(200)}.txt`), "");

const run = toolRunner(workspace, { callTimeoutMs: 300 });
// Patterns that match at once, with the usual time: 300 ms is a bound a loaded machine can miss.
const runUnhurried = toolRunner(workspace);

describe("a catastrophic pattern", () => {
  it.each([
    ["grep", { pattern: "^(a+)+$" }],
    ["glob", { pattern: "*a*a*a*a*a*a*a*a*a*a*a*a*b" }],
  ])("in %s is stopped when the call's time is up, without blocking the thread", async (tool, args) => {
    const order: string[] = [];
    const call = run(tool, args).then((result) => {
      order.push("settled");
      return result;
    });
    setTimeout(() => order.push("timer"), 50);
    expect(await call).toEqual({
      content: [{ type: "text", text: `${tool} took longer than 300 ms and was stopped` }],
      isError: true,
    });
    expect(order).toEqual(["timer", "settled"]);
  });
});

describe("glob patterns", () => {
  it.each([
    ["{a,{b,c}}.ts", ["a.ts", "b.ts", "c.ts"]],
    ["./a.ts", ["a.ts"]],
    ["./src/*.ts", ["src/e.ts"]],
    ["{a,b", []],
  ])("%s matches %j", async (pattern, paths) => {
    const result = await runUnhurried("glob", { pattern });
    expect(result.meta).toMatchObject({ paths });
  });

  it("translates nested braces at their own level", () => {
    expect(globExpression("x{a,{b,c}d}", { anywhere: false }).source).toBe("^x(?:a|(?:b|c)d)$");
  });
});
