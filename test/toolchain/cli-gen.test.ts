/**
 * `cardc gen` and `cardc gen --check` against a real folder: a fresh tree is up to date, and every
 * kind of drift (an edited, a deleted, an extra file) is reported by name with exit 1; an invalid
 * vocabulary exits 2 and writes nothing.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { main } from "../../generator/cli/main.js";
import { reportBug } from "../../generator/cli/report-bug.js";
import { readTree } from "../../generator/output/read-tree.js";
import { recordingTerminal } from "../support/recorder.js";

let work: string;
let schema: string;
let out: string;

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), "cardc-cli-"));
  schema = join(work, "cards.json");
  out = join(work, "generated");
  cpSync(new URL("../fixtures/minimal/cards.json", import.meta.url), schema);
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

async function run(...args: string[]) {
  const terminal = recordingTerminal();
  const code = await main([...args, "--schema", schema, "--out", out], terminal);
  return { code, text: terminal.text() };
}

describe("cardc gen --check", () => {
  it("reports a freshly generated tree as up to date", async () => {
    expect((await run("gen")).code).toBe(0);
    const check = await run("gen", "--check");
    expect(check).toEqual({ code: 0, text: expect.stringContaining("is up to date") });
  });

  it("names an edited file as stale, with a diff", async () => {
    await run("gen");
    writeFileSync(join(out, "types.ts"), readFileSync(join(out, "types.ts"), "utf8").replace("How many.", "How much."));
    const check = await run("gen", "--check");
    expect(check.code).toBe(1);
    expect(check.text).toMatch(/stale: .*generated\/types\.ts/);
    expect(check.text).toContain("-   * How much.");
    expect(check.text).toContain("+   * How many.");
  });

  it("names a deleted file as missing and an extra file as orphaned", async () => {
    await run("gen");
    unlinkSync(join(out, "validators.ts"));
    writeFileSync(join(out, "notes.md"), "hand-written\n");
    const check = await run("gen", "--check");
    expect(check.code).toBe(1);
    expect(check.text).toMatch(/missing: .*generated\/validators\.ts/);
    expect(check.text).toMatch(/orphaned: .*generated\/notes\.md/);
  });

  it("leaves out what git ignores in a host's folder (build output, caches), not other extra files", async () => {
    execFileSync("git", ["init", "-q", work]);
    await run("gen");
    // The minimal fixture's package names are its id's, urn:cardc:test:minimal.
    const leftByToolchains = [
      "rust/target/debug/cardc_test_minimal.d",
      "rust/Cargo.lock",
      "python/cardc_test_minimal/__pycache__/x.pyc",
    ];
    for (const path of leftByToolchains) {
      mkdirSync(dirname(join(out, path)), { recursive: true });
      writeFileSync(join(out, path), "cache\n");
    }
    expect(await run("gen", "--check")).toMatchObject({ code: 0 });
    writeFileSync(join(out, "rust/notes.md"), "hand-written\n");
    const check = await run("gen", "--check");
    expect(check.code).toBe(1);
    expect(check.text.match(/orphaned: .*/g)).toEqual([expect.stringMatching(/generated\/rust\/notes\.md/)]);
  });

  it("writes nothing when the tree is up to date, and repairs drift on the next gen", async () => {
    await run("gen");
    unlinkSync(join(out, "index.ts"));
    expect((await run("gen")).text).toMatch(/: 1 of \d+ files changed/);
    expect((await run("gen")).text).toContain("is up to date");
  });

  it("exits 2 on an invalid vocabulary and leaves the output untouched", async () => {
    await run("gen");
    const before = await readTree(out);
    writeFileSync(schema, readFileSync(schema, "utf8").replace('"type": "Level"', '"type": "Levl"'));
    const result = await run("gen");
    expect(result.code).toBe(2);
    expect(result.text).toContain('error CARD_UNKNOWN_TYPE  unknown type "Levl"');
    expect(result.text).toContain('hint: did you mean "Level"?');
    expect(result.text).toContain("1 error; nothing was written.");
    expect(await readTree(out)).toEqual(before);
    expect((await run("gen", "--check")).code).toBe(2);
  });

  it("exits 73 without a stack trace when the output folder cannot be written", async () => {
    writeFileSync(join(work, "a-file"), "not a folder\n");
    const terminal = recordingTerminal();
    const code = await main(["gen", "--schema", schema, "--out", join(work, "a-file", "generated")], terminal);
    expect(code).toBe(73);
    expect(terminal.text()).toMatch(/cannot write the output \(EEXIST: file already exists, mkdir .*a-file/);
    expect(terminal.text()).not.toMatch(/^\s+at /m);
  });

  it("reports an escaped exception as a bug in cardc, with exit 70", () => {
    const terminal = recordingTerminal();
    expect(reportBug(new TypeError("boom"), terminal)).toBe(70);
    expect(terminal.text()).toMatch(/^cardc: internal error, a bug in cardc .*\nTypeError: boom\n\s+at /);
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error("no");
        },
        getPrototypeOf: () => {
          throw new Error("no");
        },
      },
    );
    expect(reportBug(hostile, recordingTerminal())).toBe(70);
  });

  it("explains itself and rejects unknown commands and options", async () => {
    const help = await run("gen", "--help");
    expect(help.code).toBe(0);
    expect(help.text).toContain("usage: cardc gen");
    expect(help.text).toContain("exit codes:");
    const unknown = await run("generate");
    expect(unknown.code).toBe(64);
    expect(unknown.text).toContain('unknown command "generate"');
    const both = await run("gen", "--watch", "--check");
    expect(both.code).toBe(64);
    expect(both.text).toContain("--watch and --check cannot be combined");
    const badOption = await run("gen", "--chekc");
    expect(badOption.code).toBe(64);
    expect(badOption.text).toContain("--chekc");
  });
});
