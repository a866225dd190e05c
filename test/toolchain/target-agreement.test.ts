/**
 * Every host reaches the same verdict on every shared vector (`generated/vectors/`): the generated
 * TypeScript validators, Ajv's standalone code, @hyperjump/json-schema, python3-jsonschema on the JSON Schema, and the generated
 * Python `validate` (run without site packages, as in a bare virtual environment), Rust crate and
 * Go package. Each host reads all vectors in one process. A disagreement prints the vector and every
 * verdict. Then each host's sample consumer, written from the IR with an arm for every card,
 * compiles and runs, and the same consumer with one card's arm missing does not compile: pyright
 * strict, rustc and `go build`; the error names the left-out card.
 */
import { readVectors } from "../support/fixture-trees.js";
import { registerSchema, unregisterSchema, validate } from "@hyperjump/json-schema/draft-2020-12";
import { mkdirSync, writeFileSync } from "node:fs";
import { devNull } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as validators from "../../generated/validators.js";
import { ajvValidator } from "../support/ajv.js";
import generatedSchema from "../../generated/cards.schema.json" with { type: "json" };
import {
  buildGo,
  buildRust,
  cacheDir,
  generatedDir,
  goDir,
  goEnv,
  verdictProgramsDir,
  preparePython,
  root,
  run,
  runOk,
  rustDir,
  rustEnv,
  systemPython,
} from "../support/target-builds.js";
import { generateOk, packageNamesOf, readRealSchema } from "../support/generate.js";
import { consumerPlan } from "../support/target-consumers/consumer-plan.js";
import { type Verdict, readVerdictLines } from "../support/verdict-lines.js";

const vectors = readVectors(generatedDir);
const vectorsFile = join(cacheDir, "vectors.json");
const packages = packageNamesOf(readRealSchema());
const plan = consumerPlan((await generateOk(readRealSchema())).ir, "ToolResultView", packages);

type Verdicts = ReadonlyMap<string, Verdict>;

function parseVerdicts(host: string, stdout: string): Verdicts {
  return readVerdictLines(host, stdout, vectors.length);
}

let rust: { verdicts: string; consumer: string };
let go: { verdicts: string; consumer: string };

beforeAll(async () => {
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(vectorsFile, JSON.stringify(vectors));
  [rust, go] = await Promise.all([buildRust(plan), buildGo(plan)]);
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
    const typescript = new Map<string, { valid: boolean; error: string }>();
    const ajv = new Map<string, { valid: boolean; error: string }>();
    const hyperjump = new Map<string, { valid: boolean; error: string }>();
    for (const vector of vectors) {
      const guard = (validators as unknown as Record<string, (value: unknown) => boolean>)[`is${vector.type}`];
      typescript.set(vector.id, { valid: guard?.(vector.value) === true, error: "" });
      ajv.set(vector.id, { valid: ajvValidator(vector.type)(vector.value), error: "" });
      const output = await validate(`${generatedSchema.$id}#/$defs/${vector.type}`, vector.value as never);
      hyperjump.set(vector.id, { valid: output.valid, error: "" });
    }
    hosts["typescript"] = typescript;
    hosts["ajv"] = ajv;
    hosts["@hyperjump/json-schema"] = hyperjump;
    const verdictsScript = join(verdictProgramsDir, "python/verdicts.py");
    const [jsonschema, python, rustVerdicts, goVerdicts] = await Promise.all([
      runOk(systemPython, [verdictsScript, "schema", generatedDir, vectorsFile]),
      // -S: no site packages, so the generated package must validate with the standard library alone.
      runOk(systemPython, ["-S", verdictsScript, "generated", generatedDir, vectorsFile, packages.pythonImport]),
      runOk(rust.verdicts, [vectorsFile]),
      runOk(go.verdicts, [vectorsFile]),
    ]);
    hosts["python3-jsonschema"] = parseVerdicts("python3-jsonschema", jsonschema.stdout);
    hosts["python"] = parseVerdicts("python", python.stdout);
    hosts["rust"] = parseVerdicts("rust", rustVerdicts.stdout);
    hosts["go"] = parseVerdicts("go", goVerdicts.stdout);

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

    // Go, Python and Rust name the place of a problem alike: a JSON Pointer, or `value` for the value itself.
    const placeOf = (error: string) => /^(value|\/[^:]*): /.exec(error)?.[1];
    const unplaced = vectors
      .filter((vector) => !vector.valid)
      .flatMap((vector) =>
        (["go", "python", "rust"] as const).flatMap((host) => {
          const error = hosts[host]?.get(vector.id)?.error ?? "";
          return placeOf(error) === undefined ? [`${host} ${vector.id}: ${error}`] : [];
        }),
      );
    expect(unplaced).toEqual([]);
  });
});

describe("the Python types", () => {
  const { consumer, missingArm, config } = preparePython(plan);

  it("pass pyright strict with a complete consumer, which rejects one with a missing arm", async () => {
    const pyright = join(root, "node_modules/pyright/index.js");
    const result = await run(process.execPath, [pyright, "--outputjson", "--pythonpath", systemPython, "-p", config]);
    const report = JSON.parse(result.stdout) as {
      generalDiagnostics: { file: string; severity: string; message: string; rule?: string }[];
      summary: { filesAnalyzed: number };
    };
    // The two consumers and the package's two modules, `__init__.py` and `_checks.py`.
    expect(report.summary.filesAnalyzed).toBe(4);
    const errors = (file: string) =>
      report.generalDiagnostics
        .filter((diagnostic) => diagnostic.file === file && diagnostic.severity === "error")
        .map((diagnostic) => `${diagnostic.rule ?? ""}: ${diagnostic.message}`);
    expect(errors(join(generatedDir, "python", packages.pythonImport, "__init__.py"))).toEqual([]);
    expect(errors(consumer)).toEqual([]);
    // The chain misses one card, which reaches its `assert_never`.
    expect(errors(missingArm)).toEqual([
      expect.stringMatching(new RegExp(`^reportArgumentType: Argument of type "${plan.omittedName}" .*"Never"`, "s")),
    ]);
  });

  it("run a complete consumer", async () => {
    const result = await runOk(systemPython, ["-S", consumer], { env: { PYTHONPATH: join(generatedDir, "python") } });
    expect(result.stdout).toBe(`${plan.printed}\n`);
  });
});

describe("the Rust crate", () => {
  it("runs a complete consumer, and rustc rejects one with a missing arm", { timeout: 300_000 }, async () => {
    expect((await runOk(rust.consumer, [])).stdout).toBe(`${plan.printed}\n`);
    const missing = await run("cargo", ["check", "--quiet", "--example", "missing_arm"], {
      cwd: rustDir,
      env: rustEnv,
    });
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toMatch(new RegExp(`error\\[E0004\\]: non-exhaustive patterns: .*${plan.omittedName}`));
  });
});

describe("the Go package", () => {
  it("runs a complete consumer, and a handler missing a method does not build", async () => {
    expect((await runOk(go.consumer, [])).stdout).toBe(`${plan.printed}\n`);
    const missing = await run("go", ["build", "-o", devNull, "./missing-arm"], { cwd: goDir, env: goEnv });
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain(
      `does not implement ${packages.goPackage}.ToolResultViewHandler[string] (missing ${plan.omittedName} method)`,
    );
  });
});
