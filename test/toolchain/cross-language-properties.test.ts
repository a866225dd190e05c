/**
 * The cross-language property: random valid vocabularies (`support/dsl-arbitrary.ts`,
 * their names drawn from what the target languages bind, reserve and build in, where the checker
 * accepts them) compile in every target language, pass each target's gates as `target-gates` runs
 * them, and every target's entry from JSON text (its harness's verdict program: TypeScript's
 * `parseJson`, Python's `validate_json`, Go's `Check`, Rust's `check_named`) gives every raw text of
 * `support/raw-texts.ts` (each vector, and byte-level variants of the valid ones) the verdict it
 * carries. The batch is compiled together (one `tsc`, one verdict program per host). The seed is fixed so CI is
 * repeatable: CARDC_PROPERTY_SEED explores others, CARDC_CROSS_LANGUAGE_RUNS asks for more vocabularies.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { debianCargoConfig } from "../../build/dist.mjs";
import type { HarnessVocabulary } from "../../generator/targets/shared/harness.js";
import { type TreeFolder, typeCheckTrees, writeTrees } from "../support/compile-trees.js";
import { vocabularySource } from "../support/dsl-arbitrary.js";
import { readVectors } from "../support/fixture-trees.js";
import { gateProblem } from "../support/gate-invocation.js";
import { generateOk, packageNamesOf } from "../support/generate.js";
import { type RawText, rawTexts } from "../support/raw-texts.js";
import { harnessedTargets, verdictPrograms } from "../support/target-harnesses.js";

const seed = Number(process.env["CARDC_PROPERTY_SEED"] ?? 20261130);
const vocabularyCount = Number(process.env["CARDC_CROSS_LANGUAGE_RUNS"] ?? 12);
if (!Number.isInteger(vocabularyCount) || vocabularyCount < 1) {
  throw new Error("CARDC_CROSS_LANGUAGE_RUNS must be a positive integer");
}

type Validators = Record<string, (value: unknown) => unknown>;

interface Member extends HarnessVocabulary {
  readonly source: string;
}

const hosts = await harnessedTargets();

let folder: TreeFolder;
let members: Member[] = [];

beforeAll(async () => {
  const sources = fc.sample(vocabularySource, { seed, numRuns: vocabularyCount }).map((source, index) => {
    // Each its own id, so its packages have names of their own and one Go module or crate graph holds them all.
    const document = JSON.parse(source) as { id: string };
    return JSON.stringify({ ...document, id: `urn:cardc:property-${index}` }, null, 2);
  });
  const generated = await Promise.all(sources.map((source) => generateOk(source, "property.json")));
  folder = writeTrees(
    "cross-language",
    generated.map((result) => result.files),
  );
  mkdirSync(join(folder.root, ".cargo"), { recursive: true });
  writeFileSync(join(folder.root, ".cargo/config.toml"), debianCargoConfig);
  members = sources.map((source, index) => ({ source, packages: packageNamesOf(source), tree: folder.treeAt(index) }));
}, 120_000);
// oxlint-disable-next-line typescript/no-unnecessary-condition -- unset when beforeAll failed
afterAll(() => folder?.remove());

describe(`random vocabularies (seed ${seed}, ${vocabularyCount} of them)`, () => {
  it("compile under strict tsc, all in one run", { timeout: 120_000 }, async () => {
    expect(await typeCheckTrees(folder), `seed ${seed}: trees in ${folder.root}`).toBe("");
  });

  describe.each(
    hosts.filter(({ target }) => target.gates.length > 0).map(({ target }) => [target.name, target] as const),
  )("as the %s", (_name, target) => {
    it.each(target.gates.map((gate) => [gate.name, gate] as const))(
      "pass %s",
      { timeout: 600_000 },
      async (_gate, gate) => {
        for (const member of members) {
          expect(await gateProblem(gate, member.tree), `seed ${seed}: ${member.tree}\n${member.source}`).toBe("");
        }
      },
    );
  });

  it("give every raw text the same verdict in every language, its own", { timeout: 600_000 }, async () => {
    const texts: RawText[] = [];
    const byMember: RawText[][] = [];
    for (const [index, member] of members.entries()) {
      const validators = (await import(join(member.tree, "validators.ts"))) as Validators;
      const isValid = (type: string, value: unknown) => validators[`is${type}`]?.(value) === true;
      const own = rawTexts(readVectors(member.tree), isValid).map((text) => ({ ...text, id: `${index}/${text.id}` }));
      byMember.push(own);
      texts.push(...own);
    }
    // Every vocabulary meets rules broken and kept.
    for (const own of byMember) {
      expect(own.some((text) => text.valid)).toBe(true);
      expect(own.some((text) => text.id.endsWith("~byte-order-mark"))).toBe(true);
    }
    // and the batch as a whole meets every byte-level attack the raw texts hold, whatever shapes it drew.
    for (const variant of [
      "duplicate-key",
      "integer-as-1.0",
      "minus-zero",
      "two-to-the-53-plus-1",
      "1e400",
      "lone-high-surrogate",
      "nul-escape",
      "nested-past-the-limit",
      "unknown-key-and-wrong-type",
    ]) {
      expect(
        texts.some((text) => text.id.endsWith(`~${variant}`)),
        variant,
      ).toBe(true);
    }

    const inputs = byMember.flatMap((own, index) =>
      own.map(({ id, type, text }) => ({ id, vocabulary: index, type, text })),
    );
    const programs = await verdictPrograms(hosts, members, join(folder.root, "verdicts"));
    const verdicts = await Promise.all(
      programs.map(async ([host, program]) => [host, await program.judge(inputs)] as const),
    );
    const hostVerdicts = Object.fromEntries(verdicts);
    const wrong = texts.flatMap((text) => {
      const verdicts = Object.entries(hostVerdicts).map(([host, found]) => [host, found.get(text.id)] as const);
      if (verdicts.every(([, verdict]) => verdict?.valid === text.valid)) return [];
      return [
        [
          `${text.id}: expected ${text.valid ? "valid" : "invalid"} as ${text.type}`,
          `    text: ${text.text.slice(0, 300)}`,
          ...verdicts.map(
            ([host, verdict]) =>
              `    ${host}: ${verdict?.valid ? "valid" : "invalid"} ${verdict?.error.slice(0, 200) ?? ""}`,
          ),
        ].join("\n"),
      ];
    });
    expect(wrong.join("\n"), `seed ${seed}`).toBe("");
  });
});
