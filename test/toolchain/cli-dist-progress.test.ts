/**
 * `cardc dist --progress` as a process in a project of its own: a numbered line on stderr as each
 * step starts and the time taken at the end, while stdout keeps the report alone; without the
 * option, with stderr a pipe (as in CI), there is no progress line at all.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../support/cli-process.js";

const root = mkdtempSync(join(tmpdir(), "cardc-dist-progress-"));
const project = join(root, "project");
// Every package skipped: the steps around the packers are what this shows, in seconds.
const skipAll = ["--skip", "npm", "--skip", "python", "--skip", "rust", "--skip", "go"];

beforeAll(async () => {
  mkdirSync(join(project, "schema"), { recursive: true });
  writeFileSync(
    join(project, "schema/cards.json"),
    readFileSync(new URL("../fixtures/minimal/cards.json", import.meta.url), "utf8"),
  );
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "notes", version: "0.1.0" }));
  expect((await runCli(["gen"], project)).code).toBe(0);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("cardc dist's progress", () => {
  it("is a line on stderr per step and the time taken, when asked", async () => {
    const run = await runCli(["dist", "--progress", ...skipAll], project);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(
      /^cardc dist: \[1\/2\] the release check\ncardc dist: \[2\/2\] the generated tree\ncardc dist: done in \d+\.\d s\n$/,
    );
    expect(run.stdout).not.toContain("cardc dist:");
  });

  it("is not shown when stderr is a pipe and nobody asked", async () => {
    const run = await runCli(["dist", ...skipAll], project);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
  });
});
