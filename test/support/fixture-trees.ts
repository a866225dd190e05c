/**
 * The test vocabularies under `test/fixtures/<name>/cards.json`, and the tree each generates, written
 * to `test/fixtures/<name>/out/` (ignored by git). Only the `reference` fixture keeps a committed
 * golden tree (`expected/`, compared by `test/emit/golden.test.ts`); the others are tested by what
 * their output does: it compiles (`pnpm typecheck` over `out/`, each target's gates in
 * `test/toolchain/target-gates.test.ts`) and its vectors get their verdicts in every language. So a
 * change to one emitter rewrites one golden tree, not one per fixture.
 *
 * Every test project writes the trees before it runs (`fixture-trees-setup.ts`), and so does
 * `pnpm typecheck` (this file run as a script), so a fresh clone needs no step by hand.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Vector } from "../../generator/emit/vectors.js";
import type { GeneratedFile } from "../../generator/model/generated-file.js";
import { generateOk } from "./generate.js";

export const fixturesRoot = fileURLToPath(new URL("../fixtures/", import.meta.url));

/** Golden fixtures pass a fixed version, so a release does not rewrite what they generate. */
export const fixtureVersion = "0.0.0";

export const fixtureNames: readonly string[] = readdirSync(fixturesRoot).sort();

/** The folder a fixture's tree is written to. */
export function fixtureOut(name: string): string {
  return join(fixturesRoot, name, "out");
}

/** A fixture's vocabulary, `test/fixtures/<name>/cards.json`. */
export function fixtureSource(name: string): string {
  return readFileSync(join(fixturesRoot, name, "cards.json"), "utf8");
}

/** Generates a fixture's tree in memory, as `cardc gen` would for `test/fixtures/<name>/cards.json`. */
export async function generateFixture(name: string): Promise<readonly GeneratedFile[]> {
  return (await generateOk(fixtureSource(name), `test/fixtures/${name}/cards.json`, fixtureVersion)).files;
}

/** Writes every fixture's tree to its `out/` folder, replacing what was there. */
export async function writeFixtureTrees(): Promise<void> {
  for (const name of fixtureNames) {
    const files = await generateFixture(name);
    const out = fixtureOut(name);
    rmSync(out, { recursive: true, force: true });
    for (const file of files) {
      mkdirSync(dirname(join(out, file.path)), { recursive: true });
      writeFileSync(join(out, file.path), file.contents);
    }
  }
}

/** The vectors of a generated tree (`generated/` or a fixture's `expected/`), file by file in name order. */
export function readVectors(tree: string): Vector[] {
  const dir = join(tree, "vectors");
  return readdirSync(dir)
    .sort()
    .flatMap((name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as Vector[]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await writeFixtureTrees();
