/**
 * `cardc` in a project of its own, reading its `package.json` as a vocabulary author's project has
 * it: the version every generated package carries; the schema, output folder, bridge folders and
 * package names under `"cardc"`; `cardc gallery` through the renderers module it names; and one-line
 * reports (exit 2, nothing written) for a version that is not semver, a setting of the wrong type,
 * an unknown setting or a package name its ecosystem refuses.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli, stackFrame } from "../support/cli-process.js";

const minimal = readFileSync(new URL("../fixtures/minimal/cards.json", import.meta.url), "utf8");
let root: string;
let project: string;

// The project sits in a folder of its own, so a run that wrote to `--out ..` could reach nothing else.
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "cardc-settings-"));
  project = join(root, "project");
  mkdirSync(join(project, "schema"), { recursive: true });
  writeFileSync(join(project, "schema/cards.json"), minimal);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes package.json: an object as JSON, a string as it is (a broken manifest). */
function writeManifest(manifest: object | string): void {
  writeFileSync(join(project, "package.json"), typeof manifest === "string" ? manifest : JSON.stringify(manifest));
}

describe("cardc gen reads the project's package.json", () => {
  it("writes the project's version into the crate manifest, and 0.0.0 without a package.json", async () => {
    expect((await runCli(["gen"], project)).code).toBe(0);
    expect(readFileSync(join(project, "generated/rust/Cargo.toml"), "utf8")).toContain('version = "0.0.0"\n');
    writeManifest({ name: "my-cards", version: "2.3.4-rc.1" });
    expect((await runCli(["gen"], project)).code).toBe(0);
    expect(readFileSync(join(project, "generated/rust/Cargo.toml"), "utf8")).toContain('version = "2.3.4-rc.1"\n');
  });

  it("writes the version into every package it generates, and gen --check fails after a bump until gen runs", async () => {
    writeManifest({ name: "my-cards", version: "0.4.0" });
    expect((await runCli(["gen"], project)).code).toBe(0);
    const read = (path: string) => readFileSync(join(project, "generated", path), "utf8");
    expect(read("index.ts")).toContain('export const vocabularyVersion = "0.4.0";\n');
    // The package names are the id's, urn:cardc:test:minimal: this project gives none.
    expect(read("python/cardc_test_minimal/__init__.py")).toContain('\n__version__ = "0.4.0"\n');
    expect(read("go/cards.go")).toContain('\nconst VocabularyVersion = "0.4.0"\n');
    expect(read("go/cards.go")).toMatch(
      /^\/\/ This is version 0\.4\.0 of the vocabulary \(VocabularyVersion\)\.\npackage minimal$/m,
    );
    expect(read("rust/Cargo.toml")).toContain('version = "0.4.0"\n');
    const schema = JSON.parse(read("cards.schema.json")) as { $comment: string; $id: string };
    expect(schema.$comment).toMatch(/^Version 0\.4\.0 of the vocabulary, /);
    expect(schema.$id).toBe("urn:cardc:test:minimal");

    writeManifest({ name: "my-cards", version: "0.5.0" });
    const stale = await runCli(["gen", "--check"], project);
    expect(stale.code).toBe(1);
    const stalePaths = [
      "cards.schema.json",
      "go/cards.go",
      "index.ts",
      "python/cardc_test_minimal/__init__.py",
      "rust/Cargo.toml",
    ];
    for (const path of stalePaths) expect(stale.stdout + stale.stderr).toContain(path);
    expect((await runCli(["gen"], project)).code).toBe(0);
    expect((await runCli(["gen", "--check"], project)).code).toBe(0);
  });

  it("reads the schema, the output folder and the bridge folders from cardc, the command line overriding them", async () => {
    mkdirSync(join(project, "vocab"));
    writeFileSync(join(project, "vocab/notes.json"), minimal);
    mkdirSync(join(project, "hosts"));
    writeFileSync(
      join(project, "hosts/view.ts"),
      'import { defineCardBridge } from "../out/bridge.js";\nexport const bridge = defineCardBridge({ known: {}, unknown: () => "" });\n',
    );
    writeManifest({ version: "1.0.0", cardc: { schema: "vocab/notes.json", out: "out", bridges: ["hosts"] } });
    const run = await runCli(["gen"], project);
    expect(run.code).toBe(0);
    expect(readFileSync(join(project, "out/index.ts"), "utf8")).toContain("from vocab/notes.json.");
    expect(run.stdout + run.stderr).toContain("hosts/view.ts");
    expect((await runCli(["gen", "--check"], project)).code).toBe(0);
    expect((await runCli(["gen", "--out", "elsewhere"], project)).code).toBe(0);
    expect(existsSync(join(project, "elsewhere/index.ts"))).toBe(true);
    expect(existsSync(join(project, "generated"))).toBe(false);
  });

  it("names each package as cardc.packages says, deriving the rest from the vocabulary's id", async () => {
    writeManifest({ version: "1.0.0", cardc: { packages: { python: "acme-notes", go: "example.com/acme/notes" } } });
    expect((await runCli(["gen"], project)).code).toBe(0);
    expect(readFileSync(join(project, "generated/python/acme_notes/__init__.py"), "utf8")).toContain("__version__");
    expect(readFileSync(join(project, "generated/go/go.mod"), "utf8")).toMatch(/^module example\.com\/acme\/notes$/m);
    expect(readFileSync(join(project, "generated/rust/Cargo.toml"), "utf8")).toContain('name = "cardc-test-minimal"');
  });
});

