/**
 * A change is whole or not made at all. On a full disk (a small tmpfs, mounted as root, as CI runs)
 * a failed `write` or `edit` leaves the old content whole and no temporary file behind, and a file
 * it would have created leaves no folder either; a change keeps the file's mode and owner, and a long
 * text is written whole however it is sliced. A file
 * with a second hard link (one that may lie outside the workspace) is refused, the other name's
 * content untouched. And a call cancelled at any moment has no effect once it is reported
 * cancelled: the workspace is as it was, then and later.
 */
import { execFileSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { resultText } from "../../../runtime/demo/tools/tool.js";
import { toolRunner } from "../../support/run-tool.js";

const root = mkdtempSync(join(tmpdir(), "cardc-change-safety-"));
const full = join(root, "full");
mkdirSync(full);
execFileSync("mount", ["-t", "tmpfs", "-o", "size=256k", "tmpfs", full]);
afterAll(() => {
  execFileSync("umount", [full]);
  rmSync(root, { recursive: true, force: true });
});

const old = "the old content\n".repeat(1_000);

describe("a change on a full disk", () => {
  const run = toolRunner(full);
  const big = "x".repeat(1024 * 1024);

  it.each<[string, string, unknown]>([
    ["write", "old.txt", { path: "old.txt", content: big }],
    ["edit", "old.txt", { path: "old.txt", old_string: "old", new_string: big.slice(0, 1000), replace_all: true }],
    ["write", "new/deeper/big.txt", { path: "new/deeper/big.txt", content: big }],
  ])("%s of %s fails, leaving the old content whole and nothing else", async (tool, path, args) => {
    writeFileSync(join(full, "old.txt"), old);
    const result = await run(tool, args);
    expect(resultText(result)).toMatch(new RegExp(`^cannot change ${path}: ENOSPC: no space left on device`));
    expect(readFileSync(join(full, "old.txt"), "utf8")).toBe(old);
    expect(readdirSync(full)).toEqual(["old.txt"]);
  });
});

describe("a change", () => {
  const workspace = join(root, "workspace");
  mkdirSync(workspace);
  const run = toolRunner(workspace);

  it("keeps the file's mode and owner", async () => {
    const path = join(workspace, "kept.sh");
    writeFileSync(path, "echo old\n");
    chmodSync(path, 0o751);
    chownSync(path, 1234, 2345);
    expect((await run("edit", { path: "kept.sh", old_string: "old", new_string: "new" })).isError).toBe(false);
    expect(readFileSync(path, "utf8")).toBe("echo new\n");
    const stats = statSync(path);
    expect([stats.mode & 0o7777, stats.uid, stats.gid]).toEqual([0o751, 1234, 2345]);
  });

  it("writes a long text whole, a character straddling the slices it is encoded in", async () => {
    const content = `${"x".repeat(256 * 1024 - 1)}😀${"y".repeat(300 * 1024)}é\n`;
    expect((await run("write", { path: "long.txt", content })).isError).toBe(false);
    expect(readFileSync(join(workspace, "long.txt"), "utf8") === content).toBe(true);
  });

  it("refuses a file with a second hard link, whose other name keeps its content", async () => {
    const outside = join(root, "outside.txt");
    writeFileSync(outside, "the rest of the machine\n");
    linkSync(outside, join(workspace, "linked.txt"));
    for (const [tool, args] of [
      ["write", { path: "linked.txt", content: "planted\n" }],
      ["edit", { path: "linked.txt", old_string: "rest", new_string: "REST" }],
    ] as const) {
      const result = await run(tool, args);
      expect(result.isError).toBe(true);
      expect(resultText(result)).toBe(
        "linked.txt has 2 hard links; the file tools do not change a file that another name, perhaps outside the workspace, also reaches",
      );
    }
    expect(readFileSync(outside, "utf8")).toBe("the rest of the machine\n");
  });
});

describe("a cancelled change", () => {
  const workspace = join(root, "cancelled");
  mkdirSync(workspace);
  writeFileSync(join(workspace, "old.txt"), old);
  const run = toolRunner(workspace);

  it("has no effect once it is reported cancelled, whenever the cancel came", { timeout: 60_000 }, async () => {
    const unchanged = () => {
      expect(readdirSync(workspace)).toEqual(["old.txt"]);
      expect(readFileSync(join(workspace, "old.txt"), "utf8")).toBe(old);
    };
    let cancelled = 0;
    for (let turns = 0; turns < 30; turns++) {
      for (const [tool, args] of [
        ["write", { path: `made${turns}/a/b/c.txt`, content: "new\n".repeat(10_000) }],
        ["edit", { path: "old.txt", old_string: "old", new_string: `new${turns}`, replace_all: true }],
      ] as const) {
        const cancel = new AbortController();
        const call = run(tool, args, cancel.signal);
        for (let turn = 0; turn < turns; turn++) await new Promise((resolve) => setImmediate(resolve));
        cancel.abort();
        const result = await call;
        if (resultText(result) === `${tool} was cancelled`) {
          cancelled++;
          unchanged();
        } else {
          // The change was in place before the cancel came, and the call says it was done.
          expect(result.isError, resultText(result)).toBe(false);
          writeFileSync(join(workspace, "old.txt"), old);
          rmSync(join(workspace, `made${turns}`), { recursive: true, force: true });
        }
      }
    }
    expect(cancelled).toBeGreaterThan(0);
    // Work a cancelled call had left running would show itself by now.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    unchanged();
  });
});
