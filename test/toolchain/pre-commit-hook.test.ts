/**
 * The `cardc-check` hook of `.pre-commit-hooks.yaml`, run by Debian's pre-commit as a consumer runs
 * it: `pre-commit try-repo` against a local clone of a repository holding the hook (nothing is
 * downloaded; PRE_COMMIT_HOME is the test's own), in a scratch project whose `node_modules/.bin/cardc`
 * is the compiled CLI. A stale generated tree fails the hook, a fresh one passes it.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardcBin, cardcEnv, projectRoot } from "../support/cli-process.js";
import { diffFixture, git } from "../support/git.js";

let work: string;
let hooks: string;
let project: string;

function preCommit(): { code: number | null; output: string } {
  const result = spawnSync("pre-commit", ["try-repo", hooks, "cardc-check", "--all-files"], {
    cwd: project,
    env: cardcEnv({ PRE_COMMIT_HOME: join(work, "pre-commit-home"), npm_config_offline: "true" }),
    encoding: "utf8",
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "cardc-pre-commit-"));
  hooks = join(work, "hooks");
  mkdirSync(hooks);
  copyFileSync(join(projectRoot, ".pre-commit-hooks.yaml"), join(hooks, ".pre-commit-hooks.yaml"));
  git(hooks, "init", "-q");
  git(hooks, "add", ".");
  git(hooks, "commit", "-qm", "hooks");

  project = join(work, "project");
  mkdirSync(join(project, "schema"), { recursive: true });
  mkdirSync(join(project, "node_modules", ".bin"), { recursive: true });
  symlinkSync(cardcBin, join(project, "node_modules", ".bin", "cardc"));
  writeFileSync(join(project, "package.json"), `{ "name": "consumer", "version": "0.1.0" }\n`);
  writeFileSync(join(project, ".gitignore"), "node_modules/\n");
  copyFileSync(diffFixture("variant-removed", "before.json"), join(project, "schema", "cards.json"));
  expect(spawnSync(process.execPath, [cardcBin, "gen"], { cwd: project, env: cardcEnv() }).status).toBe(0);
  git(project, "init", "-q");
  git(project, "add", ".");
  git(project, "commit", "-qm", "vocabulary and its generated tree");
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the cardc-check pre-commit hook", () => {
  it("passes on a fresh generated tree", () => {
    const result = preCommit();
    expect(result.output).toMatch(/cardc gen --check\.+Passed/);
    expect(result.code).toBe(0);
  });

  it("fails on a stale one, naming the stale files", () => {
    copyFileSync(diffFixture("variant-removed", "after.json"), join(project, "schema", "cards.json"));
    git(project, "add", ".");
    const result = preCommit();
    expect(result.output).toMatch(/cardc gen --check\.+Failed/);
    expect(result.output).toMatch(/stale: generated\/\S+/);
    expect(result.output).toContain("generated/ is out of date");
    expect(result.code).toBe(1);
  });
});
