/**
 * `.ci/vocabulary-diff` in scratch repositories: it skips a single-commit clone, compares with the
 * previous commit, prefers the merge base with origin/main (so an earlier commit of the branch
 * cannot hide a break), and lets a `Vocabulary-Allow: wire` trailer declare an intended break.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardcBin } from "../support/cli-process.js";
import { diffFixture, git as runGit } from "../support/git.js";

const script = new URL("../../.ci/vocabulary-diff", import.meta.url).pathname;

let work: string;

const git = (...args: string[]): string => runGit(work, ...args);

function commitSchema(from: string, message: string): string {
  copyFileSync(from, join(work, "schema/cards.json"));
  git("add", "schema/cards.json");
  git("commit", "-qm", message);
  return git("rev-parse", "HEAD");
}

function runScript(): { code: number; text: string } {
  const result = spawnSync(script, [], {
    cwd: work,
    encoding: "utf8",
    env: { ...process.env, GITHUB_ACTIONS: "", CARDC: `node ${cardcBin}` },
  });
  return { code: result.status ?? -1, text: `${result.stdout}${result.stderr}` };
}

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), "cardc-ci-"));
  mkdirSync(join(work, "schema"));
  git("init", "-q", "-b", "main");
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe(".ci/vocabulary-diff", () => {
  it("skips a fresh single-commit clone with a message", () => {
    commitSchema(diffFixture("variant-removed", "before.json"), "first");
    expect(runScript()).toEqual({ code: 0, text: expect.stringContaining("skipped, no merge base") });
  });

  it("fails a wire break against the previous commit", () => {
    commitSchema(diffFixture("variant-removed", "before.json"), "first");
    commitSchema(diffFixture("variant-removed", "after.json"), "Remove the plain card");
    const result = runScript();
    expect(result.code).toBe(1);
    expect(result.text).toContain("against HEAD~1, allowing source");
    expect(result.text).toContain("wire variant-removed");
  });

  it("passes a wire break that a commit declares", () => {
    commitSchema(diffFixture("variant-removed", "before.json"), "first");
    commitSchema(diffFixture("variant-removed", "after.json"), "Remove the plain card\n\nVocabulary-Allow: wire\n");
    const result = runScript();
    expect(result.text).toContain("allowing source,wire");
    expect(result.code).toBe(0);
  });

  it("compares with the merge base with origin/main, not only the last commit", () => {
    const base = commitSchema(diffFixture("variant-removed", "before.json"), "first");
    git("update-ref", "refs/remotes/origin/main", base);
    commitSchema(diffFixture("variant-removed", "after.json"), "Remove the plain card");
    const docChanged = readFileSync(diffFixture("variant-removed", "after.json"), "utf8").replace(
      "A short note.",
      "A short note, shown in a card.",
    );
    writeFileSync(join(work, "schema/cards.json"), docChanged);
    git("commit", "-qam", "Reword a doc line");
    const result = runScript();
    expect(result.text).toContain(`against ${base}`);
    expect(result.text).toContain("wire variant-removed");
    expect(result.code).toBe(1);
  });
});