describe("cardc gallery", () => {
  it("renders every example through the module cardc.gallery names, into the page --page names", async () => {
    writeFileSync(
      join(project, "renderers.mjs"),
      'export const htmlRenderersByUnion = { Card: (card) => ({ text: `<p class="from-host">${card.card}</p>` }) };\n',
    );
    writeManifest({ version: "1.0.0", cardc: { gallery: "renderers.mjs" } });
    const run = await runCli(["gallery", "--page", "site/gallery.html"], project);
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe("wrote site/gallery.html\n");
    expect(readFileSync(join(project, "site/gallery.html"), "utf8")).toContain('<p class="from-host">');
    expect(existsSync(join(project, "generated"))).toBe(false);
  });

  it("shows generic cards without renderers, and refuses a module that cannot load, writing nothing", async () => {
    writeManifest({ version: "1.0.0" });
    expect((await runCli(["gallery"], project)).code).toBe(0);
    expect(readFileSync(join(project, "dist/gallery.html"), "utf8")).toContain('data-rendered-by="fields"');
    const missing = await runCli(["gallery", "--renderers", "missing.mjs", "--page", "other.html"], project);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cardc gallery: renderers "missing.mjs": cannot be loaded (');
    expect(missing.stderr).not.toMatch(stackFrame);
    expect(existsSync(join(project, "other.html"))).toBe(false);
  });
});

describe("bad settings", () => {
  it.each([
    [{ version: "1.0" }, 'package.json: version "1.0" is not a semantic version (MAJOR.MINOR.PATCH)'],
    [
      { version: "1.0.0+build.5" },
      'package.json: version "1.0.0+build.5" carries build metadata ("+build.5"), which Python package indexes refuse (a PEP 440 local version) and npm and Cargo ignore when ordering releases; use 1.0.0',
    ],
    [
      { version: "1.0.0-1" },
      'package.json: version "1.0.0-1": the pre-release "1" has no spelling in Python packaging (PEP 440)',
    ],
    [
      { version: "1.0.0-foo" },
      'package.json: version "1.0.0-foo": the pre-release "foo" has no spelling in Python packaging (PEP 440)',
    ],
    [
      { version: "2.0.0-dev.3" },
      'package.json: version "2.0.0-dev.3": the pre-release "dev.3" has no spelling in Python packaging (PEP 440) that sorts as semver sorts 2.0.0-dev.3; use 2.0.0-alpha.N, -beta.N or -rc.N',
    ],
    [
      '{ "version": "1.0.0", "license": "MIT \\ud800" }',
      "package.json: license holds a lone surrogate (\\ud800 at character 5), which no package manifest can carry",
    ],
    [{ version: "1.0.0", cardc: { gallery: 7 } }, "package.json: cardc.gallery must be the path of a compiled module"],
    [
      { version: "1.0.0", cardc: { shema: "x.json" } },
      'package.json: cardc.shema is not a setting; did you mean "schema"?',
    ],
    [{ version: "1.0.0", cardc: { bridges: "src" } }, "package.json: cardc.bridges must be a list of folders"],
    [{ version: "1.0.0", cardc: { packages: ["x"] } }, "package.json: cardc.packages must be an object of"],
    [
      { version: "1.0.0", cardc: { packages: { pyhton: "x" } } },
      'package.json: cardc.packages.pyhton is not a package name any target takes; did you mean "python"?',
    ],
    [
      { version: "1.0.0", cardc: { packages: { maven: "x" } } },
      "package.json: cardc.packages.maven is not a package name any target takes; expected npm, python, rust, go",
    ],
    [{ version: "1.0.0", cardc: { packages: { python: "-bad-" } } }, 'package.json: cardc.packages.python "-bad-": '],
    [{ version: "1.0.0", cardc: { targets: "go" } }, "package.json: cardc.targets must be a list of the targets"],
    [
      { version: "1.0.0", cardc: { targets: ["typescript", "goo"] } },
      'package.json: cardc.targets[1] "goo" is not a target; did you mean "go"?',
    ],
    [
      { version: "1.0.0", cardc: { targets: [] } },
      "package.json: cardc.targets is empty; list at least one of typescript, python, rust, go",
    ],
    [{ version: "1.0.0", cardc: { targets: ["go", "go"] } }, 'package.json: cardc.targets[1] "go" is listed twice'],
    [
      { version: "1.0.0", cardc: { exports: { acp: "src/acp.ts" } } },
      "package.json: cardc.exports must be an object of",
    ],
    ['{ "version": "1.0.0", }', "package.json: not valid JSON ("],
  ])("reports %j in one line and writes nothing", async (manifest, message) => {
    writeManifest(manifest);
    const run = await runCli(["gen"], project);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stderr).not.toMatch(stackFrame);
    expect(existsSync(join(project, "generated"))).toBe(false);
  });
});

