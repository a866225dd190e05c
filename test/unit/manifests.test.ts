/**
 * The TOML manifests (`Cargo.toml` as `gen` and `dist` write it, `pyproject.toml` as `dist` writes it)
 * read back, by the same TOML library, as exactly the text they were given: a doc or a licence holding
 * DEL and other control characters included. A lone surrogate, which TOML cannot hold, never reaches
 * the writer silently.
 */
import { readFileSync } from "node:fs";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import { generate } from "../../generator/core/generate.js";
import { writeToml } from "../../generator/emit/toml-text.js";
import type { Ir } from "../../generator/lower/ir.js";
import { derivePackageNames } from "../../generator/model/package-names.js";
import { packageNamings } from "../../generator/targets/index.js";
import { emitCargoManifest } from "../../generator/targets/rust/cargo-manifest.js";
import { emitPyproject } from "../../generator/targets/python/pyproject.js";
import { crateMetadata } from "../../generator/targets/rust/pack.js";
import { isSpdxExpression } from "../../generator/targets/shared/spdx-license.js";
import { controlText, vocabularyWithDoc } from "../support/control-text.js";

const minimal = readFileSync(new URL("../fixtures/minimal/cards.json", import.meta.url), "utf8");

async function generatedIr(doc: string): Promise<{ ir: Ir; cargo: string }> {
  const result = await generate(vocabularyWithDoc(minimal, doc), { sourceName: "cards.json", version: "1.2.0-rc.1" });
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  const cargo = result.files.find((file) => file.path === "rust/Cargo.toml");
  if (cargo === undefined) throw new Error("no rust/Cargo.toml");
  return { ir: result.ir, cargo: cargo.contents };
}

describe("Cargo.toml", () => {
  it("reads back the doc as its description, DEL and every control character included", async () => {
    const { cargo } = await generatedIr(controlText);
    // No character TOML forbids in a basic string is written raw: the C0 controls but tab, and DEL.
    const raw = Array.from(cargo).filter((char) => /[^\t\n]/.test(char) && (char < " " || char === "\u007f"));
    expect(raw).toEqual([]);
    const manifest = parse(cargo) as { package: Record<string, string>; dependencies: unknown };
    expect(manifest.package).toMatchObject({
      name: "cardc-test-minimal",
      version: "1.2.0-rc.1",
      description: controlText,
    });
    expect(manifest.dependencies).toEqual({ serde: { version: "1", features: ["derive"] }, serde_json: "1" });
  });

  it("reads back the licence and links dist writes into it", async () => {
    const { ir } = await generatedIr("A vocabulary.");
    const metadata = { license: controlText, homepage: `https://example.com/${controlText}`, repository: controlText };
    const manifest = parse(emitCargoManifest(ir, "1.0.0", "acme-cards", metadata)) as { package: object };
    expect(manifest.package).toMatchObject(metadata);
  });
});

describe("pyproject.toml", () => {
  it("reads back the summary and links, with the version in PEP 440's spelling", async () => {
    const { ir } = await generatedIr(`${controlText}\nA second line.`);
    const manifest = { license: controlText, homepage: "https://example.com/\u007f", repository: controlText };
    const text = emitPyproject({
      ir,
      version: "1.2.0-rc.1",
      names: derivePackageNames(packageNamings, ir.id, {}),
      manifest,
    });
    const read = parse(text) as { project: Record<string, unknown> };
    expect(read.project).toMatchObject({
      name: "cardc-test-minimal",
      version: "1.2.0rc1",
      description: controlText,
      urls: { Homepage: "https://example.com/\u007f", Repository: controlText },
    });
    // Not an SPDX expression, so no `license` setuptools would refuse.
    expect(read.project["license"]).toBeUndefined();
  });

  it("states the licence as PEP 639 does, for setuptools 77 or later, with no licence classifier", async () => {
    const { ir } = await generatedIr("A vocabulary.");
    const names = derivePackageNames(packageNamings, ir.id, {});
    const text = emitPyproject({
      ir,
      version: "1.0.0",
      names,
      manifest: { license: "(MIT OR Apache-2.0)" },
      licenseFile: "/project/LICENCE.md",
    });
    const read = parse(text) as { "build-system": object; project: { classifiers: string[] } };
    expect(read["build-system"]).toEqual({ requires: ["setuptools>=77"], "build-backend": "setuptools.build_meta" });
    expect(read.project).toMatchObject({ license: "(MIT OR Apache-2.0)", "license-files": ["LICENCE.md"] });
    expect(read.project.classifiers.filter((classifier) => classifier.startsWith("License ::"))).toEqual([]);
  });

  it.each([
    ["MIT", true],
    ["(MIT OR Apache-2.0)", true],
    ["GPL-2.0-only WITH Classpath-exception-2.0", true],
    ["LicenseRef-Acme", true],
    ["SEE LICENSE IN LICENSE.txt", false],
    ["UNLICENSED", false],
    ["MIT OR", false],
  ])("reads %j as an SPDX expression: %s", (license, expected) => {
    expect(isSpdxExpression(license)).toBe(expected);
  });

  it("gives the crate the same reading: an SPDX licence as license, any other through the licence file", () => {
    const facts = {
      names: derivePackageNames(packageNamings, "urn:example:cards", {}),
      version: "1.0.0",
      licenseFile: "/p/LICENSE",
    };
    expect(crateMetadata({ ...facts, manifest: { license: "MIT OR Apache-2.0" } })).toMatchObject({
      license: "MIT OR Apache-2.0",
    });
    const freeText = crateMetadata({ ...facts, manifest: { license: "All rights reserved, Acme" } });
    expect(freeText).toMatchObject({ licenseFile: "LICENSE" });
    expect(freeText).not.toHaveProperty("license");
  });
});

describe("writeToml", () => {
  it("refuses a lone surrogate, in a value or a key, rather than change it", () => {
    expect(() => writeToml({ package: { description: "half \ud800 a pair" } })).toThrow(/lone surrogate/);
    expect(() => writeToml({ "\udc00": "x" })).toThrow(/lone surrogate/);
    expect(parse(writeToml({ package: { description: "a whole pair \ud83d\ude00" } }))).toEqual({
      package: { description: "a whole pair \ud83d\ude00" },
    });
  });
});
