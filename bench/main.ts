/**
 * `pnpm bench`: measures every performance target in one run, each next to its yardstick of the
 * same run, prints the detail tables and then the targets table (docs/performance.md lists the
 * same rows), and writes the figures unrounded to `bench/results.json`. It is a benchmark, not a
 * test: it asserts nothing.
 *
 *   pnpm bench              the full run: shaped vocabularies of 250, 500 and 1,000 variants
 *   pnpm bench --quick      fewer rounds and vocabularies of 25, 50 and 100 variants; the targets
 *                           set for 1,000 variants are then reported as not measured
 *   pnpm bench --markdown   the same tables in Markdown, to paste into docs/performance.md
 */
import { cpus, loadavg, totalmem } from "node:os";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generate } from "../generator/core/generate.js";
import { measureBridgeDispatch } from "./bridge-dispatch.js";
import { measureRealGenerator, measureShaped, type ShapedRow } from "./generator-timing.js";
import { measureImports } from "./import-time.js";
import { measureLsp } from "./lsp-timing.js";
import { sinkValue } from "./measure.js";
import { generatedEntryName, projectRoot } from "./package-entries.js";
import { measurePythonValidation } from "./python-validation.js";
import { size, ms, ops, processCell, ratio, table, type TableFormat, throughputCells } from "./report.js";
import { measureScaling } from "./scaling.js";
import { measureTagDispatch } from "./tag-dispatch.js";
import { targetRows } from "./targets.js";
import { measureValidation, validationInputCounts } from "./validation.js";
import { measureConstraintValidation } from "./constraint-validation.js";

const quick = process.argv.includes("--quick");
const format: TableFormat = process.argv.includes("--markdown") ? "markdown" : "text";
const sizes = quick ? [25, 50, 100] : [250, 500, 1000];
const started = performance.now();
const loadAtStart = loadavg();

const real = await generate(readFileSync(join(projectRoot, "schema/cards.json"), "utf8"), {
  sourceName: "schema/cards.json",
});
if (!real.ok) throw new Error("schema/cards.json is invalid: run `pnpm gen` for the errors");

const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

log("validation throughput");
// Rounds of 200 ms: at 50 ms a collection or a neighbour on the machine swung single ratios by 10×.
const validation = measureValidation(real.ir, quick ? 5 : 9, quick ? 50 : 200);
log("validation with constraints");
const constrained = await measureConstraintValidation(quick ? 5 : 9, quick ? 50 : 200);
log("Python validate");
const python = measurePythonValidation(quick ? 3 : 7);
log("bridge dispatch");
const dispatch = measureBridgeDispatch(real.ir, quick ? 5 : 9, 50);
log("tag dispatch by union size");
const tagDispatch = measureTagDispatch([4, 8, 16, 24, 32, 64], quick ? 5 : 9, 50);
log("import time");
const imports = await measureImports(5);
log("generator on the real vocabulary");
const generator = measureRealGenerator(quick ? 3 : 5);
const entryName = generatedEntryName();
const shaped: ShapedRow[] = [];
for (const variants of sizes) {
  log(`generator on ${variants} variants`);
  const headline = variants === sizes[sizes.length - 1];
  // The targets are judged on the largest size; the others give the growth.
  shaped.push(await measureShaped(variants, { rounds: headline ? 3 : 1, entryName }));
}
const largest = shaped[shaped.length - 1]!;
log(`validation scaling at ${largest.variants} variants`);
const scaling = await measureScaling(largest.variants, entryName, quick ? 5 : 9, 50);
log(`cardc lsp at ${largest.variants} variants`);
const lsp = await measureLsp(largest.variants, quick ? 3 : 7);
const targets = targetRows({ generator, shaped, validation, python, imports, lsp, scaling });