describe("a version some host cannot spell in semver's order", () => {
  it.each(["release-check", "dist"])(
    "is refused by cardc %s too, before anything is compared or packed",
    async (command) => {
      writeManifest({ version: "1.0.0-post.2" });
      const run = await runCli([command], project);
      expect(run.code).toBe(2);
      expect(run.stderr).toBe(
        'package.json: version "1.0.0-post.2": the pre-release "post.2" has no spelling in Python packaging (PEP 440) that sorts as semver sorts 1.0.0-post.2; use 1.0.0-alpha.N, -beta.N or -rc.N\n',
      );
      expect(existsSync(join(project, "dist"))).toBe(false);
    },
  );
});

describe("an output folder that would take the project with it", () => {
  /** Every file the project holds before the run, with its text, to show the run touched none. */
  function projectFiles(): Record<string, string> {
    const files: Record<string, string> = {};
    for (const path of ["package.json", "schema/cards.json", ".git/HEAD", "src/main.ts"])
      files[path] = readFileSync(join(project, path), "utf8");
    return files;
  }

  beforeEach(() => {
    mkdirSync(join(project, ".git"));
    writeFileSync(join(project, ".git/HEAD"), "ref: refs/heads/main\n");
    mkdirSync(join(project, "src"));
    writeFileSync(join(project, "src/main.ts"), "export {};\n");
  });

  it.each([
    [{ out: "." }, [], 2, 'package.json: cardc.out "." is the project\'s own folder; '],
    [{ out: "schema" }, [], 2, 'package.json: cardc.out "schema" holds the vocabulary schema/cards.json; '],
    [{ out: ".git" }, [], 2, 'package.json: cardc.out ".git" is or lies in git\'s own folder, .git; '],
    [{}, ["--out", "."], 64, 'cardc gen: --out "." is the project\'s own folder; '],
    [{}, ["--out", ".."], 64, 'cardc gen: --out ".." holds the project\'s folder; '],
    [{}, ["--out", "schema"], 64, 'cardc gen: --out "schema" holds the vocabulary schema/cards.json; '],
  ])("refuses cardc %j with %j before touching anything", async (cardc, args, code, message) => {
    writeManifest({ version: "1.0.0", cardc });
    const before = projectFiles();
    const run = await runCli(["gen", ...args], project);
    expect(run.code).toBe(code);
    expect(run.stderr).toContain(message);
    expect(run.stderr).not.toMatch(stackFrame);
    expect(projectFiles()).toEqual(before);
    expect(existsSync(join(project, "generated"))).toBe(false);
  });

  it.each([
    [".", "is the project's own folder"],
    ["..", "holds the project's folder"],
    ["generated", "holds the output folder generated"],
  ])("refuses cardc dist --dest %j before touching anything", async (destination, problem) => {
    writeManifest({ version: "1.0.0" });
    expect((await runCli(["gen"], project)).code).toBe(0);
    const before = {
      ...projectFiles(),
      "generated/index.ts": readFileSync(join(project, "generated/index.ts"), "utf8"),
    };
    const run = await runCli(["dist", "--dest", destination], project);
    expect(run.code).toBe(64);
    expect(run.stderr).toContain(`cardc dist: --dest ${JSON.stringify(destination)} ${problem}; `);
    expect(run.stderr).not.toMatch(stackFrame);
    expect({
      ...projectFiles(),
      "generated/index.ts": readFileSync(join(project, "generated/index.ts"), "utf8"),
    }).toEqual(before);
  });
});
