/**
 * Atomic, concurrent-safe output, tested on real `cardc gen` processes. Each run switches the
 * output folder between two known trees and is killed (SIGKILL or SIGTERM) at a different moment:
 * before it writes, while the staging folder fills, around the swap. Afterwards the folder must be
 * exactly the complete old tree or the complete new tree; if the kill landed between the two
 * renames (no folder, the old tree parked under `.previous`), the recovery every run performs first
 * must restore the old tree. Two runs at once must leave one complete tree, and a run that fails
 * validation must leave every byte, every entry and every modification time as it was.
 */
import { watch } from "node:fs";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GeneratedFile } from "../../generator/model/generated-file.js";
import { readTree } from "../../generator/output/read-tree.js";
import { recoverInterruptedRun, replaceTree, withOutputLock } from "../../generator/output/write-tree.js";
import { generateOk, projectPackages, projectVersion } from "../support/generate.js";
import { projectRoot, runCli, stackFrame, startCli } from "../support/cli-process.js";

let work: string;
const schemas = { a: "", b: "" };
const trees: { a: GeneratedFile[]; b: GeneratedFile[] } = { a: [], b: [] };

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "cardc-atomic-"));
  const minimal = readFileSync(new URL("../fixtures/minimal/cards.json", import.meta.url), "utf8");
  const other = minimal
    .replace('"How many."', '"How many, again."')
    .replace('"info", "warn"', '"info", "warn", "error"');
  schemas.a = join(work, "a.json");
  schemas.b = join(work, "b.json");
  writeFileSync(schemas.a, minimal);
  writeFileSync(schemas.b, other);
  // The CLI names the schema in each file's header relative to its working folder, the project root,
  // and gives the packages the names this project's settings give.
  const generateAsCli = async (text: string, schema: string) =>
    (await generateOk(text, relative(projectRoot, schema), projectVersion, projectPackages)).files;
  trees.a = [...(await generateAsCli(minimal, schemas.a))];
  trees.b = [...(await generateAsCli(other, schemas.b))];
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Which = "a" | "b";

/** Each test starts several `node` processes; on a busy shared machine one can take 10 s to start. */
const processTimeout = 300_000;

/** Which known tree a folder holds, or a description of the mess it holds instead. */
function classify(tree: readonly GeneratedFile[] | undefined): string {
  if (tree === undefined) return "(no folder)";
  for (const which of ["a", "b"] as const) {
    const expected = trees[which];
    if (JSON.stringify(tree) === JSON.stringify(expected)) return which;
  }
  return `a mix: ${tree.map((file) => file.path).join(", ")}`;
}

interface KillPlan {
  readonly signal: NodeJS.Signals;
  /** After start, after the staging folder appears, or after the old tree is parked for the swap. */
  readonly after: "spawn" | "staging" | "swap";
  readonly delayMs: number;
}

/** Runs gen towards `to`, kills it as planned, and reports what the kill caught it doing. */
async function killedRun(lane: string, to: Which, plan: KillPlan): Promise<{ stage: string }> {
  const out = join(lane, "generated");
  const run = startCli(["gen", "--schema", schemas[to], "--out", out]);
  let stage = "before staging";
  const kill = () => setTimeout(() => run.child.kill(plan.signal), plan.delayMs);
  const watcher = watch(lane, (_event, name) => {
    if (name?.startsWith(".generated.staging-") && stage === "before staging") {
      stage = "staging";
      if (plan.after === "staging") kill();
    }
    if (name === ".generated.previous" && stage !== "swapping") {
      stage = "swapping";
      if (plan.after === "swap") kill();
    }
  });
  if (plan.after === "spawn") kill();
  const finished = await run.finished;
  watcher.close();
  return { stage: finished.signal === null ? `finished (${finished.code})` : `killed while ${stage}` };
}

