/**
 * `pnpm fuzz [--seed N] [--malformed N]`: the long fuzz run. Mutates the real vocabulary until N
 * inputs were rejected (default 20,000 from a seed based on the clock, printed first), checks every
 * outcome as the CI test does, type-checks the distinct trees of mutations that stayed valid in one
 * strict `tsc` run, and exits 1 with every failing seed listed. Reproduce one with
 * `pnpm fuzz --seed <seed> --malformed 1`.
 */
import { parseArgs } from "node:util";
import { typeCheckTrees, writeTrees } from "../support/compile-trees.js";
import { readRealSchema } from "../support/generate.js";
import { fuzzSchema } from "./fuzz-schema.js";

const { values } = parseArgs({
  options: { seed: { type: "string" }, malformed: { type: "string", default: "20000" } },
});
const seed = values.seed === undefined ? Date.now() % 1_000_000_000 : Number(values.seed);
const malformed = Number(values.malformed);
console.info(`fuzzing schema/cards.json: seed ${seed}, until ${malformed} inputs are rejected`);

const started = performance.now();
const outcome = await fuzzSchema(readRealSchema(), { seed, malformed });
const failures = [...outcome.failures];
if (outcome.validTrees.length > 0) {
  const folder = writeTrees("fuzz", outcome.validTrees);
  const report = await typeCheckTrees(folder);
  if (report === "") folder.remove();
  else failures.push(`tsc rejected the output of a valid mutation (trees kept in ${folder.root}):\n${report}`);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.info(
  `${outcome.inputs} inputs: ${outcome.rejected.length} rejected with located diagnostics, ${outcome.validInputs} still valid (${outcome.validTrees.length} distinct trees type-checked); ${seconds} s`,
);
for (const failure of failures) console.error(`FAIL ${failure}`);
process.exitCode = failures.length === 0 ? 0 : 1;
