/**
 * The crate's `Cargo.toml`, written as TOML by `writeToml`. `gen` writes it without metadata; `cardc
 * dist` writes it again with the project's licence and links (`pack.ts`).
 *
 *     [package]
 *     name = "cardc-tool-cards"
 *     version = "0.1.0"
 *     …
 *
 *     [dependencies]
 *     serde = { version = "1", features = [ "derive" ] }
 */
import { writeToml } from "../../emit/toml-text.js";
import type { Ir } from "../../lower/ir.js";

/** What the packed crate's manifest says of the project, beside what `gen` writes. */
export interface CrateMetadata {
  /** An SPDX expression, `package.json`'s `license`. */
  readonly license?: string;
  /** The licence file in the crate, when the project's licence is not an SPDX expression. */
  readonly licenseFile?: string;
  readonly homepage?: string;
  readonly repository?: string;
  readonly documentation?: string;
}

export function emitCargoManifest(ir: Ir, version: string, crateName: string, metadata: CrateMetadata = {}): string {
  return writeToml({
    package: {
      name: crateName,
      version,
      edition: "2021",
      // The oldest rustc the generated code is checked with (Debian's); cargo refuses older ones by name.
      "rust-version": "1.63",
      description: ir.doc,
      // The README `gen` writes beside it (`emit-readme.ts`), which crates.io and docs.rs show.
      readme: "README.md",
      license: metadata.license,
      "license-file": metadata.licenseFile,
      documentation: metadata.documentation,
      homepage: metadata.homepage,
      repository: metadata.repository,
    },
    dependencies: { serde: { version: "1", features: ["derive"] }, serde_json: "1" },
  });
}