describe("gen output under kills and concurrency", () => {
  it(
    "leaves the complete old or new tree wherever a run is killed",
    async () => {
      const plans: KillPlan[] = [
        { signal: "SIGKILL", after: "spawn", delayMs: 200 },
        { signal: "SIGKILL", after: "staging", delayMs: 0 },
        { signal: "SIGTERM", after: "staging", delayMs: 5 },
        { signal: "SIGKILL", after: "swap", delayMs: 0 },
        { signal: "SIGKILL", after: "staging", delayMs: 40 },
        { signal: "SIGKILL", after: "staging", delayMs: 150 },
      ];
      // Two lanes (folders) run side by side to keep the wall time down on a small machine.
      const lanes = [join(work, "lane-0"), join(work, "lane-1")];
      const seen: string[] = [];
      await Promise.all(
        lanes.map(async (lane, laneIndex) => {
          mkdirSync(lane, { recursive: true });
          const out = join(lane, "generated");
          await replaceTree(out, trees.a);
          let current: Which = "a";
          for (const [index, plan] of plans.entries()) {
            if (index % lanes.length !== laneIndex) continue;
            const to: Which = current === "a" ? "b" : "a";
            const { stage } = await killedRun(lane, to, plan);
            let state = classify(await readTree(out));
            if (state === "(no folder)") {
              // Killed between the renames: the old tree must be parked, and recovery must restore it.
              expect(readdirSync(lane)).toContain(".generated.previous");
              await withOutputLock(out, () => recoverInterruptedRun(out));
              state = classify(await readTree(out));
              expect(state, `${JSON.stringify(plan)}: recovery restores the old tree`).toBe(current);
            }
            expect(["a", "b"], `${JSON.stringify(plan)} (${stage}) left ${state}`).toContain(state);
            seen.push(
              `${plan.signal}+${plan.delayMs}ms after ${plan.after}: ${stage} → ${state === to ? "new" : "old"}`,
            );
            current = state as Which;
          }
          // A normal run afterwards clears whatever the killed runs left and writes its tree.
          const final = await runCli(["gen", "--schema", schemas.b, "--out", out]);
          expect(final.code, final.stderr).toBe(0);
          expect(classify(await readTree(out))).toBe("b");
          expect(readdirSync(lane).sort()).toEqual(["generated"]);
        }),
      );
      expect(seen).toHaveLength(plans.length);
      if (process.env["CARDC_SHOW_KILLS"] === "1") console.info(seen.join("\n"));
    },
    processTimeout,
  );

  it(
    "restores a tree parked by a run killed between its two renames",
    async () => {
      const lane = join(work, "parked");
      const out = join(lane, "generated");
      mkdirSync(lane, { recursive: true });
      await replaceTree(out, trees.a);
      // The exact state a kill between `rename(target, previous)` and `rename(staging, target)` leaves.
      renameSync(out, join(lane, ".generated.previous"));
      cpSync(join(lane, ".generated.previous"), join(lane, ".generated.staging-999999"), { recursive: true });
      writeFileSync(join(lane, ".generated.lock"), "999999");
      const run = await runCli(["gen", "--schema", schemas.a, "--out", out]);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain("is up to date");
      expect(classify(await readTree(out))).toBe("a");
      expect(readdirSync(lane).sort()).toEqual(["generated"]);
    },
    processTimeout,
  );

  it(
    "never interleaves two runs at once: one complete tree wins",
    async () => {
      const lane = join(work, "race");
      const out = join(lane, "generated");
      mkdirSync(lane, { recursive: true });
      const runs = await Promise.all([
        runCli(["gen", "--schema", schemas.a, "--out", out]),
        runCli(["gen", "--schema", schemas.b, "--out", out]),
      ]);
      for (const run of runs) expect(run.code, run.stderr).toBe(0);
      expect(["a", "b"]).toContain(classify(await readTree(out)));
      expect(readdirSync(lane).sort()).toEqual(["generated"]);
    },
    processTimeout,
  );

  it(
    "leaves every byte, entry and modification time as it was when validation fails",
    async () => {
      const lane = join(work, "invalid");
      const out = join(lane, "generated");
      mkdirSync(lane, { recursive: true });
      await replaceTree(out, trees.a);
      const snapshot = () =>
        readdirSync(lane, { recursive: true })
          .map(String)
          .sort()
          .map((entry) => {
            const stat = statSync(join(lane, entry));
            return [entry, stat.mtimeMs, stat.isFile() ? readFileSync(join(lane, entry), "utf8") : "(dir)"];
          });
      const before = snapshot();
      const broken = join(work, "broken.json");
      writeFileSync(broken, readFileSync(schemas.a, "utf8").replace('"type": "Level"', '"type": "Levl"'));
      const run = await runCli(["gen", "--schema", broken, "--out", out]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain("1 error; nothing was written.");
      expect(run.stderr).not.toMatch(stackFrame);
      expect(snapshot()).toEqual(before);
    },
    processTimeout,
  );

  it("links files that are unchanged into the new tree, writes the rest, and writes one gone from disk", async () => {
    const lane = join(work, "links");
    const out = join(lane, "generated");
    mkdirSync(lane, { recursive: true });
    await replaceTree(out, trees.a);
    const changed = new Set(
      trees.b.filter((file, index) => file.contents !== trees.a[index]?.contents).map((f) => f.path),
    );
    expect(changed.size).toBeGreaterThan(0);
    const unchanged = new Set(trees.b.map((file) => file.path).filter((path) => !changed.has(path)));
    const [gone] = [...unchanged];
    if (gone === undefined) throw new Error("the two trees must share a file");
    rmSync(join(out, gone));
    const inode = (path: string) => statSync(join(out, path)).ino;
    const before = new Map([...unchanged].filter((path) => path !== gone).map((path) => [path, inode(path)]));
    await replaceTree(out, trees.b, unchanged);
    expect(classify(await readTree(out))).toBe("b");
    for (const [path, number] of before) expect(inode(path), path).toBe(number);
    for (const path of changed)
      expect(readFileSync(join(out, path), "utf8")).toBe(trees.b.find((f) => f.path === path)?.contents);
  });
});
