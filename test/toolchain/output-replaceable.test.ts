/**
 * An output folder `gen` cannot replace as a whole is refused before anything is staged or swapped,
 * with a clear error and exit 73, and left exactly as it was: a folder that is a symbolic link (the
 * swap would replace the link and leave its target stale), and a read-only folder (the swap could not
 * remove the old tree afterwards). An old tree an earlier run left beside the folder, which cannot be
 * removed, is named as such. The read-only cases run `gen` as an unprivileged user (root ignores
 * permissions), through `setpriv` when the suite runs as root, from a copy of the compiled CLI in a
 * folder it may read, wherever the checkout is.
 */
import { spawn } from "node:child_process";
import {
  chmodSync,
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { cardcBin, cardcEnv, type Finished } from "../support/cli-process.js";

const work = mkdtempSync(join(tmpdir(), "cardc-replaceable-"));
// The unprivileged user writes here.
chmodSync(work, 0o777);
// The unprivileged user may not enter the checkout (a clone below /root, or in any folder only its
// owner may enter), so it runs a copy of the compiled CLI, which needs nothing from outside its folder.
const cli = mkdtempSync(join(tmpdir(), "cardc-replaceable-cli-"));
chmodSync(cli, 0o755);
cpSync(dirname(cardcBin), cli, { recursive: true });
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(cli, { recursive: true, force: true });
});

const minimal = readFileSync(new URL("../fixtures/minimal/cards.json", import.meta.url), "utf8");
const schemaA = join(work, "a.json");
const schemaB = join(work, "b.json");
writeFileSync(schemaA, minimal);
writeFileSync(schemaB, minimal.replace('"How many."', '"How many, again."'));
const out = join(work, "generated");
const real = join(work, "real-output");

/** `cardc gen` as a user without root's disregard for permissions. */
function genUnprivileged(schema: string): Promise<Finished> {
  const node = [process.execPath, join(cli, "cardc.js"), "gen", "--schema", schema, "--out", out];
  const [file, ...args] =
    process.getuid?.() === 0 ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", ...node] : node;
  const child = spawn(file ?? "", args, { cwd: work, env: cardcEnv(), stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/** Every entry below a folder with its content or kind, links not followed. */
function tree(folder: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    found[path] = entry.isFile() ? readFileSync(path, "utf8") : entry.isSymbolicLink() ? readlinkSync(path) : "/";
  }
  return found;
}

function makeWritable(folder: string): void {
  for (const path of [folder, ...Object.keys(tree(folder))])
    chmodSync(path, lstatSync(path).isDirectory() ? 0o777 : 0o666);
}

beforeEach(async () => {
  for (const path of [out, real, join(work, ".generated.previous")]) {
    try {
      makeWritable(path);
    } catch {
      // Not there.
    }
    rmSync(path, { recursive: true, force: true });
  }
  expect((await genUnprivileged(schemaA)).code).toBe(0);
});

describe("an output folder gen cannot replace", () => {
  it("is a symbolic link: refused, the link and its target left as they were", { timeout: 60_000 }, async () => {
    cpSync(out, real, { recursive: true });
    rmSync(out, { recursive: true });
    symlinkSync(real, out);
    const before = tree(work);
    const run = await genUnprivileged(schemaB);
    expect(run.code).toBe(73);
    expect(run.stderr).toBe(
      `generated/: cannot write the output (generated is a symbolic link to ${real}, and replacing the folder would replace the link, not its target; give the real folder); nothing was swapped, it keeps its previous complete tree.\n`,
    );
    expect(tree(work)).toEqual(before);
  });

  it("is read-only: refused before the swap, the tree left as it was", { timeout: 60_000 }, async () => {
    for (const path of [out, ...Object.keys(tree(out))]) chmodSync(path, lstatSync(path).isDirectory() ? 0o555 : 0o444);
    const before = tree(work);
    const run = await genUnprivileged(schemaB);
    expect(run.code).toBe(73);
    expect(run.stderr).toBe(
      "generated/: cannot write the output (generated is read-only, so the old tree could not be removed after the swap); nothing was swapped, it keeps its previous complete tree.\n",
    );
    expect(tree(work)).toEqual(before);
    makeWritable(out);
    expect((await genUnprivileged(schemaB)).code).toBe(0);
    expect(readdirSync(work).filter((name) => name.startsWith(".generated."))).toEqual([]);
  });

  it("has a read-only sub-folder: named, and refused the same way", { timeout: 60_000 }, async () => {
    const sub = readdirSync(out, { withFileTypes: true }).find((entry) => entry.isDirectory())?.name ?? "";
    expect(sub).not.toBe("");
    chmodSync(join(out, sub), 0o555);
    const before = tree(work);
    const run = await genUnprivileged(schemaB);
    expect(run.code).toBe(73);
    expect(run.stderr).toContain(
      `(generated/${sub} is read-only, so the old tree could not be removed after the swap)`,
    );
    expect(tree(work)).toEqual(before);
  });

  it("has an old tree beside it that cannot be removed: named as an earlier run's", { timeout: 60_000 }, async () => {
    const parked = join(work, ".generated.previous");
    mkdirSync(parked);
    writeFileSync(join(parked, "left.ts"), "");
    chmodSync(parked, 0o555);
    const before = tree(work);
    const run = await genUnprivileged(schemaB);
    expect(run.code).toBe(73);
    expect(run.stderr).toMatch(
      /^generated\/: cannot write the output: the old tree at \.generated\.previous could not be removed \(EACCES: .*\); remove it by hand; it keeps its previous complete tree\.\n$/,
    );
    expect(tree(work)).toEqual(before);
  });
});
