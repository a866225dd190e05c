/**
 * Every host's entry reaches the same verdict on the same JSON text (docs/json.md), for this
 * repository's vocabulary and every fixture's: TypeScript's `parseJson`, Python's `validate_json`
 * (with the standard library alone), Go's `Check` and Rust's `check_named` each read the texts of
 * `support/raw-texts.ts` (every vector written as JSON, and byte-level variants of the valid ones)
 * as they stand, in one process per host, and each must give every text the verdict it carries, so
 * no two hosts disagree. Each rejection names its place: a JSON Pointer, or `value` for the whole
 * text. A disagreement prints the text and every host's verdict.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fixtureNames, fixtureOut, fixtureSource, readVectors } from "../support/fixture-trees.js";
import { packageNamesOf, readRealSchema } from "../support/generate.js";
import {
  cacheDir,
  generatedDir,
  goEnv,
  verdictProgramsDir,
  runOk,
  rustEnv,
  systemPython,
  writeConsumerCrate,
  writeConsumerModule,
} from "../support/target-builds.js";
import { type RawText, rawTexts } from "../support/raw-texts.js";
import { type Verdict, readVerdictLines } from "../support/verdict-lines.js";

type Validators = Record<string, (value: unknown) => unknown>;
type ParseJson = (
  typeName: string,
  text: string,
) => { ok: boolean; errors?: readonly { text: string; path: string }[] };

const rawDir = join(cacheDir, "raw-text");
const vocabularies = [
  { name: "generated", dir: generatedDir, source: readRealSchema() },
  ...fixtureNames.map((name) => ({ name, dir: fixtureOut(name), source: fixtureSource(name) })),
];

function parseVerdicts(host: string, stdout: string, texts: readonly RawText[]): ReadonlyMap<string, Verdict> {
  return readVerdictLines(host, stdout, texts.length);
}

async function goVerdicts(name: string, dir: string, source: string, file: string, texts: readonly RawText[]) {
  const module = join(rawDir, name, "go");
  writeConsumerModule(module, "rawtext", packageNamesOf(source), join(dir, "go"));
  const bin = join(module, "bin");
  await runOk("go", ["build", "-o", `${bin}/`, "./verdicts"], { cwd: module, env: goEnv });
  return parseVerdicts("go", (await runOk(join(bin, "verdicts"), [file])).stdout, texts);
}

async function rustVerdicts(name: string, dir: string, source: string, file: string, texts: readonly RawText[]) {
  const crate = join(rawDir, name, "rust");
  const packages = packageNamesOf(source);
  writeConsumerCrate(crate, `raw-text-${name}`, { name: packages.rust, path: join(dir, "rust") }, [
    { kind: "bin", name: `verdicts-${name}`, path: join(verdictProgramsDir, "rust/verdicts.rs") },
  ]);
  // One target folder for this file's crates, which build one after another, so serde's crates are compiled once
  // for every vocabulary; not the suite's shared one, whose lock other files' builds hold meanwhile.
  const env = { ...rustEnv, CARGO_TARGET_DIR: join(rawDir, "rust-target") };
  await runOk("cargo", ["build", "--quiet", "--bins"], { cwd: crate, env });
  return parseVerdicts(
    "rust",
    (await runOk(join(env.CARGO_TARGET_DIR, `debug/verdicts-${name}`), [file])).stdout,
    texts,
  );
}

async function pythonVerdicts(dir: string, source: string, file: string, texts: readonly RawText[]) {
  const script = join(verdictProgramsDir, "python/verdicts.py");
  const module = packageNamesOf(source).pythonImport;
  // -S: no site packages, so validate_json must read JSON with the standard library alone.
  const { stdout } = await runOk(systemPython, ["-S", script, "generated", dir, file, module]);
  return parseVerdicts("python", stdout, texts);
}

describe.each(vocabularies.map((vocabulary) => [vocabulary.name, vocabulary] as const))(
  "the %s vocabulary's hosts",
  (name, { dir, source }) => {
    it(
      "give every raw text the same verdict, its own, and name the place of each rejection",
      { timeout: 600_000 },
      async () => {
        const validators = (await import(join(dir, "validators.ts"))) as Validators;
        const isValid = (type: string, value: unknown) => validators[`is${type}`]?.(value) === true;
        const texts = rawTexts(readVectors(dir), isValid);
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

        mkdirSync(join(rawDir, name), { recursive: true });
        const file = join(rawDir, name, "texts.json");
        writeFileSync(file, JSON.stringify(texts.map(({ id, type, text }) => ({ id, type, text }))));

        const parseJson = validators["parseJson"] as unknown as ParseJson;
        const typescript = new Map(
          texts.map((text) => {
            const result = parseJson(text.type, text.text);
            const first = result.errors?.[0];
            const place = first === undefined ? "" : first.path === "" ? "value" : first.path;
            return [
              text.id,
              { valid: result.ok, error: first === undefined ? "" : `${place}: ${first.text}` },
            ] as const;
          }),
        );
        const [python, go, rust] = await Promise.all([
          pythonVerdicts(dir, source, file, texts),
          goVerdicts(name, dir, source, file, texts),
          rustVerdicts(name, dir, source, file, texts),
        ]);
        const hosts: Record<string, ReadonlyMap<string, Verdict>> = { typescript, python, go, rust };

        const wrong = texts.flatMap((text) => {
          const verdicts = Object.entries(hosts).map(([host, verdicts]) => [host, verdicts.get(text.id)] as const);
          if (verdicts.every(([, verdict]) => verdict?.valid === text.valid)) return [];
          const shown =
            text.text.length > 300 ? `${text.text.slice(0, 300)}… (${text.text.length} characters)` : text.text;
          return [
            [
              `${text.id}: expected ${text.valid ? "valid" : "invalid"} as ${text.type}`,
              `    text: ${shown}`,
              ...verdicts.map(
                ([host, verdict]) =>
                  `    ${host}: ${verdict?.valid ? "valid" : "invalid"}${verdict?.error ? ` (${verdict.error.slice(0, 200)})` : ""}`,
              ),
            ].join("\n"),
          ];
        });
        expect(wrong.join("\n")).toBe("");

        const unplaced = texts.flatMap((text) =>
          Object.entries(hosts).flatMap(([host, verdicts]) => {
            const verdict = verdicts.get(text.id);
            if (verdict === undefined || verdict.valid) return [];
            return /^(value|\/[^:]*): /.test(verdict.error)
              ? []
              : [`${host} ${text.id}: ${verdict.error.slice(0, 200)}`];
          }),
        );
        expect(unplaced).toEqual([]);

        // Every host finds problems in the check plan's order (Python lists them all, in it), so the first is at
        // one place. Python names a syntax error `value`, its reader saying no more, and cuts a long pointer short,
        // saying its length (docs/json.md); its place is compared as far as it goes.
        const placeOf = (verdict: Verdict | undefined) => /^(value|\/[^:]*): /.exec(verdict?.error ?? "")?.[1] ?? "";
        const elsewhere = texts.flatMap((text) => {
          if (text.valid) return [];
          const [first, ...others] = (["typescript", "python", "go", "rust"] as const).map((host) => {
            const verdict = hosts[host]?.get(text.id);
            return { host, place: placeOf(verdict), error: verdict?.error ?? "" };
          });
          const agrees = others.every(({ host, place, error }) => {
            if (host !== "python") return place === first?.place;
            if (error.startsWith("value: is not JSON:")) return true;
            const cut = /^(.*)… \(\d+ characters\)$/.exec(place)?.[1];
            return cut === undefined ? place === first?.place : (first?.place.startsWith(cut) ?? false);
          });
          if (agrees) return [];
          return [
            [
              `${text.id}: ${text.text.slice(0, 200)}`,
              ...[first, ...others].map((found) => `    ${found?.host}: ${found?.error.slice(0, 160)}`),
            ].join("\n"),
          ];
        });
        expect(elsewhere.join("\n")).toBe("");
      },
    );
  },
);
