/**
 * Every host's entry reaches the same verdict on the same JSON text (docs/json.md), for this
 * repository's vocabulary and every fixture's: each target's verdict program (`Target.harness`:
 * TypeScript's `parseJson`, Python's `validate_json` with the standard library alone, Go's `Check`,
 * Rust's `check_named`) reads the texts of `support/raw-texts.ts` (every vector written as JSON, and
 * byte-level variants of the valid ones) as they stand, and each must give every text the verdict it
 * carries, so no two hosts disagree. Each host's program is built once for all the vocabularies (one
 * `go build`, one `cargo build`). Each rejection names its place: a JSON Pointer, or `value` for the
 * whole text. A disagreement prints the text and every host's verdict.
 */
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Verdict, VerdictProgram } from "../../generator/targets/shared/harness.js";
import { placeOf } from "../../generator/targets/shared/harness/verdict-file.js";
import { fixtureNames, fixtureOut, fixtureSource, readVectors } from "../support/fixture-trees.js";
import { packageNamesOf, readRealSchema } from "../support/generate.js";
import { type RawText, rawTexts } from "../support/raw-texts.js";
import { cacheDir, generatedDir } from "../support/target-builds.js";
import { type HarnessedTarget, harnessedTargets, verdictPrograms } from "../support/target-harnesses.js";

type Validators = Record<string, (value: unknown) => unknown>;

const vocabularies = [
  { name: "generated", tree: generatedDir, source: readRealSchema() },
  ...fixtureNames.map((name) => ({ name, tree: fixtureOut(name), source: fixtureSource(name) })),
];
const hosts = await harnessedTargets();
let programs: (readonly [string, VerdictProgram])[] = [];

beforeAll(async () => {
  const batch = vocabularies.map(({ tree, source }) => ({ packages: packageNamesOf(source), tree }));
  programs = await verdictPrograms(hosts, batch, join(cacheDir, "raw-text"));
}, 600_000); // a hang guard for a cold build on a busy machine, not a speed target

describe.each(vocabularies.map((vocabulary, index) => [vocabulary.name, { ...vocabulary, index }] as const))(
  "the %s vocabulary's hosts",
  (name, { tree, index }) => {
    it(
      "give every raw text the same verdict, its own, and name the place of each rejection",
      { timeout: 600_000 },
      async () => {
        const validators = (await import(join(tree, "validators.ts"))) as Validators;
        const isValid = (type: string, value: unknown) => validators[`is${type}`]?.(value) === true;
        const texts = rawTexts(readVectors(tree), isValid);
        // Every rule is met and broken somewhere, whatever the vocabulary holds.
        expect(texts.filter((text) => text.valid).length).toBeGreaterThan(texts.length / 10);
        expect(texts.some((text) => text.id.endsWith("~byte-order-mark"))).toBe(true);
        if (name === "generated") {
          for (const variant of [
            "duplicate-key",
            "integer-as-1.0",
            "lone-high-surrogate",
            "1e400",
            "nested-100000-deep",
          ]) {
            expect(
              texts.some((text) => text.id.endsWith(`~${variant}`)),
              variant,
            ).toBe(true);
          }
        }

        const inputs = texts.map(({ id, type, text }) => ({ id, vocabulary: index, type, text }));
        const verdicts = new Map(
          await Promise.all(programs.map(async ([host, program]) => [host, await program.judge(inputs)] as const)),
        );

        const wrong = texts.flatMap((text) => {
          const each = [...verdicts].map(([host, found]) => [host, found.get(text.id)] as const);
          if (each.every(([, verdict]) => verdict?.valid === text.valid)) return [];
          const shown =
            text.text.length > 300 ? `${text.text.slice(0, 300)}… (${text.text.length} characters)` : text.text;
          return [
            [
              `${text.id}: expected ${text.valid ? "valid" : "invalid"} as ${text.type}`,
              `    text: ${shown}`,
              ...each.map(
                ([host, verdict]) =>
                  `    ${host}: ${verdict?.valid ? "valid" : "invalid"}${verdict?.error ? ` (${verdict.error.slice(0, 200)})` : ""}`,
              ),
            ].join("\n"),
          ];
        });
        expect(wrong.join("\n")).toBe("");

        const unplaced = texts.flatMap((text) =>
          [...verdicts].flatMap(([host, found]) => {
            const verdict = found.get(text.id);
            if (verdict === undefined || verdict.valid) return [];
            return placeOf(verdict.error) === undefined ? [`${host} ${text.id}: ${verdict.error.slice(0, 200)}`] : [];
          }),
        );
        expect(unplaced).toEqual([]);

        // Every host finds problems in the check plan's order (Python lists them all, in it), so the first is at
        // one place: the first host's, which every other host's harness compares as far as docs/json.md lets it.
        expect(misplaced(texts, hosts, verdicts).join("\n")).toBe("");
      },
    );
  },
);

/** The invalid texts whose first problem some host names at another place than the first host does. */
function misplaced(
  texts: readonly RawText[],
  hosts: readonly HarnessedTarget[],
  verdicts: ReadonlyMap<string, ReadonlyMap<string, Verdict>>,
): string[] {
  return texts.flatMap((text) => {
    if (text.valid) return [];
    const found = hosts.map(({ host, harness }) => {
      const error = verdicts.get(host)?.get(text.id)?.error ?? "";
      return { host, harness, error, place: placeOf(error) ?? "" };
    });
    const [first, ...others] = found;
    const agrees = others.every(({ harness, place, error }) =>
      harness.placeAgrees === undefined ? place === first?.place : harness.placeAgrees(first?.place ?? "", error),
    );
    if (agrees) return [];
    return [
      [
        `${text.id}: ${text.text.slice(0, 200)}`,
        ...found.map(({ host, error }) => `    ${host}: ${error.slice(0, 160)}`),
      ].join("\n"),
    ];
  });
}
