/**
 * The compiler never needs the tree it writes. In a scratch copy of the project whose `generated/`
 * lost a file and holds a merge conflict (what merging two branches that both added cards leaves),
 * the commands a user reaches for all work: `pnpm install` (whose `prepare` builds the compiler),
 * `pnpm gen --check` names both files, and `pnpm gen` restores the tree byte for byte.
 */
import { execFile } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readTree } from "../../generator/output/read-tree.js";
import { copyWholeProject, projectRoot } from "../support/project-copy.js";

const exec = promisify(execFile);
let copy: ReturnType<typeof copyWholeProject>;

/** Runs pnpm in the copy; a non-zero exit is a result, with everything the command printed. */
async function pnpm(...args: string[]): Promise<{ code: number; output: string }> {
  // The copy's pnpm starts clean of what the running vitest set.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST")));
  try {
    const { stdout, stderr } = await exec("pnpm", args, { cwd: copy.root, env: { ...env, NO_COLOR: "1" } });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

beforeAll(() => {
  copy = copyWholeProject("cardc-broken-tree-", { install: true });
  const generated = join(copy.root, "generated");
  rmSync(join(generated, "bridge.ts"));
  const types = readFileSync(join(generated, "types.ts"), "utf8").split("\n");
  types.splice(10, 2, "<<<<<<< HEAD", types[10] ?? "", "=======", types[11] ?? "", ">>>>>>> add-timeline-card");
  writeFileSync(join(generated, "types.ts"), types.join("\n"));
});
afterAll(() => copy.remove());

describe("a generated tree with a deleted file and a conflict marker", () => {
  it("does not stop pnpm install, whose prepare builds the compiler", async () => {
    const installed = await pnpm("install", "--offline", "--frozen-lockfile");
    expect(installed.output).not.toContain("Could not resolve");
    expect(installed.code).toBe(0);
  });

  it("has gen --check name both files", async () => {
    const checked = await pnpm("-s", "gen", "--check");
    expect(checked.code).toBe(1);
    expect(checked.output).toContain("missing: generated/bridge.ts");
    expect(checked.output).toContain("stale: generated/types.ts");
  });

  it("has gen restore the tree byte for byte", async () => {
    const generated = await pnpm("-s", "gen");
    expect(generated.code, generated.output).toBe(0);
    const restored = await readTree(join(copy.root, "generated"));
    const original = await readTree(join(projectRoot, "generated"));
    expect(restored?.map((file) => file.path)).toEqual(original?.map((file) => file.path));
    for (const file of restored ?? []) {
      expect(file.contents, file.path).toBe(original?.find((candidate) => candidate.path === file.path)?.contents);
    }
  });
});
