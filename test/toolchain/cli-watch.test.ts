/**
 * `cardc gen --watch` as a real process: it starts and generates, regenerates on a save (reporting
 * the files written, the variants added and the arms a hand-written bridge now lacks), survives an invalid save (diagnostics, last good tree
 * kept byte for byte), recovers on the fix (also when the editor saves by renaming a new file over
 * the schema), reports an output folder it cannot write without stopping, and stops cleanly with
 * exit 0 on SIGINT and SIGTERM. Every wait is bounded.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readTree } from "../../generator/output/read-tree.js";
import { cardcArgs, cardcEnv, projectRoot } from "../support/cli-process.js";

const waitMs = 30_000;

let work: string;
let schema: string;
let out: string;
let bridges: string;
let child: ChildProcess | undefined;

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), "cardc-watch-"));
  schema = join(work, "cards.json");
  out = join(work, "generated");
  bridges = join(work, "ui");
  cpSync(new URL("../fixtures/minimal/cards.json", import.meta.url), schema);
  mkdirSync(bridges);
  // A hand-written bridge with an arm per card of the fixture; the watcher names the arms it lacks.
  writeFileSync(
    join(bridges, "card-bridge.ts"),
    "export const text = defineCardBridge<undefined, string>({ note: (view) => view.note.text, count: (view) => String(view.count) }, {});\n",
  );
});
afterEach(() => {
  if (child !== undefined && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  child = undefined;
  rmSync(work, { recursive: true, force: true });
});

/** Starts the watcher and returns a reader that waits, bounded, for output matching a pattern. */
function startWatch() {
  const args = cardcArgs("gen", "--watch", "--schema", schema, "--out", out, "--bridges", bridges);
  const proc = spawn(process.execPath, args, { cwd: projectRoot, env: cardcEnv(), stdio: ["ignore", "pipe", "pipe"] });
  child = proc;
  let output = "";
  let seen = 0;
  proc.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  proc.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => proc.on("exit", (code) => resolve(code)));

  /** Waits for `pattern` in the output after everything matched so far, and returns that new output. */
  async function next(pattern: RegExp): Promise<string> {
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      const rest = output.slice(seen);
      const match = pattern.exec(rest);
      if (match !== null) {
        seen += match.index + match[0].length;
        return rest.slice(0, match.index + match[0].length);
      }
      if (proc.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no output matching ${pattern} within ${waitMs} ms; output so far:\n${output}`);
  }

  async function exitCode(): Promise<number | null> {
    const timeout = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), waitMs));
    const code = await Promise.race([exited, timeout]);
    if (code === "timeout") throw new Error(`the watcher did not exit within ${waitMs} ms; output:\n${output}`);
    return code;
  }

  return { proc, next, exitCode, output: () => output };
}

const edit = (from: string, to: string) => writeFileSync(schema, readFileSync(schema, "utf8").replace(from, to));

/** Saves the way many editors do: write a sibling file, then rename it over the schema. */
function editByRename(from: string, to: string) {
  const temporary = join(work, ".cards.json.swp");
  writeFileSync(temporary, readFileSync(schema, "utf8").replace(from, to));
  renameSync(temporary, schema);
}

describe("cardc gen --watch", () => {
  it("regenerates on save, survives an invalid save, recovers, and stops on SIGINT", async () => {
    const watcher = startWatch();
    expect(await watcher.next(/watching .*cards\.json for changes/)).toMatch(/wrote .*generated\/: (\d+) of \1 files/);

    edit('"doc": "How many."', '"doc": "How many cards."');
    const docChange = await watcher.next(/files changed.*\n/);
    expect(docChange).toContain("types.ts");
    expect(docChange).not.toContain("variants");
    expect(readFileSync(join(out, "types.ts"), "utf8")).toContain("How many cards.");

    const goodTree = await readTree(out);
    edit('"type": "Level"', '"type": "Levl"');
    const invalid = await watcher.next(/waiting for the next save\.\n/);
    expect(invalid).toContain('error CARD_UNKNOWN_TYPE  unknown type "Levl"');
    expect(invalid).toContain("kept the last good");
    expect(await readTree(out)).toEqual(goodTree);

    editByRename('"type": "Levl"', '"type": "Level"');
    editByRename(
      '"count": {',
      '"empty": { "name": "EmptyCard", "doc": "Shows nothing.", "fields": {} },\n        "count": {',
    );
    const fixed = await watcher.next(
      /variants added: EmptyCard; bridges now missing arms: \S*ui\/card-bridge\.ts:\d+:\d+ defineCardBridge empty\n/,
    );
    expect(fixed).toMatch(/wrote .*generated\/: \d+ of \d+ files changed \(.*types\.ts/);
    expect(readFileSync(join(out, "types.ts"), "utf8")).toContain("EmptyCard");

    edit('"empty": { "name": "EmptyCard", "doc": "Shows nothing.", "fields": {} },\n        ', "");
    expect(await watcher.next(/variants removed: EmptyCard\n/)).not.toContain("error");

    watcher.proc.kill("SIGINT");
    expect(await watcher.exitCode()).toBe(0);
    expect(watcher.output()).toContain("stopped watching.");
    expect(watcher.output()).not.toContain("\u001b[");
    expect(watcher.output()).not.toContain("internal error");
    expect(readdirSync(work).filter((name) => name.startsWith(".generated."))).toEqual([]);
  }, 180_000);

  it("reports an output folder it cannot write, keeps watching, and writes once it can", async () => {
    const blocker = join(work, "blocker");
    writeFileSync(blocker, "a file where the output's parent folder should be\n");
    out = join(blocker, "generated");
    const watcher = startWatch();
    expect(await watcher.next(/watching .*cards\.json for changes/)).toMatch(
      /blocker\/generated\/: cannot write the output \(EEXIST: .*\); it keeps its previous complete tree \(restored by the next run if a swap was cut short\)\./,
    );
    rmSync(blocker);
    edit("How many.", "How many, at most ten.");
    expect(await watcher.next(/wrote .*generated\/: \d+ of \d+ files changed/)).not.toContain("internal error");
    watcher.proc.kill("SIGTERM");
    expect(await watcher.exitCode()).toBe(0);
    expect(watcher.output()).not.toContain("internal error");
  }, 90_000);

  it("stops cleanly on SIGTERM", async () => {
    const watcher = startWatch();
    await watcher.next(/watching .*cards\.json for changes/);
    watcher.proc.kill("SIGTERM");
    expect(await watcher.exitCode()).toBe(0);
    expect(watcher.output()).toContain("stopped watching.");
  }, 90_000);
});
