/**
 * Every artifact `pnpm dist` writes, installed the way its users install it, in a project outside
 * the repository, then used there: the npm tarball by `npm install` (plain node through `import` and
 * `require` of every entry, a strict `tsc` consumer, the `cardc` command), the Python wheel by `pip install
 * --no-index` into a bare venv, the Rust crate unpacked behind a path dependency, the Go module
 * behind a `replace`. Each decodes every shared vector and must give it its expected verdict, and
 * each reports `package.json`'s version wherever it states one: one version across the whole run.
 * The sample programs are the ones in `test/packages/` and the targets' harnesses (their verdict
 * programs, and the consumers they write from the IR: an arm for every card, and one left out).
 */
import { readVectors } from "../support/fixture-trees.js";
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { devNull, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Vector } from "../../generator/emit/vectors.js";
import { generateOk, packageNamesOf, readRealSchema } from "../support/generate.js";
import {
  goEnv,
  verdictPrograms,
  root,
  run,
  runOk,
  rustEnv,
  writeConsumerCrate,
  writeConsumerModule,
} from "../support/target-builds.js";
import { distOnce } from "../support/dist-once.js";
import { describedEntries } from "../support/entry-description.js";
import { consumerPlan } from "../support/target-consumers/consumer-plan.js";
import { pythonConsumers } from "../../generator/targets/python/harness/consumers.js";
import { typescriptConsumer, unknownCard } from "../support/target-consumers/typescript-consumer.js";

const packagesDir = join(root, "dist/packages");
const samplesDir = join(root, "test/packages");
const version = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string }).version;
const vectors: Vector[] = readVectors(join(root, "generated"));
const { ir } = await generateOk(readRealSchema());
/** What the packages are called: the names this project gives its vocabulary's packages. */
const packages = packageNamesOf(readRealSchema());

/**
 * The README's commands for one language (the lines under its `# <language>` comment in the block of
 * "Use the vocabulary from another project"), with the paths it leaves to the reader filled in: the
 * tests run exactly what the README tells a user to run.
 */
function readmeCommands(language: string): string[] {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## Use the vocabulary from another project"));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
  const groups = block.split(/^(?=# )/m);
  const group = groups.find((text) => text.startsWith(`# ${language}`)) ?? "";
  return group
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.trimStart().startsWith("#"))
    .map((line) => line.replaceAll("/path/to/cardc", root).replaceAll("0.1.0", version));
}

/** Runs README commands in a folder, one shell each, as a user types them. */
async function runReadme(language: string, cwd: string): Promise<string[]> {
  const commands = readmeCommands(language);
  expect(commands.length, `README commands for ${language}`).toBeGreaterThan(0);
  const outputs: string[] = [];
  for (const command of commands) outputs.push((await runOk("sh", ["-c", command], { cwd })).stdout);
  return outputs;
}

let work: string;
let vectorsFile: string;

beforeAll(async () => {
  await distOnce();
  work = mkdtempSync(join(tmpdir(), "cardc-consumers-"));
  vectorsFile = join(work, "vectors.json");
  writeFileSync(vectorsFile, JSON.stringify(vectors));
}, 600_000); // a hang guard for a cold build on a busy machine, not a speed target
afterAll(() => {
  // oxlint-disable-next-line typescript/no-unnecessary-condition -- unset when beforeAll failed
  if (work !== undefined) rmSync(work, { recursive: true, force: true });
});

/** The verdict summary a sample program prints: how many vectors it checked and which it got wrong. */
function summary(stdout: string): { checked: number; wrong: string[] } {
  return JSON.parse(stdout) as { checked: number; wrong: string[] };
}

/** JSON lines of `{ id, valid }` from a host's verdict program, compared with each vector's expectation. */
function wrongVerdicts(stdout: string): { checked: number; wrong: string[] } {
  const verdicts = stdout
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as { id: string; valid: boolean });
  const expected = new Map(vectors.map((vector) => [vector.id, vector.valid]));
  return { checked: verdicts.length, wrong: verdicts.filter((v) => expected.get(v.id) !== v.valid).map((v) => v.id) };
}

