/**
 * The output lock, in-process: runs on one folder are serialised; a lock whose owner is dead, or
 * an old lock holding no pid, is taken over; a fresh lock is waited for; and nothing of the lock is
 * left behind.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { withOutputLock } from "../../generator/output/write-tree.js";

let work: string;
let out: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), "cardc-lock-"));
  out = join(work, "generated");
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const lock = () => join(work, ".generated.lock");
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("withOutputLock", () => {
  it("serialises two holders and leaves nothing behind", async () => {
    const events: string[] = [];
    const hold = (name: string) =>
      withOutputLock(out, async () => {
        events.push(`${name} in`);
        await pause(50);
        events.push(`${name} out`);
      });
    await Promise.all([hold("a"), hold("b")]);
    expect([
      ["a in", "a out", "b in", "b out"],
      ["b in", "b out", "a in", "a out"],
    ]).toContainEqual(events);
    expect(readdirSync(work)).toEqual([]);
  });

  it("takes over a lock whose owner has died", async () => {
    const dead = spawnSync(process.execPath, ["-e", ""]).pid;
    writeFileSync(lock(), String(dead));
    expect(await withOutputLock(out, async () => "ran")).toBe("ran");
    expect(readdirSync(work)).toEqual([]);
  });

  it("takes over an old lock without a pid, but waits for a fresh one", async () => {
    writeFileSync(lock(), "");
    const old = new Date(Date.now() - 60_000);
    utimesSync(lock(), old, old);
    expect(await withOutputLock(out, async () => "ran")).toBe("ran");

    writeFileSync(lock(), String(process.pid));
    let ran = false;
    const waiting = withOutputLock(out, async () => {
      ran = true;
    });
    await pause(150);
    expect(ran).toBe(false);
    rmSync(lock());
    await waiting;
    expect(ran).toBe(true);
    expect(readdirSync(work)).toEqual([]);
  });
});
