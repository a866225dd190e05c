/**
 * The live file tools cannot be led out of the workspace by a link: not by a dangling one (direct,
 * relative, a chain of links, a linked folder), whose target a careless write would create, and not
 * by one swapped between the check and the use, which another process flips between a folder inside
 * and a folder outside while the tools run. Each case proves the escape did not happen: the folder
 * outside holds exactly what it held before, and no read returned its text.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { resultText } from "../../../runtime/demo/tools/tool.js";
import { toolRunner } from "../../support/run-tool.js";

const root = mkdtempSync(join(tmpdir(), "cardc-confinement-"));
const workspace = join(root, "workspace");
const outside = join(root, "outside");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const run = toolRunner(workspace);

/** Every file below a folder with its content, to compare before and after. */
function snapshot(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    files[path] = entry.isFile() ? readFileSync(path, "utf8") : entry.isDirectory() ? "(folder)" : "(other)";
  }
  return files;
}

beforeEach(() => {
  rmSync(workspace, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
  mkdirSync(join(workspace, "realdir"), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(workspace, "realdir/file.txt"), "inside\n");
  writeFileSync(join(outside, "file.txt"), "the rest of the machine\n");
});

describe("a dangling link", () => {
  it.each([
    ["to an absolute path", () => symlinkSync(join(outside, "new.txt"), join(workspace, "dangle")), "dangle"],
    ["to a relative path", () => symlinkSync("../outside/new.txt", join(workspace, "dangle")), "dangle"],
    [
      "through a chain of links",
      () => {
        symlinkSync(join(workspace, "second"), join(workspace, "dangle"));
        symlinkSync(join(outside, "new.txt"), join(workspace, "second"));
      },
      "dangle",
    ],
    ["as a folder", () => symlinkSync(join(outside, "newdir"), join(workspace, "dangle")), "dangle/new.txt"],
  ])("%s is refused by write and by an edit that creates, creating nothing outside", async (_how, plant, path) => {
    plant();
    const before = snapshot(outside);
    for (const [tool, args] of [
      ["write", { path, content: "planted" }],
      ["edit", { path, old_string: "", new_string: "planted" }],
    ] as const) {
      const result = await run(tool, args);
      expect(result.isError, `${tool} ${path}`).toBe(true);
      expect(resultText(result)).toMatch(
        /goes through a link to .*, which does not exist; the file tools never create/,
      );
    }
    expect(snapshot(outside)).toEqual(before);
  });
});

describe("a link swapped while the tools run", () => {
  it("never lets a read return, or a write land in, the folder outside", { timeout: 60_000 }, async () => {
    const link = join(workspace, "x");
    symlinkSync("./realdir", link);
    const flipper = spawn(
      process.execPath,
      [
        "-e",
        `const fs = require("node:fs");
         const [link, a, b] = process.argv.slice(1);
         for (;;) for (const to of [a, b]) { try { fs.symlinkSync(to, link + ".next"); fs.renameSync(link + ".next", link); } catch {} }`,
        link,
        "./realdir",
        outside,
      ],
      { stdio: "ignore" },
    );
    const before = snapshot(outside);
    const outcomes = { read: 0, refused: 0, wrote: 0 };
    try {
      for (let attempt = 0; attempt < 300; attempt++) {
        const read = await run("read", { path: "x/file.txt" });
        expect(resultText(read)).not.toContain("the rest of the machine");
        if (!read.isError) outcomes.read++;
        else if (resultText(read).includes("is outside the workspace")) outcomes.refused++;
        const write = await run("write", { path: `x/w${attempt}.txt`, content: "planted" });
        if (!write.isError) outcomes.wrote++;
      }
    } finally {
      flipper.kill("SIGKILL");
    }
    expect(snapshot(outside)).toEqual(before);
    // The swap did race the tools: some calls met the link pointing in, some pointing out.
    expect(outcomes.read).toBeGreaterThan(0);
    expect(outcomes.refused).toBeGreaterThan(0);
    expect(outcomes.wrote).toBeGreaterThan(0);
    expect(readdirSync(join(workspace, "realdir")).filter((name) => name.startsWith("w"))).toHaveLength(outcomes.wrote);
  });
});