function bytesUnder(path: string): number {
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

describe("the npm packages", () => {
  const tarball = (name: string) => join(packagesDir, `npm/${name}-${version}.tgz`);
  const listing = (name: string) =>
    execFileSync("tar", ["tzf", tarball(name)], { encoding: "utf8" })
      .trim()
      .split("\n");
  let project: string;
  let readmeOutputs: string[] = [];

  beforeAll(async () => {
    project = join(work, "npm");
    mkdirSync(project);
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "host", private: true, type: "module" }));
    readmeOutputs = await runReadme("npm", project);
    cpSync(join(samplesDir, "npm"), project, { recursive: true });
    writeFileSync(join(project, "consumer.ts"), typescriptConsumer(ir));
  }, 300_000);

  it("does what the README says: installs, and answers from plain node", () => {
    expect(readmeOutputs[readmeOutputs.length - 1]).toBe("true\n");
  });

  it("are three: the compiler, the runtime and the vocabulary, each named as it is installed", () => {
    expect(readdirSync(join(packagesDir, "npm")).sort()).toEqual(
      [`cardc-${version}.tgz`, `cardc-runtime-${version}.tgz`, `cardc-tool-cards-${version}.tgz`].sort(),
    );
  });

  it("ship the vocabulary as a small tarball of compiled code, which depends on the runtime and never on cardc", () => {
    const files = listing("cardc-tool-cards");
    const installed = bytesUnder(join(project, "node_modules"));
    console.info(
      `vocabulary tarball: ${files.length} files; installed: ${(installed / 1e6).toFixed(2)} MB in node_modules`,
    );
    expect(files.length).toBeLessThanOrEqual(120);
    expect(files.filter((file) => /\/(test|tests|bench|fixtures|generator|demo)\//.test(file))).toEqual([]);
    expect(files.filter((file) => file.endsWith(".ts") && !file.endsWith(".d.ts"))).toEqual([]);
    expect(installed).toBeLessThanOrEqual(5_000_000);
    expect(readdirSync(join(project, "node_modules")).sort()).toEqual([
      ".package-lock.json",
      "@cardc",
      "diff",
      "pathe",
    ]);
    expect(readdirSync(join(project, "node_modules/@cardc")).sort()).toEqual(["runtime", "tool-cards"]);
    const manifest = JSON.parse(readFileSync(join(project, "node_modules/@cardc/tool-cards/package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    expect(manifest.dependencies).toEqual({
      "@cardc/runtime": `^${version}`,
      diff: expect.any(String),
      pathe: expect.any(String),
    });
  });

  it("ship the runtime without dependencies, and the compiler as its command and the DSL's schema only", () => {
    const runtime = JSON.parse(
      readFileSync(join(project, "node_modules/@cardc/runtime/package.json"), "utf8"),
    ) as Record<string, unknown>;
    expect(runtime["dependencies"]).toBeUndefined();
    const compiler = listing("cardc");
    expect(compiler.filter((file) => !file.startsWith("package/dist/cli/"))).toEqual(
      expect.arrayContaining(["package/package.json", "package/schema/cards.schema.json"]),
    );
    expect(
      compiler.filter(
        (file) =>
          !file.startsWith("package/dist/cli/") &&
          !/^package\/(package\.json|README\.md|LICENSE|schema\/cards\.schema\.json)$/.test(file),
      ),
    ).toEqual([]);
    expect(compiler.filter((file) => file.includes("generated/"))).toEqual([]);
  });

  it.each(["check-vectors.mjs", "check-vectors.cjs"])(
    "gives every vector its verdict under plain node (%s)",
    async (script) => {
      const { stdout, stderr } = await runOk(process.execPath, [script, vectorsFile], { cwd: project });
      expect(summary(stdout)).toEqual({ checked: vectors.length, wrong: [] });
      expect(stderr).toBe("");
    },
  );

  it.each(["entries.mjs", "entries.cjs"])(
    "loads every entry point, one copy of their shared code, and states package.json's version in its manifest, entry and JSON Schema (%s)",
    async (script) => {
      const { stdout, stderr } = await runOk(process.execPath, [script], { cwd: project });
      expect(stderr).toBe("");
      expect(JSON.parse(stdout)).toEqual(describedEntries(version));
    },
  );

  it("checks presenters' purity from the installed runtime, leaving node:path as it was", async () => {
    const { stdout, stderr } = await runOk(process.execPath, ["purity.mjs"], { cwd: project });
    expect(stderr).toBe("");
    const report = JSON.parse(stdout) as { impure: Record<string, string[]> } & Record<string, unknown>;
    expect(report).toMatchObject({ pure: true, relativeKept: true, exportKept: true });
    expect(report.impure["getter"]).toContain("touched process.cwd");
    expect(report.impure["clock"]).toContain("touched Date.now");
    expect(report.impure["path"]).toEqual(["replaced node:path.relative, a change that outlives the call (undone)"]);
  });

  it("compiles a strict TypeScript consumer on lib es2020, which refuses an unknown card", async () => {
    const tsc = join(root, "node_modules/.bin/tsc");
    expect(await run(tsc, ["-p", "tsconfig.json"], { cwd: project })).toMatchObject({ code: 0, stdout: "" });
    // Without its @ts-expect-error, the unknown card is the one error.
    const consumer = readFileSync(join(project, "consumer.ts"), "utf8");
    writeFileSync(join(project, "consumer.ts"), consumer.replace(/^\/\/ @ts-expect-error.*\n/m, ""));
    const refused = await run(tsc, ["-p", "tsconfig.json"], { cwd: project });
    writeFileSync(join(project, "consumer.ts"), consumer);
    expect(refused.code).not.toBe(0);
    expect(refused.stdout).toMatch(
      new RegExp(`^consumer\\.ts\\(\\d+,\\d+\\): error TS2322: Type '"${unknownCard}"' is not assignable`, "m"),
    );
    expect(refused.stdout.trim().split("\n")).toHaveLength(1);
  });
});

describe("the Python wheel", () => {
  let python: string;

  beforeAll(async () => {
    // The README's venv has no --system-site-packages: only the wheel is there.
    const project = join(work, "python");
    mkdirSync(project);
    await runReadme("Python", project);
    python = join(project, ".venv/bin/python");
  }, 300_000);

  it("ships with an sdist of the same package", () => {
    // Both file names spell the distribution with `_` for `-`, the wheel's as PEP 427 and the sdist's as PEP 625 asks.
    const sdistName = `${packages.python.replace(/-/g, "_")}-${version}`;
    expect(readdirSync(join(packagesDir, "python")).sort()).toEqual(
      [`${sdistName}-py3-none-any.whl`, `${sdistName}.tar.gz`].sort(),
    );
    const sdist = execFileSync("tar", ["tzf", join(packagesDir, `python/${sdistName}.tar.gz`)], {
      encoding: "utf8",
    });
    expect(sdist.split("\n")).toEqual(
      expect.arrayContaining([
        `${sdistName}/${packages.pythonImport}/__init__.py`,
        `${sdistName}/${packages.pythonImport}/py.typed`,
        `${sdistName}/PKG-INFO`,
        `${sdistName}/pyproject.toml`,
      ]),
    );
  });

  it("states package.json's version as the module's __version__", async () => {
    const program = `import ${packages.pythonImport} as vocabulary; print(vocabulary.__version__)`;
    const { stdout } = await runOk(python, ["-c", program], { cwd: work });
    expect(stdout).toBe(`${version}\n`);
  });

  it("gives every vector its verdict without any third-party package", async () => {
    const script = join(samplesDir, "python/check_vectors.py");
    const { stdout } = await runOk(python, [script, vectorsFile, packages.pythonImport], { cwd: work });
    expect(JSON.parse(stdout)).toEqual({ checked: vectors.length, wrong: [], jsonschema: false });
  });

  /**
   * The hosts `docs/hosts.md`'s style writes from the IR, in a folder of their own: one with an arm
   * for every card, one without the plan's left-out arm, whose `assert_never` receives that card.
   */
  const plan = consumerPlan(ir, "ToolResultView", packages);
  let hosts: string | undefined;
  function pythonHosts(): string {
    if (hosts !== undefined) return hosts;
    hosts = join(work, "python-hosts");
    mkdirSync(hosts);
    const consumers = pythonConsumers(plan);
    writeFileSync(join(hosts, "consumer.py"), consumers.complete);
    writeFileSync(join(hosts, "missing_arm.py"), consumers.missingArm);
    return hosts;
  }
  const missedCard = new RegExp(`"${plan.omittedName}".*"(?:Never|NoReturn)"`);

  it("carries its types: pyright strict passes a complete host and flags a missing arm", async () => {
    const project = pythonHosts();
    writeFileSync(
      join(project, "pyrightconfig.json"),
      JSON.stringify({ include: ["consumer.py", "missing_arm.py"], typeCheckingMode: "strict", pythonVersion: "3.11" }),
    );
    const pyright = join(root, "node_modules/pyright/index.js");
    const result = await run(process.execPath, [pyright, "--outputjson", "--pythonpath", python, "-p", project]);
    const report = JSON.parse(result.stdout) as {
      generalDiagnostics: { file: string; severity: string; message: string; rule?: string }[];
    };
    const errors = (name: string) =>
      report.generalDiagnostics
        .filter((diagnostic) => diagnostic.file === join(project, name) && diagnostic.severity === "error")
        .map((diagnostic) => `${diagnostic.rule ?? ""}: ${diagnostic.message}`);
    expect(errors("consumer.py")).toEqual([]);
    expect(errors("missing_arm.py")).toEqual([
      expect.stringMatching(new RegExp(`^reportArgumentType: .*${missedCard.source}`, "s")),
    ]);
    expect((await runOk(python, ["consumer.py"], { cwd: project })).stdout).toBe(`${plan.printed}\n`);
  });

  it("carries its types: mypy --strict passes the package, the same complete host, and flags the missing arm", async () => {
    const project = pythonHosts();
    // mypy reads the wheel from the venv's site-packages, as PEP 561 has a checker find an installed package.
    const mypy = (...target: string[]) =>
      run(
        "mypy",
        ["--strict", "--python-executable", python, "--cache-dir", devNull, "--no-error-summary", ...target],
        {
          cwd: project,
        },
      );
    expect(await mypy("-p", packages.pythonImport)).toMatchObject({ code: 0, stdout: "" });
    expect(await mypy("consumer.py")).toMatchObject({ code: 0, stdout: "" });
    const missing = await mypy("missing_arm.py");
    expect(missing.code).toBe(1);
    const errors = missing.stdout.trim().split("\n");
    expect(errors).toEqual([expect.stringMatching(/^missing_arm\.py:\d+: error: .*\[arg-type\]$/)]);
    expect(errors[0]).toMatch(missedCard);
  });
});

describe("the Rust crate", () => {
  it("builds offline behind a path dependency and gives every vector its verdict", { timeout: 600_000 }, async () => {
    const project = join(work, "rust");
    await runReadme("Rust", work);
    const unpacked = join(work, `${packages.rust}-${version}`);
    writeConsumerCrate(project, "cards-package-consumer", { name: packages.rust, path: unpacked }, [
      { kind: "bin", name: "package-verdicts", path: verdictPrograms.rust },
    ]);
    // The manifest cargo normalised into the crate names the crate and states the version.
    const manifest = readFileSync(join(unpacked, "Cargo.toml"), "utf8");
    const packageSection = manifest.split(/^\[/m).find((section) => section.startsWith("package]\n")) ?? "";
    expect(packageSection).toContain(`\nname = ${JSON.stringify(packages.rust)}\n`);
    expect(packageSection).toContain(`\nversion = "${version}"\n`);
    await runOk("cargo", ["build", "--quiet", "--bin", "package-verdicts"], { cwd: project, env: rustEnv });
    const verdicts = join(rustEnv.CARGO_TARGET_DIR, "debug/package-verdicts");
    expect(wrongVerdicts((await runOk(verdicts, [vectorsFile])).stdout)).toEqual({
      checked: vectors.length,
      wrong: [],
    });
  });
});

describe("the Go module", () => {
  it("builds behind a replace directive and gives every vector its verdict", { timeout: 300_000 }, async () => {
    const project = join(work, "go");
    const module = join(packagesDir, "go", packages.goPackage);
    // The README's replace directive, its path filled in, is the one this module uses.
    const readme = readFileSync(join(root, "README.md"), "utf8").replaceAll("/path/to/cardc", root);
    expect(new RegExp(`replace ${packages.go} => (\\S+)`).exec(readme)?.[1]).toBe(module);
    writeConsumerModule(project, "packageconsumer", packages, module);
    await runOk("go", ["build", "-o", join(project, "bin/"), "./verdicts"], { cwd: project, env: goEnv });
    const { stdout } = await runOk(join(project, "bin/verdicts"), [vectorsFile]);
    expect(wrongVerdicts(stdout)).toEqual({ checked: vectors.length, wrong: [] });
    // The module's documentation and its constant state the version.
    mkdirSync(join(project, "version"));
    writeFileSync(
      join(project, "version/main.go"),
      `package main\n\nimport (\n\t"fmt"\n\n\t${JSON.stringify(packages.go)}\n)\n\nfunc main() { fmt.Println(${packages.goPackage}.VocabularyVersion) }\n`,
    );
    expect((await runOk("go", ["run", "./version"], { cwd: project, env: goEnv })).stdout).toBe(`${version}\n`);
    const doc = await runOk("go", ["doc", packages.go], { cwd: project, env: goEnv });
    expect(doc.stdout).toContain(`This is version ${version} of the vocabulary (VocabularyVersion).`);
  });
});
