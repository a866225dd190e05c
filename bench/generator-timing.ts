/**
 * Generator figures: whole-process time of `pnpm gen` and `pnpm gen --check` on the real
 * vocabulary against a bare `node -e 0` in the same run, and for synthetic vocabularies the time of
 * a fresh generation and of an up-to-date `--check`, the generated size, Ajv's compile time inside
 * generation, and strict `tsc --noEmit` on the output (time and instantiation count).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { lowerToIr } from "../generator/lower/lower-to-ir.js";
import { checkDocument } from "../generator/check/check-document.js";
import { buildJsonSchema } from "../generator/emit/emit-json-schema.js";
import { compileStandalone } from "../generator/targets/typescript/compile-standalone.js";
import { ajvRefs } from "../generator/targets/typescript/emit-ajv.js";
import { type ProcessTime, processTime, type Spread, spread } from "./measure.js";
import { syntheticVocabulary } from "./synthetic.js";

export const projectRoot = new URL("..", import.meta.url).pathname;
const workRoot = join(projectRoot, "bench", ".work");
/** The compiled `cardc` command, as the package's `bin` runs it (`pnpm bench` builds it first). */
const generatorProcess = ["node", "dist/cli/cardc.js"];

export interface ProcessRow {
  readonly name: string;
  readonly time: ProcessTime;
}

export function measureRealGenerator(rounds: number): ProcessRow[] {
  const run = (name: string, command: string[]): ProcessRow => ({
    name,
    time: processTime(command, { cwd: projectRoot, rounds }),
  });
  return [
    run("node -e 0", ["node", "-e", "0"]),
    run("pnpm gen", ["pnpm", "gen"]),
    run("pnpm gen --check", ["pnpm", "gen", "--check"]),
    run("generator process: gen", [...generatorProcess, "gen"]),
    run("generator process: gen --check", [...generatorProcess, "gen", "--check"]),
  ];
}

export interface SyntheticRow {
  readonly variants: number;
  readonly gen: ProcessTime;
  readonly check: ProcessTime;
  /** Bytes of every generated file together, and of `validators.compiled.js` alone. */
  readonly bytes: number;
  readonly compiledBytes: number;
  /** Milliseconds Ajv takes to compile the schema and print its standalone code, in-process. */
  readonly ajvCompileMs: number;
  readonly tsc?: TscFigures;
}

export interface TscFigures {
  readonly wall: Spread;
  readonly instantiations: number;
  readonly files: string;
}

export function syntheticDir(variants: number): string {
  return join(workRoot, `synthetic-${variants}`);
}

export function prepareSynthetic(variants: number): void {
  const dir = syntheticDir(variants);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "cards.json"), syntheticVocabulary(variants));
}

export function measureSynthetic(variants: number, rounds: number, bridge?: string): SyntheticRow {
  const dir = syntheticDir(variants);
  const out = join(dir, "generated");
  const args = ["gen", "--schema", join(dir, "cards.json"), "--out", out];
  // A warm-up run of a large vocabulary would double its cost.
  const warmUp = variants < 500;
  const gen = processTime([...generatorProcess, ...args], {
    cwd: projectRoot,
    rounds,
    warmUp,
    before: () => rmSync(out, { recursive: true, force: true }),
  });
  const check = processTime([...generatorProcess, ...args, "--check"], { cwd: projectRoot, rounds, warmUp });
  const files = readdirSync(out);
  const bytes = files.reduce((sum, file) => sum + statSync(join(out, file)).size, 0);
  const compiledBytes = statSync(join(out, "validators.compiled.js")).size;
  const result: SyntheticRow = {
    variants,
    gen,
    check,
    bytes,
    compiledBytes,
    ajvCompileMs: ajvCompileTime(variants),
  };
  return bridge === undefined ? result : { ...result, tsc: measureTsc(dir, bridge, rounds) };
}

function ajvCompileTime(variants: number): number {
  const checked = checkDocument(syntheticVocabulary(variants));
  if (!checked.ok) throw new Error("the synthetic vocabulary is invalid");
  const ir = lowerToIr(checked.document);
  const schema = buildJsonSchema(ir);
  const start = performance.now();
  compileStandalone(schema, ajvRefs(ir));
  return performance.now() - start;
}

/** Strict `tsc --noEmit` over the generated code and a bridge that writes every arm. */
function measureTsc(dir: string, bridge: string, rounds: number): TscFigures {
  writeFileSync(join(dir, "bridge.ts"), bridge);
  writeFileSync(
    join(dir, "tsconfig.json"),
    `${JSON.stringify({ extends: "../../../tsconfig.json", include: ["generated", "bridge.ts"], exclude: [] }, null, 2)}\n`,
  );
  const tsc = join(projectRoot, "node_modules", ".bin", "tsc");
  const walls: number[] = [];
  let instantiations = Number.NaN;
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    const result = spawnSync(tsc, ["-p", join(dir, "tsconfig.json"), "--extendedDiagnostics"], { encoding: "utf8" });
    walls.push(performance.now() - start);
    if (result.status !== 0) throw new Error(`tsc failed on ${dir}:\n${result.stdout}${result.stderr}`);
    instantiations = Number(/Instantiations:\s+(\d+)/.exec(result.stdout)?.[1]);
  }
  return { wall: spread(walls), instantiations, files: "generated/*.ts + bridge.ts" };
}
