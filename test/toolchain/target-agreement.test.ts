/**
 * Every host reaches the same verdict on every shared vector (`generated/vectors/`): Ajv's standalone
 * code, @hyperjump/json-schema and python3-jsonschema on the JSON Schema, and every target's host,
 * through the verdict program its harness builds (`Target.harness`): the generated TypeScript
 * validators, the Python `validate` (run without site packages, as in a bare virtual environment),
 * the Rust crate, the Go package. Each host reads all vectors in one process. A disagreement prints
 * the vector and every verdict. Then each target's sample consumer, written from the IR with an arm
 * for every card, compiles and runs, and the same consumer with one card's arm missing does not
 * compile (pyright strict, rustc, `go build`), the error naming the left-out card.
 */
import { readVectors } from "../support/fixture-trees.js";
import { registerSchema, unregisterSchema, validate } from "@hyperjump/json-schema/draft-2020-12";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Verdict, VerdictProgram } from "../../generator/targets/shared/harness.js";
import { placeOf, readVerdictLines } from "../../generator/targets/shared/harness/verdict-file.js";
import { ajvValidator } from "../support/ajv.js";
import generatedSchema from "../../generated/cards.schema.json" with { type: "json" };
import { cacheDir, generatedDir, root, runOk, systemPython } from "../support/target-builds.js";
import { harnessTools, harnessedTargets, verdictPrograms } from "../support/target-harnesses.js";
import { generateOk, packageNamesOf, readRealSchema } from "../support/generate.js";
import { consumerPlan } from "../support/target-consumers/consumer-plan.js";

const vectors = readVectors(generatedDir);
const vectorsFile = join(cacheDir, "vectors.json");
const packages = packageNamesOf(readRealSchema());
const plan = consumerPlan((await generateOk(readRealSchema())).ir, "ToolResultView", packages);
const hosts = await harnessedTargets();
const vocabulary = { packages, tree: generatedDir };

type Verdicts = ReadonlyMap<string, Verdict>;

let programs: (readonly [string, VerdictProgram])[] = [];

beforeAll(async () => {
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(vectorsFile, JSON.stringify(vectors));
  programs = await verdictPrograms(hosts, [vocabulary], join(cacheDir, "agreement"));
}, 600_000); // a hang guard for a cold build on a busy machine, not a speed target

describe("the shared test vectors", () => {
  beforeAll(() => registerSchema(generatedSchema as never));
  afterAll(() => unregisterSchema(generatedSchema.$id));

  it("cover every variant with valid and invalid instances", () => {
    expect(vectors.filter((vector) => vector.valid).length).toBeGreaterThan(50);
    expect(vectors.filter((vector) => !vector.valid).length).toBeGreaterThan(100);
    expect(new Set(vectors.map((vector) => vector.id)).size).toBe(vectors.length);
  });

  it("run against a schema free of the features validators disagree on", () => {
    const found: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${at}/${index}`));
      if (typeof node !== "object" || node === null) return;
      for (const [key, value] of Object.entries(node)) {
        if (key === "$dynamicRef" || key === "$dynamicAnchor" || key === "format") found.push(`${at}/${key}`);
        if (key === "pattern" && typeof value === "string" && /\\[pP]\{/.test(value)) found.push(`${at}/${key}`);
        const kinds = Array.isArray(value) && key === "enum" ? new Set(value.map((item) => typeof item)) : new Set();
        if (kinds.has("boolean") && kinds.has("number")) found.push(`${at}/${key}`);
        walk(value, `${at}/${key}`);
      }
    };
    walk(generatedSchema, "");
    expect(found).toEqual([]);
  });

  it("get the expected verdict from every validator and every host", async () => {
    const hosts: Record<string, Verdicts> = {};
    const ajv = new Map<string, Verdict>();
    const hyperjump = new Map<string, Verdict>();
    for (const vector of vectors) {
      ajv.set(vector.id, { valid: ajvValidator(vector.type)(vector.value), error: "" });
      const output = await validate(`${generatedSchema.$id}#/$defs/${vector.type}`, vector.value as never);
      hyperjump.set(vector.id, { valid: output.valid, error: "" });
    }
    hosts["ajv"] = ajv;
    hosts["@hyperjump/json-schema"] = hyperjump;
    const verdictsScript = join(root, "generator/targets/python/harness/verdicts.py");
    const jsonschema = await runOk(systemPython, [verdictsScript, "schema", generatedDir, vectorsFile]);
    hosts["python3-jsonschema"] = readVerdictLines("python3-jsonschema", jsonschema.stdout, vectors.length);
    const inputs = vectors.map((vector) => ({ id: vector.id, vocabulary: 0, type: vector.type, value: vector.value }));
    for (const [host, verdicts] of await Promise.all(
      programs.map(async ([host, program]) => [host, await program.judge(inputs)] as const),
    )) {
      hosts[host] = verdicts;
    }

    const disagreements = vectors.flatMap((vector) => {
      const wrong = Object.entries(hosts).filter(([, verdicts]) => verdicts.get(vector.id)?.valid !== vector.valid);
      if (wrong.length === 0) return [];
      const each = Object.entries(hosts).map(([host, verdicts]) => {
        const verdict = verdicts.get(vector.id);
        return `    ${host}: ${verdict?.valid ? "valid" : "invalid"}${verdict?.error ? ` (${verdict.error})` : ""}`;
      });
      return [
        [
          `${vector.id}: expected ${vector.valid ? "valid" : "invalid"} as ${vector.type}`,
          `    value: ${JSON.stringify(vector.value)}`,
          ...each,
        ].join("\n"),
      ];
    });
    expect(disagreements.join("\n")).toBe("");

    // Every target's host names the place of a problem alike: a JSON Pointer, or `value` for the value itself.
    const unplaced = vectors
      .filter((vector) => !vector.valid)
      .flatMap((vector) =>
        programs
          .map(([host]) => host)
          .flatMap((host) => {
            const error = hosts[host]?.get(vector.id)?.error ?? "";
            return placeOf(error) === undefined ? [`${host} ${vector.id}: ${error}`] : [];
          }),
      );
    expect(unplaced).toEqual([]);
  });
});

describe.each(hosts.filter(({ harness }) => harness.consumers !== undefined).map((host) => [host.host, host] as const))(
  "the %s host's sample consumers",
  (host, { harness }) => {
    it(
      "build and run with an arm for every card, and are refused with one arm missing",
      { timeout: 300_000 },
      async () => {
        const outcome = await harness.consumers?.(plan, vocabulary, join(cacheDir, "consumers", host), harnessTools);
        expect(outcome?.completeProblems).toEqual([]);
        expect(outcome?.output).toBe(`${plan.printed}\n`);
        expect(outcome?.missingArm).toHaveLength(1);
        expect(outcome?.missingArm[0]).toMatch(outcome?.missingArmRefusal ?? "no refusal given");
      },
    );
  },
);
