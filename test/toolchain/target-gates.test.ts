/**
 * Each target's package passes the gates its `Target` names, as a host's CI would run them (Go's
 * `gofmt -l`, `go vet` and staticcheck, style included, Rust's `rustfmt --check` and `cargo clippy -- -D warnings`, Python's
 * pyright strict), so a target added with its gates is held to them here without an edit. They run over `generated/` and over the whole output of every fixture (the preludes the
 * fixtures do not store included), written to `.cache/cardc-targets/gates/`, so a formatting rule that
 * depends on a name's length meets more than one vocabulary; and over the Python prelude as it stands
 * in `generator/targets/python/`, since only the helpers a vocabulary calls reach a package. The Go
 * and Rust preludes are files of every package, checked there. A missing tool fails, never skips.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { debianCargoConfig } from "../../build/dist.mjs";
import { fixtureNames, generateFixture } from "../support/fixture-trees.js";
import { targets } from "../../generator/targets/index.js";
import { gateProblem } from "../support/gate-invocation.js";
import { cacheDir, generatedDir, root, run, systemPython } from "../support/target-builds.js";

const gatesDir = join(cacheDir, "gates");
const cases = fixtureNames;
const treeNames = ["generated", ...cases];
/** Each tree the gates run over: `generated/`'s host folders, then each fixture's output. */
const trees = treeNames.map((name) => join(gatesDir, name));
/** The folders of the trees that some target's gates run in (`go`, `rust`, `python`), from the registry. */
const gatedFolders = [...new Set(targets.flatMap((target) => target.gates.map((gate) => gate.folder)))];

beforeAll(async () => {
  rmSync(gatesDir, { recursive: true, force: true });
  for (const folder of gatedFolders) {
    // Only what `gen` writes: a toolchain's leftovers (`rust/target/`, `__pycache__/`) stay behind.
    cpSync(join(generatedDir, folder), join(gatesDir, "generated", folder), {
      recursive: true,
      filter: (path) => !/(?:^|\/)(?:target|Cargo\.lock|__pycache__)$/.test(relative(generatedDir, path)),
    });
  }
  for (const name of cases) {
    for (const file of (await generateFixture(name)).filter((candidate) =>
      gatedFolders.some((folder) => candidate.path.startsWith(`${folder}/`)),
    )) {
      mkdirSync(dirname(join(gatesDir, name, file.path)), { recursive: true });
      writeFileSync(join(gatesDir, name, file.path), file.contents);
    }
  }
  // Debian ships the crates' sources under /usr/share/cargo/registry: a directory source, offline.
  mkdirSync(join(gatesDir, ".cargo"), { recursive: true });
  writeFileSync(join(gatesDir, ".cargo/config.toml"), debianCargoConfig);
});

describe.each(targets.filter((target) => target.gates.length > 0).map((target) => [target.name, target] as const))(
  "the %s",
  (_name, target) => {
    it.each(target.gates.map((gate) => [gate.name, gate] as const))(
      "passes %s over every tree",
      { timeout: 600_000 },
      async (_gate, gate) => {
        for (const tree of trees) expect(await gateProblem(gate, tree), relative(gatesDir, tree)).toBe("");
      },
    );
  },
);

it("runs the gates of every target but TypeScript's, which the project's tsc compiles", () => {
  expect(targets.filter((target) => target.gates.length === 0).map((target) => target.naming.language)).toEqual([
    "TypeScript",
  ]);
});

describe("the Python prelude", () => {
  it("passes pyright strict as it stands, since only the helpers a vocabulary calls reach a package", async () => {
    const prelude = join(root, "generator/targets/python/prelude.py");
    const config = join(gatesDir, "pyrightconfig.json");
    // pyright reads only paths relative to its config.
    writeFileSync(
      config,
      JSON.stringify({
        include: [relative(gatesDir, prelude)],
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
    expect(report.summary.filesAnalyzed).toBe(1);
    const problems = report.generalDiagnostics
      .filter((diagnostic) => diagnostic.severity !== "information")
      .map((diagnostic) => `${relative(root, diagnostic.file)}: ${diagnostic.rule ?? ""} ${diagnostic.message}`);
    expect(problems).toEqual([]);
  });
});
