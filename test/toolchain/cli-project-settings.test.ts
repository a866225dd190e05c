/**
 * `cardc gen` in a project of its own, reading its `package.json` as a vocabulary author's project
 * has it: the version every generated package carries, the gallery's renderer module, and one-line
 * reports (exit 2, nothing written) for a version that is not semver or a module that cannot load.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli, stackFrame } from "../support/cli-process.js";

const minimal = readFileSync(new URL("../fixtures/minimal/cards.json", import.meta.url), "utf8");
let project: string;

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), "cardc-settings-"));
  mkdirSync(join(project, "schema"));
  writeFileSync(join(project, "schema/cards.json"), minimal);
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

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

  it("renders the gallery through the module cardc.gallery names", async () => {
    writeFileSync(
      join(project, "renderers.mjs"),
      'export const htmlRenderersByUnion = { Card: (card) => ({ text: `<p class="from-host">${card.card}</p>` }) };\n',
    );
    writeManifest({ version: "1.0.0", cardc: { gallery: "renderers.mjs" } });
    const run = await runCli(["gen"], project);
    expect(run.stderr).toBe("");
    expect(readFileSync(join(project, "generated/docs/gallery.html"), "utf8")).toContain('<p class="from-host">');
  });

  it.each([
    [{ version: "1.0" }, 'package.json: version "1.0" is not a semantic version (MAJOR.MINOR.PATCH)'],
    [{ version: "1.0.0", cardc: { gallery: "missing.mjs" } }, 'package.json: cardc.gallery "missing.mjs": cannot load'],
    [{ version: "1.0.0", cardc: { gallery: 7 } }, "package.json: cardc.gallery must be the path of a module"],
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
