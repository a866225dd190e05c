/**
 * Generator figures, each a whole process against `node -e 0` in the same rounds (never through
 * pnpm, whose own start-up would swamp them): on the real vocabulary, `gen --check` and `gen` after a
 * one-line doc change; on shaped vocabularies of several sizes (`shaped-vocabulary.ts`), a fresh `gen`,
 * `gen --check` on its output, the bytes of every generated file, Ajv's share of generation, strict
 * `tsc --noEmit` on the output (time and instantiations), and the modules the package's `.` export
 * would load at that size (their bytes, and importing them in plain node).
 */
import { targetNamings } from "../generator/targets/index.js";
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { performance } from "node:perf_hooks";
import { lowerToIr } from "../generator/lower/lower-to-ir.js";
import { checkDocument } from "../generator/check/check-document.js";
import { buildJsonSchema } from "../generator/emit/emit-json-schema.js";
import { compileStandalone } from "../generator/targets/typescript/compile-standalone.js";
import { ajvRefs } from "../generator/targets/typescript/emit-ajv.js";
import { type ImportTime, importTime } from "./import-time.js";
import { type ProcessContender, type ProcessTime, processTimes, type Spread, spread } from "./measure.js";
import { bundleGenerated, generatorProcess, type ModuleGraph, moduleGraph, projectRoot } from "./package-entries.js";
import { exhaustiveBridge, shapedDocument, shapedVocabulary } from "./shaped-vocabulary.js";

const workRoot = join(projectRoot, "bench", ".work");
const baseline: ProcessContender = { name: "node -e 0", command: ["node", "-e", "0"] };

/**
 * Folders of generated files no host imports: documentation for people, and test data. Every
 * other generated file (each language's modules, the JSON Schema, package manifests) counts in the
 * size figures.
 */
const notImportedByHosts = ["docs/", "vectors/"];

export interface RealGenerator {
  readonly baseline: ProcessTime;
  readonly check: ProcessTime;
  readonly docChange: ProcessTime;
}

/**
 * `gen --check` on the real vocabulary where it lives, and `gen` after a one-line doc change: a copy
 * of the vocabulary whose top-level doc alternates between two texts, generated into a folder of its
 * own (the warm-up round writes it fresh; every timed round then changes that one line).
 */
export function measureRealGenerator(rounds: number): RealGenerator {
  const dir = join(workRoot, "real");
  mkdirSync(dir, { recursive: true });
  const source = JSON.parse(readFileSync(join(projectRoot, "schema/cards.json"), "utf8")) as { doc: string };
  let edits = 0;
  const editDoc = () => {
    const doc = `${source.doc}${edits++ % 2 === 0 ? "" : " Edited."}`;
    writeFileSync(join(dir, "cards.json"), `${JSON.stringify({ ...source, doc }, null, 2)}\n`);
  };
  const times = processTimes(
    [
      baseline,
      { name: "check", command: [...generatorProcess, "gen", "--check"] },
      {
        name: "doc change",
        command: [...generatorProcess, "gen", "--schema", join(dir, "cards.json"), "--out", join(dir, "generated")],
        before: editDoc,
      },
    ],
    { cwd: projectRoot, rounds },
  );
  return { baseline: times.get(baseline.name)!, check: times.get("check")!, docChange: times.get("doc change")! };
}

export interface ShapedRow {
  readonly variants: number;
  /** Bytes of the vocabulary's source. */
  readonly vocabularyBytes: number;
  readonly baseline: ProcessTime;
  /** A fresh `gen` (into an emptied folder) with Ajv's code in cardc's cache, then `gen --check` on what it wrote. */
  readonly gen: ProcessTime;
  /** The same fresh `gen` with nothing in cardc's cache: Ajv compiles. */
  readonly uncachedGen: ProcessTime;
  readonly check: ProcessTime;
  /** Bytes of each generated file a host imports, by path inside the output folder. */
  readonly files: Readonly<Record<string, number>>;
  /** Bytes of every generated file, docs and test data included. */
  readonly totalBytes: number;
  /** Milliseconds Ajv takes to compile the schema and print its standalone code, in the benchmark's process. */
  readonly ajvCompileMs: number;
  readonly tsc: TscFigures;
  /** The generated code the package's `.` export loads at this size, bundled as `pnpm build` bundles it. */
  readonly entry: ModuleGraph;
  readonly entryImport: ImportTime;
}

