/**
 * `pnpm bench`: measures validation, import, generator and scaling figures side by side in one run,
 * prints one table and writes the same figures to `bench/results.json`. It is a benchmark, not a
 * test: it asserts nothing, and the targets it reports are judged in docs/performance.md.
 *
 *   pnpm bench            the full run (under five minutes on a 2-core machine)
 *   pnpm bench --quick    fewer rounds and only the 10- and 100-variant vocabularies
 */
import { cpus, loadavg, totalmem } from "node:os";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generate } from "../generator/core/generate.js";
import { measureImports } from "./import-time.js";
import {
  measureRealGenerator,
  measureSynthetic,
  prepareSynthetic,
  projectRoot,
  type SyntheticRow,
} from "./generator-timing.js";
import { sinkValue } from "./measure.js";
import { measureBridgeDispatch } from "./bridge-dispatch.js";
import { ms, ops, processCell, ratio, table, targetTable, throughputCells, type TargetVerdict } from "./report.js";
import { exhaustiveBridge, measureScaling } from "./scaling.js";
import { measureValidation, validationInputCounts } from "./validation.js";
import { measurePythonValidation } from "./python-validation.js";

const quick = process.argv.includes("--quick");
const sizes = quick ? [10, 100] : [10, 100, 500, 1000];
const started = performance.now();
const loadAtStart = loadavg();

const real = await generate(readFileSync(join(projectRoot, "schema/cards.json"), "utf8"), {
  sourceName: "schema/cards.json",
});
if (!real.ok) throw new Error("schema/cards.json is invalid: run `pnpm gen` for the errors");

const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

log("validation throughput");
const validation = measureValidation(real.ir, quick ? 5 : 9, 50);
log("Python validate");
const python = measurePythonValidation(quick ? 3 : 7);
log("bridge dispatch");
const dispatch = measureBridgeDispatch(real.ir, quick ? 5 : 9, 50);
log("import time");
const imports = measureImports(5);
log("generator on the real vocabulary");
const generator = measureRealGenerator(3);
const synthetic: SyntheticRow[] = [];
for (const variants of sizes) {
  log(`generator on ${variants} variants`);
  prepareSynthetic(variants);
  synthetic.push(measureSynthetic(variants, variants >= 500 ? 1 : 3, exhaustiveBridge(variants)));
}
const largest = sizes[sizes.length - 1]!;
log(`validation scaling at ${largest} variants`);
const scaling = await measureScaling(largest, quick ? 5 : 9, 50);

const counts = validationInputCounts(real.ir);
const byName = (name: string) => validation.find((row) => row.name === name)!;
const genRow = (name: string) => generator.find((row) => row.name === name)!.time;
const last = scaling[scaling.length - 1]!;
const first = scaling[0]!;
const largestRow = synthetic[synthetic.length - 1]!;
const scalingRatio = last.generated.opsPerSecond.median / first.generated.opsPerSecond.median;
const verdicts: TargetVerdict[] = [
  {
    target: "isX on valid cards ≥ 1.0× the hand-written guard",
    measured: ratio(byName("generated isX").valid.ratio),
    met: byName("generated isX").valid.ratio.median >= 1.0,
  },
  {
    target: "isX on invalid cards ≥ 0.8× the hand-written guard",
    measured: ratio(byName("generated isX").invalid.ratio),
    met: byName("generated isX").invalid.ratio.median >= 0.8,
  },
  {
    target: "Python validate on valid cards ≥ 100k/s and ≥ 40× a cached jsonschema validator",
    measured: `${ops(python.valid.generated)}, ${ratio(python.valid.ratio)}`,
    met: python.valid.generated.median >= 100_000 && python.valid.ratio.median >= 40 && python.valid.wrong.length === 0,
  },
  {
    target: `last variant ≥ 0.5× the first at ${largest} variants`,
    measured: `${scalingRatio.toFixed(2)}×`,
    met: largest >= 1000 ? scalingRatio >= 0.5 : undefined,
  },
  {
    target: "importing the package's `.` export in plain node ≤ 20 ms",
    measured: `wall ${ms(imports[0]!.ms)}, cpu ${ms(imports[0]!.cpu)}`,
    met: imports[0]!.ms.median <= 20,
  },
  {
    target: "gen (generator process), real vocabulary ≤ 1.0 s",
    measured: `wall ${ms(genRow("generator process: gen").wall)}, cpu ${ms(genRow("generator process: gen").cpu)}`,
    met: genRow("generator process: gen").wall.median <= 1000,
  },
  {
    target: "gen --check (generator process), up to date ≤ 0.6 s",
    measured: `wall ${ms(genRow("generator process: gen --check").wall)}, cpu ${ms(genRow("generator process: gen --check").cpu)}`,
    met: genRow("generator process: gen --check").wall.median <= 600,
  },
  {
    target: "gen at 1,000 variants ≤ 6 s",
    measured: `wall ${ms(largestRow.gen.wall)}, cpu ${ms(largestRow.gen.cpu)}`,
    met: largest >= 1000 ? largestRow.gen.wall.median <= 6000 : undefined,
  },
  {
    target: "strict tsc, generated code + full bridge at 1,000 variants ≤ 2 s",
    measured: largestRow.tsc === undefined ? "—" : ms(largestRow.tsc.wall),
    met: largest >= 1000 && largestRow.tsc !== undefined ? largestRow.tsc.wall.median <= 2000 : undefined,
  },
];

