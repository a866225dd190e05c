/**
 * `cardc gen --check` proving a folder up to date from the record the last `gen` left in the cache
 * (`generator/cli/recorded-tree.ts`), run as a process in a project of its own (the minimal
 * vocabulary, a `package.json` with its settings, its own `node_modules/.cache/`). The record only
 * ever shortens the way to "up to date": every change after it, to a generated file (edited, deleted,
 * one more), to the vocabulary, to a setting or to the compiler's version, is reported exactly as a
 * check without any record reports it, with the same exit code. Whether a check generated at all is
 * read from the modules it loaded (a module hook records every URL).
 */
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardcArgs, cardcEnv, projectRoot } from "../support/cli-process.js";

const outputs = (
  JSON.parse(readFileSync(join(projectRoot, "dist/cli.meta.json"), "utf8")) as {
    outputs: Record<string, { inputs: Record<string, unknown> }>;
  }
).outputs;
/** The chunk of the built command that holds the generator's core, as a file URL. */
const generatorChunk = Object.entries(outputs)
  .filter(([, output]) => "generator/core/generate.ts" in output.inputs)
  .map(([path]) => `file://${join(projectRoot, path)}`)[0];

let project: string;
const records = () => join(project, "node_modules/.cache/cardc/trees");

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  /** Whether the run loaded the generator's core, that is, generated the tree in memory. */
  readonly generated: boolean;
}

/** Runs `cardc …` in the project with the environment's `extra` settings. */
function cardc(args: readonly string[], extra: Readonly<Record<string, string>> = {}): Promise<Run> {
  const loads = join(project, "loads.txt");
  rmSync(loads, { force: true });
  const hook = fileURLToPath(new URL("../support/record-loads.mjs", import.meta.url));
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", hook, ...cardcArgs(...args)],
      { cwd: project, env: cardcEnv({ ...extra, CARDC_LOADS_FILE: loads }) },
      (error, stdout, stderr) => {
        const loaded = existsSync(loads) ? readFileSync(loads, "utf8").split("\n") : [];
        const code = error === null ? 0 : typeof error.code === "number" ? error.code : -1;
        resolve({ code, stdout, stderr, generated: generatorChunk !== undefined && loaded.includes(generatorChunk) });
      },
    );
  });
}

/** `gen --check`'s verdict as a person and a tool read it. */
const verdict = ({ code, stdout, stderr }: Run) => ({ code, stdout, stderr });

/** Checks with the record, then again with no record at all (the check as it was before records). */
async function checkBothWays(extra: Readonly<Record<string, string>> = {}): Promise<{ recorded: Run; bare: Run }> {
  const recorded = await cardc(["gen", "--check", "--format", "json"], extra);
  rmSync(records(), { recursive: true, force: true });
  const bare = await cardc(["gen", "--check", "--format", "json"], extra);
  return { recorded, bare };
}

function edit(path: string, change: (text: string) => string): void {
  const file = join(project, path);
  const before = readFileSync(file, "utf8");
  const after = change(before);
  expect(after).not.toBe(before);
  writeFileSync(file, after);
}

beforeEach(async () => {
  project = mkdtempSync(join(tmpdir(), "cardc-record-"));
  cpSync(join(projectRoot, "test/fixtures/minimal/cards.json"), join(project, "cards.json"));
  const settings = { name: "notes", version: "1.0.0", cardc: { schema: "cards.json", out: "generated" } };
  writeFileSync(join(project, "package.json"), `${JSON.stringify(settings, null, 2)}\n`);
  expect((await cardc(["gen"])).code).toBe(0);
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

describe("gen --check with the record gen left", () => {
  it("proves the folder up to date without generating it, as a check without the record finds it", async () => {
    expect(existsSync(records())).toBe(true);
    const { recorded, bare } = await checkBothWays();
    expect(recorded).toMatchObject({ code: 0, generated: false });
    expect(bare).toMatchObject({ code: 0, generated: true });
    expect(verdict(recorded)).toEqual(verdict(bare));
    // The check that had to generate records the folder in turn, so the next one need not.
    expect(await cardc(["gen", "--check"])).toMatchObject({ code: 0, generated: false });
  });

  it("reports a generated file edited by hand as stale, as without the record", async () => {
    edit("generated/types.ts", (text) => text.replace("How many.", "How much."));
    const { recorded, bare } = await checkBothWays();
    expect(recorded.code).toBe(1);
    expect(recorded.stdout).toContain('"code": "CARDC_STALE"');
    expect(recorded.stdout).toContain('"file": "generated/types.ts"');
    expect(verdict(recorded)).toEqual(verdict(bare));
  });

  it("reports a deleted file as missing, as without the record", async () => {
    unlinkSync(join(project, "generated/validators.ts"));
    const { recorded, bare } = await checkBothWays();
    expect(recorded.code).toBe(1);
    expect(recorded.stdout).toContain('"file": "generated/validators.ts"');
    expect(verdict(recorded)).toEqual(verdict(bare));
  });

  it("reports a file gen would not write as orphaned, as without the record", async () => {
    writeFileSync(join(project, "generated/notes.md"), "hand-written\n");
    const { recorded, bare } = await checkBothWays();
    expect(recorded.code).toBe(1);
    expect(recorded.stdout).toContain('"file": "generated/notes.md"');
    expect(verdict(recorded)).toEqual(verdict(bare));
  });

  it("regenerates when the vocabulary changed, and reports what it changes", async () => {
    edit("cards.json", (text) => text.replace("How many.", "How many notes."));
    const { recorded, bare } = await checkBothWays();
    expect(recorded).toMatchObject({ code: 1, generated: true });
    expect(recorded.stdout).toContain('"file": "generated/types.ts"');
    expect(verdict(recorded)).toEqual(verdict(bare));
  });

  it("regenerates when a setting changed, and reports what it changes", async () => {
    edit("package.json", (text) => text.replace('"version": "1.0.0"', '"version": "1.1.0"'));
    const { recorded, bare } = await checkBothWays();
    expect(recorded).toMatchObject({ code: 1, generated: true });
    expect(recorded.stdout).toContain('"file": "generated/rust/Cargo.toml"');
    expect(verdict(recorded)).toEqual(verdict(bare));
  });

  it("trusts no record another compiler version made: it regenerates, with the verdict of a check without one", async () => {
    const older = { CARDC_COMPILER_VERSION: "0.0.1" };
    expect((await cardc(["--version"], older)).stdout.trim()).toBe("0.0.1");
    rmSync(records(), { recursive: true, force: true });
    expect(await cardc(["gen"], older)).toMatchObject({ code: 0 });
    expect(await cardc(["gen", "--check"], older)).toMatchObject({ code: 0, generated: false });
    const { recorded, bare } = await checkBothWays();
    expect(recorded).toMatchObject({ code: 0, generated: true });
    expect(verdict(recorded)).toEqual(verdict(bare));
  });

  it("ignores a record cut short or edited, and regenerates", async () => {
    const [name] = readdirSync(records());
    const path = join(records(), name ?? "");
    writeFileSync(path, readFileSync(path, "utf8").replace(/"types\.ts":"[0-9a-f]{8}/, '"types.ts":"00000000'));
    const { recorded, bare } = await checkBothWays();
    expect(recorded).toMatchObject({ code: 0, generated: true });
    expect(verdict(recorded)).toEqual(verdict(bare));
  });
});