const counts = validationInputCounts(real.ir);
const hostFiles = Object.keys(largest.files);
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
    format,
  ),
  table(
    `Validation with constraints, the constraints and string-constraints fixtures: ${constrained.valid} valid and ${constrained.invalid} invalid values (checks/s, CPU time)`,
    ["validator", "valid /s", "× Ajv", "invalid /s", "× Ajv", "wrong verdicts"],
    constrained.rows.map((row) => [
      row.name,
      ...throughputCells(row.valid),
      ...throughputCells(row.invalid),
      String(row.disagreements),
    ]),
    format,
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
    format,
  ),
  table(
    `Bridge dispatch, real vocabulary: ${counts.valid} valid card values (cards/s, CPU time)`,
    ["dispatcher", "cards/s", "× tag lookup"],
    dispatch.map((row) => [row.name, ...throughputCells(row.figure)]),
    format,
  ),
  table(
    "Tag dispatch by union size: a `switch` against a `Map`, each member's check reading one field (checks/s, CPU time)",
    ["members", "member found", "switch", "Map", "Map × switch"],
    tagDispatch.map((row) => [
      String(row.members),
      row.position,
      ops(row.bySwitch.opsPerSecond),
      ops(row.byMap.opsPerSecond),
      ratio(row.byMap.ratio),
    ]),
    format,
  ),
  table(
    "Import in plain node, fresh process (time inside the process; median [min–max] of 5 processes)",
    ["module", "bytes loaded", "wall", "cpu"],
    imports.map((row) => [row.name, size(row.bytes), ms(row.ms), ms(row.cpu)]),
    format,
  ),
  table(
    "Generator, real vocabulary: whole process (wall and CPU; × is wall over `node -e 0` in the same round)",
    ["command", "wall", "cpu", "× node -e 0"],
    [
      ["node -e 0", ...processCell(generator.baseline), "1.00×"],
      ["gen --check", ...processCell(generator.check), ratio(generator.check.ratio)],
      ["gen after a one-line doc change", ...processCell(generator.docChange), ratio(generator.docChange.ratio)],
    ],
    format,
  ),
  table(
    "Generator, shaped vocabularies (generator process; fresh `gen` into an emptied folder with nothing in cardc's cache, again with Ajv's code cached, then `gen --check` on it)",
    [
      "variants",
      "vocabulary",
      "uncached gen wall",
      "uncached gen ×",
      "gen wall",
      "gen ×",
      "--check wall",
      "--check ×",
      "Ajv compile",
      "all files",
      "`.` modules",
      "`.` import",
      "tsc wall",
      "instantiations",
    ],
    shaped.map((row) => [
      String(row.variants),
      size(row.vocabularyBytes),
      ms(row.uncachedGen.wall),
      ratio(row.uncachedGen.ratio),
      ms(row.gen.wall),
      ratio(row.gen.ratio),
      ms(row.check.wall),
      ratio(row.check.ratio),
      `${Math.round(row.ajvCompileMs)} ms`,
      size(row.totalBytes),
      size(row.entry.bytes),
      ms(row.entryImport.ms),
      ms(row.tsc.wall),
      String(row.tsc.instantiations),
    ]),
    format,
  ),
  table(
    `Size of every generated file a host imports, by number of variants (growth: bytes at ${largest.variants} over bytes at ${shaped[0]!.variants})`,
    ["file", ...shaped.map((row) => String(row.variants)), "growth"],
    [
      [
        "the vocabulary's source",
        ...shaped.map((row) => size(row.vocabularyBytes)),
        growthOf((row) => row.vocabularyBytes),
      ],
      ...hostFiles.map((path) => [
        path,
        ...shaped.map((row) => size(row.files[path] ?? 0)),
        growthOf((row) => row.files[path] ?? 0),
      ]),
    ],
    format,
  ),
  table(
    `Validation and dispatch scaling, ${largest.variants}-variant vocabulary (isCard and dispatchCard on one value; checks/s, CPU time)`,
    [
      "variant",
      "generated, valid",
      "its own guard",
      "× isCard",
      "generated, invalid",
      "Ajv discriminator, valid",
      "bridge dispatchCard",
    ],
    scaling.rows.map((row) => [
      `${row.position} (#${row.variant})`,
      ops(row.generated.opsPerSecond),
      ...throughputCells(row.ownGuard),
      ops(row.invalidGenerated.opsPerSecond),
      ops(row.ajvDiscriminator.opsPerSecond),
      ops(row.bridgeDispatch.opsPerSecond),
    ]),
    format,
  ),
  table(
    `cardc lsp, ${lsp.variants}-variant vocabulary: the built command over stdio (ms from sending a request, or opening the document, to the answer)`,
    ["request", "time", "after the check"],
    lsp.rows.map((row) => [row.request, ms(row.ms), row.afterCheck ? "yes" : "no"]),
    format,
  ),
  table(
    `Targets${quick ? " (--quick: the targets at 1,000 variants are not measured)" : ""}`,
    ["figure", "measured", "ratio", "target", "verdict"],
    targets.map((row) => [
      row.figure,
      row.measured,
      row.ratio,
      row.target,
      row.met === undefined ? "not measured" : row.met ? "met" : "MISSED",
    ]),
    format,
  ),
].join("\n");

function growthOf(bytes: (row: ShapedRow) => number): string {
  const from = bytes(shaped[0]!);
  return from === 0 ? "—" : `×${(bytes(largest) / from).toFixed(2)}`;
}

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
  `${output}\nmachine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, node ${machine.node}; load average ${loadAtStart.map((n) => n.toFixed(1)).join(" ")} at start, ${machine.loadAverageAtEnd.map((n) => n.toFixed(1)).join(" ")} at the end; run took ${seconds.toFixed(0)} s (sink ${sinkValue() % 10})\n`,
);
writeFileSync(
  join(projectRoot, "bench", "results.json"),
  `${JSON.stringify({ machine, seconds, quick, validation, constrained, python, dispatch, tagDispatch, imports, generator, shaped, scaling, lsp, targets }, null, 2)}\n`,
);