const output = [
  table(
    `Validation, real vocabulary: ${counts.valid} valid and ${counts.invalid} invalid card values (checks/s, CPU time; median [min–max] of the rounds)`,
    ["validator", "valid /s", "× hand", "invalid /s", "× hand", "wrong verdicts"],
    validation.map((row) => [
      row.name,
      ...throughputCells(row.valid),
      ...throughputCells(row.invalid),
      String(row.disagreements),
    ]),
  ),
  table(
    `Python validate, real vocabulary: ${python.valid.values} valid and ${python.invalid.values} invalid card values (validations/s, one /usr/bin/python3 process)`,
    ["validator", "valid /s", "invalid /s", "wrong verdicts"],
    [
      [
        "generated cards.validate",
        ops(python.valid.generated),
        ops(python.invalid.generated),
        String(python.valid.wrong.length + python.invalid.wrong.length),
      ],
      ["jsonschema Draft202012Validator, cached", ops(python.valid.jsonschema), ops(python.invalid.jsonschema), "—"],
      ["× jsonschema", ratio(python.valid.ratio), ratio(python.invalid.ratio), ""],
    ],
  ),
  table(
    `Bridge dispatch, real vocabulary: ${counts.valid} valid card values (cards/s, CPU time)`,
    ["dispatcher", "cards/s", "× tag lookup"],
    dispatch.map((row) => [row.name, ...throughputCells(row.figure)]),
  ),
  table(
    "Import of the generated validators, fresh process (time inside the process)",
    ["module", "wall", "cpu"],
    imports.map((row) => [row.name, ms(row.ms), ms(row.cpu)]),
  ),
  table(
    "Generator, real vocabulary: whole process (wall and CPU, median [min–max])",
    ["command", "wall", "cpu"],
    generator.map((row) => [row.name, ...processCell(row.time)]),
  ),
  table(
    "Generator, synthetic vocabularies (4 fields per variant; generator process, fresh output)",
    [
      "variants",
      "gen wall",
      "gen cpu",
      "--check wall",
      "--check cpu",
      "size",
      "compiled.js",
      "Ajv compile",
      "tsc wall",
      "instantiations",
    ],
    synthetic.map((row) => [
      String(row.variants),
      ...processCell(row.gen),
      ...processCell(row.check),
      `${Math.round(row.bytes / 1024)} KiB`,
      `${Math.round(row.compiledBytes / 1024)} KiB`,
      `${Math.round(row.ajvCompileMs)} ms`,
      row.tsc === undefined ? "—" : ms(row.tsc.wall),
      row.tsc === undefined ? "—" : String(row.tsc.instantiations),
    ]),
  ),
  table(
    `Validation scaling, ${largest}-variant vocabulary (isCard on one value; checks/s)`,
    ["variant", "generated, valid", "generated, invalid", "Ajv discriminator, valid"],
    scaling.map((row) => [
      `${row.position} (#${row.variant})`,
      ops(row.generated.opsPerSecond),
      ops(row.invalidGenerated.opsPerSecond),
      ops(row.ajvDiscriminator.opsPerSecond),
    ]),
  ),
  targetTable(verdicts),
].join("\n");

const seconds = (performance.now() - started) / 1000;
const machine = {
  cpu: cpus()[0]?.model ?? "unknown",
  cores: cpus().length,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  loadAverageAtStart: loadAtStart,
  loadAverageAtEnd: loadavg(),
};
process.stdout.write(
  `${output}\nmachine: ${machine.cpu}, ${machine.cores} cores, node ${machine.node}; load average ${loadAtStart.map((n) => n.toFixed(1)).join(" ")} at start; run took ${seconds.toFixed(0)} s (sink ${sinkValue() % 10})\n`,
);
writeFileSync(
  join(projectRoot, "bench", "results.json"),
  `${JSON.stringify({ machine, seconds, quick, validation, python, dispatch, imports, generator, synthetic, scaling, verdicts }, null, 2)}\n`,
);
