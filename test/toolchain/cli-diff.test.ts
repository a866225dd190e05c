/**
 * `cardc diff` end to end: against a git revision and against a file, in every format, with the
 * exit code each outcome documents; an invalid or unreadable previous version is a located error
 * (exit 2), and a change that makes a recorded session log fall back names the log.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { main } from "../../generator/cli/main.js";
import { diffBase, diffFixture, git as runGit } from "../support/git.js";
import { recordingTerminal } from "../support/recorder.js";
import { runCli } from "../support/cli-process.js";
import { realSchemaPath } from "../support/generate.js";

let work: string;
let schema: string;
let noLogs: string;

const git = (...args: string[]): string => runGit(work, ...args);

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), "cardc-diff-"));
  schema = join(work, "cards.json");
  noLogs = join(work, "no-logs");
  copyFileSync(diffFixture("variant-removed", "before.json"), schema);
  git("init", "-q");
  git("add", "cards.json");
  git("commit", "-qm", "first version");
  copyFileSync(diffFixture("variant-removed", "after.json"), schema);
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

async function run(...args: string[]) {
  const terminal = recordingTerminal();
  const code = await main(["diff", ...args, "--schema", schema], terminal);
  return { code, text: terminal.text(), out: terminal.out.join("\n") };
}

describe("cardc diff", () => {
  it("compares with a git revision and fails on a wire change", async () => {
    const result = await run("--against", "HEAD", "--replay", noLogs);
    expect(result.code).toBe(1);
    expect(result.text).toMatch(/cards\.json:56:19 wire variant-removed {2}union "ToolResultView" card "plain"/);
    expect(result.text).toMatch(/was at HEAD:.*cards\.json:67:18 \/types\/ToolResultView\/variants\/plain/);
    expect(result.text).toContain("source removed-without-deprecation");
    expect(result.text).toMatch(/2 changes from HEAD:.*\(1 wire, 1 source\); 1 not allowed \(--allow source\)\.\n/);
  });

  it("compares with a file, and passes when the class is allowed", async () => {
    const result = await run("--against", diffFixture("variant-removed", "before.json"), "--allow", "wire,source");
    expect(result.code).toBe(0);
    expect(result.out).toContain("wire variant-removed");
    expect(result.out).toMatch(/allowed \(--allow wire,source\)\.\n/);
  });

  it("ends with the bump the change requires, as a version from the release tag it compares with", async () => {
    git("tag", "v0.1.0");
    const early = await run("--against", "v0.1.0", "--replay", noLogs);
    expect(early.text.split("\n").at(-1)).toMatch(
      /^requires a minor bump, to 0\.2\.0 from 0\.1\.0: wire variant-removed at .*cards\.json:56:19 is a major change, which moves the minor version before 1\.0\.0\.$/,
    );
    git("tag", "v1.4.2");
    const late = await run("--against", "v1.4.2", "--replay", noLogs);
    expect(late.text.split("\n").at(-1)).toMatch(
      /^requires a major bump, to 2\.0\.0 from 1\.4\.2: wire variant-removed at /,
    );
  });

  it("names the bump without a version when the old side has none (a file)", async () => {
    const result = await run("--against", diffFixture("variant-removed", "before.json"), "--replay", noLogs);
    expect(result.text.split("\n").at(-1)).toMatch(
      /^requires a major bump \(a minor one before 1\.0\.0\): wire variant-removed at .*cards\.json:56:19\.$/,
    );
  });

  it("reads the old version from package.json at a revision that is not a release tag", async () => {
    writeFileSync(join(work, "package.json"), JSON.stringify({ name: "my-cards", version: "1.0.0" }));
    git("add", "package.json");
    git("commit", "-qm", "a package.json");
    copyFileSync(diffFixture("doc-changed", "after.json"), schema);
    const result = await runCli(["diff", "--against", "HEAD", "--schema", "cards.json", "--replay", "none"], work);
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split("\n").at(-1)).toBe(
      "requires a patch bump, to 1.0.1 from 1.0.0: safe doc-changed at cards.json:19:14.",
    );
  });

  it("fails on an allowed-by-default class when told to allow none", async () => {
    // Both fixtures start from the shared base vocabulary, which is what HEAD holds.
    expect(diffFixture("type-removed", "before.json")).toBe(diffBase);
    expect(diffFixture("variant-removed", "before.json")).toBe(diffBase);
    copyFileSync(diffFixture("type-removed", "after.json"), schema);
    expect((await run("--against", "HEAD", "--replay", noLogs)).code).toBe(0);
    expect((await run("--against", "HEAD", "--replay", noLogs, "--allow", "none")).code).toBe(1);
  });

  it("writes JSON for tools", async () => {
    const result = await run("--against", "HEAD", "--format", "json", "--replay", noLogs);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.text) as {
      ok: boolean;
      allowed: string[];
      changes: { rule: string; class: string; allowed: boolean; before: { line: number; pointer: string } }[];
    };
    expect(report.ok).toBe(false);
    expect(report.allowed).toEqual(["source"]);
    expect(report.changes.map((change) => [change.rule, change.class, change.allowed])).toEqual([
      ["variant-removed", "wire", false],
      ["removed-without-deprecation", "source", true],
    ]);
    expect(report.changes[0]?.before).toMatchObject({ line: 67, pointer: "/types/ToolResultView/variants/plain" });
  });

  it("carries the bump in JSON: the change's level, and from a release the bump and the version", async () => {
    git("tag", "v0.3.1");
    const result = await run("--against", "v0.3.1", "--format", "json", "--replay", noLogs);
    const report = JSON.parse(result.text) as { changes: { bump: string }[]; bump: unknown };
    expect(report.changes.map((change) => change.bump)).toEqual(["major", "major"]);
    expect(report.bump).toEqual({
      change: "major",
      from: "0.3.1",
      required: "minor",
      to: "0.4.0",
      because: {
        rule: "variant-removed",
        class: "wire",
        at: {
          file: expect.stringMatching(/cards\.json$/),
          pointer: "/types/ToolResultView/variants",
          line: 56,
          column: 19,
        },
      },
    });
    const fromFile = await run("--against", diffFixture("variant-removed", "before.json"), "--format", "json");
    expect((JSON.parse(fromFile.text) as { bump: unknown }).bump).toMatchObject({
      change: "major",
      from: null,
      required: null,
      to: null,
    });
  });

  it("writes GitHub annotations: errors for disallowed changes, warnings for allowed ones", async () => {
    const result = await run("--against", "HEAD", "--format", "github", "--replay", noLogs);
    const lines = result.text.split("\n");
    expect(lines[0]).toMatch(/^::error file=[^,]*cards\.json,line=56,col=19,title=variant-removed::wire: union /);
    expect(lines[1]).toMatch(
      /^::warning file=[^,]*cards\.json,line=56,col=19,title=removed-without-deprecation::source: /,
    );
  });

  it("reports an invalid previous version with its location and exits 2", async () => {
    const broken = join(work, "old.json");
    writeFileSync(broken, readFileSync(schema, "utf8").replace('"type": "Level"', '"type": "Levl"'));
    const result = await run("--against", broken);
    expect(result.code).toBe(2);
    expect(result.text).toMatch(/old\.json:\d+:\d+ error CARD_UNKNOWN_TYPE {2}unknown type "Levl"/);
    expect(result.text).toContain("is not a valid vocabulary; nothing was compared.");
  });

  it("reports an unknown revision and exits 2", async () => {
    const result = await run("--against", "no-such-ref");
    expect(result.code).toBe(2);
    expect(result.text).toMatch(/no-such-ref:.*cards\.json: not a file, and git cannot show it/);
  });

  it("rejects a missing --against, an unknown format and an unknown class with exit 64", async () => {
    expect((await run()).code).toBe(64);
    expect((await run("--against", "HEAD", "--format", "xml")).text).toContain('unknown --format "xml"');
    const badAllow = await run("--against", "HEAD", "--allow", "wire,everything");
    expect(badAllow.code).toBe(64);
    expect(badAllow.text).toContain('unknown class "everything"');
  });

  it("names the recorded session log a change makes fall back", async () => {
    const text = readFileSync(realSchemaPath, "utf8");
    const tightened = text.replace('"minimum": 100,', '"minimum": 300,');
    expect(tightened).not.toBe(text);
    writeFileSync(schema, tightened);
    const result = await run("--against", realSchemaPath.pathname);
    expect(result.code).toBe(1);
    expect(result.text).toContain("wire constraint-tightened");
    expect(result.text).toContain(
      'wire replay-fallback  recorded test/replay/terminal-and-web.json /events/3 (ToolResultView) now falls back to the generic card: ToolResultView card "web" kind "fetch": /statusCode must be >= 300',
    );
  });
});
