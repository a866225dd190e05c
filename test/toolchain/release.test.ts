/**
 * Releases cannot understate a change, in a scratch git repository holding a copy of the project's
 * build and generator: after a release tag, `.ci/vocabulary-diff` and `pnpm dist` (run as
 * `node build/dist.mjs --check-version-only`, which runs the release check that opens every
 * `pnpm dist` and stops there; `test/toolchain/packages.test.ts` runs the whole of it) refuse a version
 * below the bump the vocabulary's changes require, naming that version, and accept it once
 * `package.json` has it. The story follows README's "Releasing": bump, tag, dist. Bad inputs (a
 * malformed tag, a version that is not semver, no tag, no git) each get one line, never a stack trace.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardcBin, projectRoot, stackFrame } from "../support/cli-process.js";
import { git as runGit } from "../support/git.js";

const ciScript = join(projectRoot, ".ci/vocabulary-diff");

interface Vocabulary {
  doc: string;
  types: {
    Note: { doc: string; fields: Record<string, unknown> };
    Card: { variants: Record<string, unknown> };
  };
}
const released = JSON.parse(readFileSync(join(projectRoot, "test/fixtures/minimal/cards.json"), "utf8")) as Vocabulary;

let work: string;
const git = (...args: string[]): string => runGit(work, ...args);

interface Outcome {
  readonly code: number | null;
  readonly text: string;
}

function run(command: string, args: readonly string[], cwd = work): Outcome {
  const result = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, GITHUB_ACTIONS: "", CARDC: `node ${cardcBin}` },
  });
  return { code: result.status, text: `${result.stdout}${result.stderr}` };
}

const ci = (): Outcome => run(ciScript, []);
const dist = (): Outcome => run(process.execPath, ["build/dist.mjs", "--check-version-only"]);

/** Commits the vocabulary as `edits` leave a copy of the first one. */
function commitVocabulary(message: string, ...edits: ((vocabulary: Vocabulary) => void)[]): void {
  const vocabulary = structuredClone(released);
  for (const edit of edits) edit(vocabulary);
  writeFileSync(join(work, "schema/cards.json"), `${JSON.stringify(vocabulary, null, 2)}\n`);
  git("commit", "-qam", message);
}

const removeLevel = (vocabulary: Vocabulary): void => {
  delete vocabulary.types.Note.fields["level"];
};
const addLabelCard = (vocabulary: Vocabulary): void => {
  vocabulary.types.Card.variants["label"] = { name: "LabelCard", doc: "Shows a label.", fields: {} };
};
const rewordNote = (vocabulary: Vocabulary): void => {
  vocabulary.types.Note.doc = "A short note, shown in a card.";
};

/** `.ci/vocabulary-diff` and `pnpm dist` both refuse the checkout as it is, each saying every one of `texts`. */
function expectBothRefuse(...texts: string[]): void {
  for (const outcome of [ci(), dist()]) {
    for (const text of texts) expect(outcome.text).toContain(text);
    expect(outcome.code).toBe(1);
  }
}