export interface TscFigures {
  readonly wall: Spread;
  readonly instantiations: number;
}

/** cardc's cache in this project (`docs/cli.md`, "The cache"), where the generator processes run. */
const cardcCache = join(projectRoot, "node_modules", ".cache", "cardc");

export function shapedDir(variants: number): string {
  return join(workRoot, `shaped-${variants}`);
}

/** Where the generated entry of a shaped vocabulary is bundled to JavaScript. */
export function shapedModules(variants: number): string {
  return join(shapedDir(variants), "js");
}

/**
 * Every figure of one size. `entryName` is the generated module the `.` export re-exports
 * (`generatedEntryName()`). The process timings have no warm-up round: the real vocabulary's have
 * warmed the command's files already, and one at 1,000 variants would double the cost of the size.
 */
export async function measureShaped(
  variants: number,
  options: { readonly rounds: number; readonly entryName: string },
): Promise<ShapedRow> {
  const dir = shapedDir(variants);
  const out = join(dir, "generated");
  mkdirSync(dir, { recursive: true });
  const vocabulary = shapedVocabulary(variants);
  writeFileSync(join(dir, "cards.json"), vocabulary);
  const args = [...generatorProcess, "gen", "--schema", join(dir, "cards.json"), "--out", out];
  const emptied = () => rmSync(out, { recursive: true, force: true });
  // Each round: a fresh gen with nothing cached (it compiles Ajv's code and keeps it), one that finds
  // the code kept, then a check, which finds the folder that gen recorded.
  const times = processTimes(
    [
      baseline,
      {
        name: "uncached gen",
        command: args,
        before: () => (emptied(), rmSync(cardcCache, { recursive: true, force: true })),
      },
      { name: "gen", command: args, before: emptied },
      { name: "check", command: [...args, "--check"] },
    ],
    { cwd: projectRoot, rounds: options.rounds, warmUp: false },
  );
  const all = filesBelow(out);
  const files = Object.fromEntries(
    Object.entries(all).filter(([path]) => !notImportedByHosts.some((folder) => path.startsWith(folder))),
  );
  const modules = shapedModules(variants);
  await bundleGenerated(out, options.entryName, modules);
  return {
    variants,
    vocabularyBytes: Buffer.byteLength(vocabulary),
    baseline: times.get(baseline.name)!,
    gen: times.get("gen")!,
    uncachedGen: times.get("uncached gen")!,
    check: times.get("check")!,
    files,
    totalBytes: Object.values(all).reduce((sum, bytes) => sum + bytes, 0),
    ajvCompileMs: ajvCompileTime(vocabulary),
    tsc: measureTsc(dir, exhaustiveBridge(shapedDocument(variants)), Math.max(1, options.rounds)),
    entry: await moduleGraph(join(modules, options.entryName)),
    entryImport: importTime(join(modules, options.entryName), 5),
  };
}

function filesBelow(dir: string): Record<string, number> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const paths = entries.map((entry) => join(entry.parentPath, entry.name));
  return Object.fromEntries(paths.sort().map((path) => [relative(dir, path), statSync(path).size]));
}

/** Ajv's part of a fresh `gen`: compiling the vocabulary's JSON Schema and printing its standalone code. */
function ajvCompileTime(vocabulary: string): number {
  const checked = checkDocument(vocabulary, targetNamings);
  if (!checked.ok) throw new Error("the shaped vocabulary is invalid");
  const ir = lowerToIr(checked.document);
  const schema = buildJsonSchema(ir);
  const start = performance.now();
  compileStandalone(schema, ajvRefs(ir));
  return performance.now() - start;
}

/** Strict `tsc --noEmit` (the project's options) over the generated code and a bridge that writes every arm. */
function measureTsc(dir: string, bridge: string, rounds: number): TscFigures {
  writeFileSync(join(dir, "bridge.ts"), bridge);
  const tsconfig = {
    extends: relative(dir, join(projectRoot, "tsconfig.json")),
    include: ["generated", "bridge.ts"],
    exclude: [],
  };
  writeFileSync(join(dir, "tsconfig.json"), `${JSON.stringify(tsconfig, null, 2)}\n`);
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
  return { wall: spread(walls), instantiations };
}
