/**
 * The CI fuzz run (fixed seed and size; `pnpm fuzz` runs longer): 1,000 mutations of the real
 * `schema/cards.json` that the generator rejects, each with located, catalogued diagnostics, and
 * no exception escaping `generate`; the mutations that stay valid must produce output that
 * compiles under strict `tsc` (one run for all). A sample of rejected inputs also goes through the
 * real CLI process: exit 2, no stack trace, and the output folder untouched to the byte.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FuzzOutcome, fuzzSchema } from "../fuzz/fuzz-schema.js";
import { runCli, stackFrame } from "../support/cli-process.js";
import { typeCheckTrees, writeTrees } from "../support/compile-trees.js";
import { readRealSchema } from "../support/generate.js";

const seed = 4_000_001;
const malformed = 1000;
let outcome: FuzzOutcome;

// About 20 s of CPU, most of it the full pipeline for the ~5% of mutations that stay valid; the
// generous limit is for a shared machine, where the wall time can be several times that.
beforeAll(async () => {
  outcome = await fuzzSchema(readRealSchema(), { seed, malformed });
}, 600_000);

describe(`fuzzing schema/cards.json (seed ${seed})`, () => {
  it("rejects 1,000 malformed inputs, each with located diagnostics and no exception", () => {
    expect(outcome.failures).toEqual([]);
    expect(outcome.rejected).toHaveLength(malformed);
    // The mutations reach far into the catalogue, not just JSON syntax errors.
    expect(new Set(outcome.rejected.flatMap((input) => input.codes)).size).toBeGreaterThanOrEqual(12);
  });

  it("produces compiling output for every mutation that stays valid", async () => {
    expect(outcome.validTrees.length).toBeGreaterThan(0);
    const folder = writeTrees("fuzz-ci", outcome.validTrees);
    try {
      expect(await typeCheckTrees(folder), `seed ${seed}`).toBe("");
    } finally {
      folder.remove();
    }
  });

  describe("through the real CLI", () => {
    let work: string;
    beforeAll(() => {
      work = mkdtempSync(join(tmpdir(), "cardc-fuzz-"));
    });
    afterAll(() => rmSync(work, { recursive: true, force: true }));

    it("exits 2 without a stack trace and leaves the output untouched", async () => {
      const out = join(work, "generated");
      cpSync(new URL("../../generated/", import.meta.url), out, { recursive: true });
      const snapshot = () =>
        readdirSync(work, { recursive: true })
          .map(String)
          .sort()
          .filter((entry) => !entry.endsWith(".json") || entry.startsWith("generated"))
          .map((entry) => {
            const path = join(work, entry);
            const stat = statSync(path);
            return [entry, stat.mtimeMs, stat.isFile() ? readFileSync(path, "utf8") : "(dir)"];
          });
      const before = snapshot();
      // One input per distinct first code, three in all: syntax, structure and semantics differ most.
      const sample = outcome.rejected
        .filter((input, index, all) => all.findIndex((other) => other.codes[0] === input.codes[0]) === index)
        .slice(0, 3);
      expect(sample).toHaveLength(3);
      const runs = await Promise.all(
        sample.map((input) => {
          const schema = join(work, `mutation-${input.seed}.json`);
          writeFileSync(schema, input.text);
          return runCli(["gen", "--schema", schema, "--out", out]);
        }),
      );
      runs.forEach((run, index) => {
        const where = `seed ${sample[index]?.seed}`;
        expect(run.code, where).toBe(2);
        expect(run.stderr, where).toMatch(/error CARD_[A-Z_]+ {2}/);
        expect(run.stderr, where).toMatch(/nothing was written\.\n$/);
        expect(run.stderr, where).not.toMatch(stackFrame);
      });
      expect(snapshot()).toEqual(before);
    }, 300_000); // three `node` processes, which a busy shared machine can slow to 10 s each
  });
});