/** README's "Releasing", step 1: the bump, as the README spells it. */
function bump(version: string): void {
  const result = run("npm", ["pkg", "set", `version=${version}`]);
  expect(result.code, result.text).toBe(0);
  git("commit", "-qam", `Release ${version}`);
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "cardc-release-"));
  // What the build reads: the compiler's sources and its licence, which the runtime package carries.
  for (const entry of ["build", "generator", "lib", "runtime", "tsconfig.json", "tsconfig.runtime.json", "LICENSE"])
    cpSync(join(projectRoot, entry), join(work, entry), { recursive: true });
  symlinkSync(join(projectRoot, "node_modules"), join(work, "node_modules"), "dir");
  mkdirSync(join(work, "schema"));
  cpSync(join(projectRoot, "schema/cards.schema.json"), join(work, "schema/cards.schema.json"));
  writeFileSync(join(work, "schema/cards.json"), `${JSON.stringify(released, null, 2)}\n`);
  writeFileSync(join(work, "package.json"), `${JSON.stringify({ name: "my-cards", version: "0.1.0" }, null, 2)}\n`);
  writeFileSync(join(work, ".gitignore"), "node_modules\n");
  git("init", "-q", "-b", "main");
  git("add", ".");
  git("commit", "-qm", "The first vocabulary");
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("a release cannot understate its change", () => {
  it("has nothing to check before the first release tag", () => {
    expect(ci()).toMatchObject({ code: 0, text: expect.stringContaining("no release tag") });
    expect(dist()).toMatchObject({ code: 0, text: expect.stringContaining("nothing to check") });
  });

  it("refuses a field removed under 0.1.0 with the wire trailer and no bump, naming 0.2.0", () => {
    git("tag", "v0.1.0");
    commitVocabulary("Remove the note's level\n\nVocabulary-Allow: wire\n", removeLevel);
    const checked = ci();
    expect(checked.text).toContain("allowing source,wire"); // the trailer still allows the break itself
    expect(checked.text).toContain(
      "release check: package.json's version 0.1.0 is below 0.2.0, the smallest version after v0.1.0 that may carry the vocabulary's changes\n  wire field-removed at schema/cards.json:",
    );
    expect(checked.code).toBe(1);
    const packed = dist();
    expect(packed.text).toContain("release check: package.json's version 0.1.0 is below 0.2.0");
    expect(packed.text).toContain("nothing was packed");
    expect(packed.code).toBe(1);
  });

  it("passes both once package.json says 0.2.0", () => {
    bump("0.2.0");
    const checked = ci();
    expect(checked.text).toContain("version 0.2.0 carries the changes since v0.1.0, which need 0.2.0");
    expect(checked.code).toBe(0);
    expect(dist()).toMatchObject({
      code: 0,
      text: expect.stringContaining("release check: version 0.2.0 carries"),
    });
  });

  it("holds the next change to the new tag: a card added after v0.2.0 needs 0.3.0", () => {
    git("tag", "v0.2.0");
    expect(dist()).toMatchObject({ code: 0, text: expect.stringContaining("has not changed since v0.2.0") });
    commitVocabulary("Add the label card", removeLevel, addLabelCard);
    expectBothRefuse("0.2.0 is below 0.3.0, the smallest version after v0.2.0", "source variant-added-closed");
  });

  it("after 1.0.0 needs 2.0.0 for the same change, and 1.0.1 for a doc-only one", () => {
    commitVocabulary("Drop the label card again", removeLevel);
    bump("1.0.0");
    git("tag", "v1.0.0");
    commitVocabulary("Add the label card", removeLevel, addLabelCard);
    expectBothRefuse("1.0.0 is below 2.0.0, the smallest version after v1.0.0", "source variant-added-closed");
    commitVocabulary("Reword the note's doc", removeLevel, rewordNote);
    expectBothRefuse("1.0.0 is below 1.0.1, the smallest version after v1.0.0", "safe doc-changed");
    bump("1.0.1");
    expect(ci().code).toBe(0);
    expect(dist().code).toBe(0);
  }, 240_000); // four commits, each checked twice by processes that generate the vocabulary
});

describe("bad input to the release check", () => {
  /** The lines a run printed, for one-line assertions. */
  const lines = (outcome: Outcome): string[] => outcome.text.trim().split("\n");

  it("names a tag that looks like a release but is not one, in one line", () => {
    git("tag", "v1.1");
    try {
      const checked = run(process.execPath, [cardcBin, "release-check"]);
      expect(lines(checked)).toEqual([
        'release check: tag "v1.1" looks like a release but is not v<MAJOR.MINOR.PATCH>[-<pre-release>]; rename or delete it, so the latest release can be found',
      ]);
      expect(checked.code).toBe(2);
      const packed = dist();
      expect(packed.text).toContain('release check: tag "v1.1" looks like a release');
      expect(packed.text).not.toMatch(stackFrame);
      expect(packed.code).toBe(1);
    } finally {
      git("tag", "-d", "v1.1");
    }
  });

  it("names a version that is not semver, in one line", () => {
    const manifest = readFileSync(join(work, "package.json"), "utf8");
    writeFileSync(join(work, "package.json"), JSON.stringify({ name: "my-cards", version: "1.0" }));
    try {
      const checked = run(process.execPath, [cardcBin, "release-check"]);
      expect(lines(checked)).toEqual([
        'package.json: version "1.0" is not a semantic version (MAJOR.MINOR.PATCH); every generated package carries it',
      ]);
      expect(checked.code).toBe(2);
      expect(dist().text).not.toMatch(stackFrame);
    } finally {
      writeFileSync(join(work, "package.json"), manifest);
    }
  });

  it("skips outside a git checkout, in one line", () => {
    const outside = mkdtempSync(join(tmpdir(), "cardc-release-nogit-"));
    try {
      mkdirSync(join(outside, "schema"));
      writeFileSync(join(outside, "schema/cards.json"), JSON.stringify(released));
      const checked = run(process.execPath, [cardcBin, "release-check"], outside);
      expect(lines(checked)).toEqual(["release check: skipped, not a git checkout with a commit"]);
      expect(checked.code).toBe(0);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it("rejects an unknown option of pnpm dist before doing anything", () => {
    expect(run(process.execPath, ["build/dist.mjs", "--version-only"])).toEqual({
      code: 64,
      text: "dist: unknown option --version-only; the one option is --check-version-only\n",
    });
  });
});
