/**
 * Each host package passes its own ecosystem's gates, as a host's CI would run them: Go's `gofmt -l`
 * and `go vet`, Rust's `rustfmt --check` and `cargo clippy -- -D warnings`, Python's pyright strict.
 * They run over `generated/` and over the whole output of every fixture (the preludes the
 * fixtures do not store included), written to `.cache/cardc-hosts/gates/`, so a formatting rule that
 * depends on a name's length meets more than one vocabulary; and over the Python prelude as it stands
 * in `generator/targets/python/`, since only the helpers a vocabulary calls reach a package. The Go
 * and Rust preludes are files of every package, checked there. A missing tool fails, never skips.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { debianCargoConfig } from "../../build/dist.mjs";
import { fixtureNames, fixtureSource, generateFixture } from "../support/fixture-trees.js";
import { packageNamesOf, readRealSchema } from "../support/generate.js";
import { cacheDir, generatedDir, goEnv, root, run, runOk, rustEnv, systemPython } from "../support/host-builds.js";

const gatesDir = join(cacheDir, "gates");
const cases = fixtureNames;
const treeNames = ["generated", ...cases];
/** Each tree the gates run over: `generated/`'s host folders, then each fixture's output. */
const trees = treeNames.map((name) => join(gatesDir, name));
/** Each tree's Python package, in the folder named as its vocabulary's module. */
const pythonPackages = treeNames.map((name) => {
  const { pythonImport } = packageNamesOf(name === "generated" ? readRealSchema() : fixtureSource(name));
  return join(gatesDir, name, "python", pythonImport);
});

beforeAll(async () => {
  rmSync(gatesDir, { recursive: true, force: true });
  for (const folder of ["go", "rust", "python"]) {
    // Only what `gen` writes: a toolchain's leftovers (`rust/target/`, `__pycache__/`) stay behind.
    cpSync(join(generatedDir, folder), join(gatesDir, "generated", folder), {
      recursive: true,
      filter: (path) => !/(?:^|\/)(?:target|Cargo\.lock|__pycache__)$/.test(relative(generatedDir, path)),
    });
  }
  for (const name of cases) {
    for (const file of (await generateFixture(name)).filter((candidate) =>
      /^(?:go|rust|python)\//.test(candidate.path),
    )) {
      mkdirSync(dirname(join(gatesDir, name, file.path)), { recursive: true });
      writeFileSync(join(gatesDir, name, file.path), file.contents);
    }
  }
  // Debian ships the crates' sources under /usr/share/cargo/registry: a directory source, offline.
  mkdirSync(join(gatesDir, ".cargo"), { recursive: true });
  writeFileSync(join(gatesDir, ".cargo/config.toml"), debianCargoConfig);
});

describe("the Go package", () => {
  it("is formatted as gofmt formats it", async () => {
    expect((await runOk("gofmt", ["-l", ...trees.map((tree) => join(tree, "go"))])).stdout).toBe("");
  });

  it("passes go vet", { timeout: 300_000 }, async () => {
    for (const tree of trees) {
      const vet = await run("go", ["vet", "./..."], { cwd: join(tree, "go"), env: goEnv });
      expect(`${vet.stderr}${vet.stdout}`, relative(gatesDir, tree)).toBe("");
      expect(vet.code).toBe(0);
    }
  });
});

describe("the Rust crate", () => {
  it("is formatted as rustfmt formats it", async () => {
    // lib.rs names `mod prelude;`, so rustfmt reads prelude.rs too.
    const files = trees.map((tree) => join(tree, "rust/src/lib.rs"));
    const check = await run("rustfmt", ["--check", "--edition", "2021", "--color", "never", ...files]);
    expect(`${check.stderr}${check.stdout}`).toBe("");
    expect(check.code).toBe(0);
  });

  it("passes clippy with every warning denied", { timeout: 600_000 }, async () => {
    for (const tree of trees) {
      const clippy = await run("cargo", ["clippy", "--offline", "--quiet", "--", "-D", "warnings"], {
        cwd: join(tree, "rust"),
        env: rustEnv,
      });
      expect(`${clippy.stderr}${clippy.stdout}`, relative(gatesDir, tree)).toBe("");
      expect(clippy.code).toBe(0);
    }
  });
});

describe("the Python package", () => {
  it("passes pyright strict, and so does the prelude it copies helpers from", async () => {
    const prelude = join(root, "generator/targets/python/prelude.py");
    const config = join(gatesDir, "pyrightconfig.json");
    // pyright reads only paths relative to its config.
    writeFileSync(
      config,
      JSON.stringify({
        include: [prelude, ...pythonPackages].map((path) => relative(gatesDir, path)),
        typeCheckingMode: "strict",
        pythonVersion: "3.11",
      }),
    );
    const pyright = join(root, "node_modules/pyright/index.js");
    const result = await run(process.execPath, [pyright, "--outputjson", "--pythonpath", systemPython, "-p", config]);
    const report = JSON.parse(result.stdout) as {
      generalDiagnostics: { file: string; severity: string; message: string; rule?: string }[];
      summary: { filesAnalyzed: number };
    };
    expect(report.summary.filesAnalyzed).toBe(1 + pythonPackages.length);
    const problems = report.generalDiagnostics
      .filter((diagnostic) => diagnostic.severity !== "information")
      .map((diagnostic) => `${relative(root, diagnostic.file)}: ${diagnostic.rule ?? ""} ${diagnostic.message}`);
    expect(problems).toEqual([]);
  });
});
