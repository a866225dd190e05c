/**
 * The manifests as their own ecosystems read them: `cargo metadata` reads the `Cargo.toml` that
 * `cardc gen` writes for a vocabulary whose doc holds DEL and other control characters, and Python's
 * `tomllib` reads the `pyproject.toml` `cardc dist` would build the wheel from, licence and all; each
 * gives back the text (cargo less the DEL its reader drops). A schema whose file name holds line breaks
 * leaves cargo a crate with its one library, and node a compiled module that still parses.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../generator/core/generate.js";
import { derivePackageNames } from "../../generator/model/package-names.js";
import { packageNamings } from "../../generator/targets/index.js";
import { emitPyproject } from "../../generator/targets/python/pyproject.js";
import { runCli } from "../support/cli-process.js";
import { controlText, vocabularyWithDoc } from "../support/control-text.js";

const minimal = readFileSync(new URL("../fixtures/minimal/cards.json", import.meta.url), "utf8");
let project: string;

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), "cardc-manifests-"));
  mkdirSync(join(project, "schema"));
  writeFileSync(join(project, "schema/cards.json"), vocabularyWithDoc(minimal, controlText));
  writeFileSync(join(project, "package.json"), JSON.stringify({ version: "1.2.0-beta.3", license: controlText }));
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe("manifests read by their own toolchains", () => {
  it("cargo metadata reads gen's Cargo.toml, its description the doc exactly", async () => {
    const run = await runCli(["gen"], project);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const metadata = JSON.parse(
      execFileSync("cargo", ["metadata", "--no-deps", "--offline", "--format-version", "1"], {
        cwd: join(project, "generated/rust"),
        encoding: "utf8",
      }),
    ) as { packages: { name: string; version: string; description: string }[] };
    // cargo's own reader drops DEL from any string, however it is spelt (`"\u007f"` in a manifest
    // written by hand too); every other character comes back as written.
    const description = controlText.replaceAll("\u007f", "");
    expect(metadata.packages).toMatchObject([{ name: "cardc-test-minimal", version: "1.2.0-beta.3", description }]);
  });

  it("cargo reads one library target when the schema's file name spells a [lib] table", async () => {
    // A folder whose name ends in `*` puts a `*/` in the path too.
    const name = 'vocab*/cards.json\n[lib]\npath = "evil.rs"\n#\r\u2028';
    mkdirSync(join(project, "vocab*"));
    writeFileSync(join(project, name), minimal);
    const run = await runCli(["gen", "--schema", name, "--out", "named"], project);
    expect(run.code).toBe(0);
    const metadata = JSON.parse(
      execFileSync("cargo", ["metadata", "--no-deps", "--offline", "--format-version", "1"], {
        cwd: join(project, "named/rust"),
        encoding: "utf8",
      }),
    ) as { packages: { targets: { kind: string[]; src_path: string }[] }[] };
    expect(metadata.packages[0]?.targets).toMatchObject([
      { kind: ["lib"], src_path: join(project, "named/rust/src/lib.rs") },
    ]);
    execFileSync(process.execPath, ["--check", join(project, "named/validators.compiled.js")]);
  });

  it("Python's tomllib reads the pyproject.toml, its summary and licence exactly", async () => {
    const result = await generate(vocabularyWithDoc(minimal, controlText), { sourceName: "cards.json" });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    const path = join(project, "pyproject.toml");
    const names = derivePackageNames(packageNamings, result.ir.id, {});
    const program = "import json, sys, tomllib\nprint(json.dumps(tomllib.load(open(sys.argv[1], 'rb'))['project']))";
    const readWith = (license: string): object => {
      writeFileSync(path, emitPyproject({ ir: result.ir, version: "1.2.0-beta.3", names, manifest: { license } }));
      return JSON.parse(execFileSync("/usr/bin/python3", ["-c", program, path], { encoding: "utf8" })) as object;
    };
    // PEP 639: an SPDX expression is the licence; any other text is said by the licence file alone.
    expect(readWith("MIT OR Apache-2.0")).toMatchObject({
      version: "1.2.0b3",
      description: controlText,
      license: "MIT OR Apache-2.0",
    });
    const withText = readWith(controlText);
    expect(withText).toMatchObject({ version: "1.2.0b3", description: controlText });
    expect(withText).not.toHaveProperty("license");
  });
});
