/**
 * The throwaway Cargo packages the tests build against generated crates: a manifest over the crates by
 * path and serde_json, its library target `vocabulary.rs` (the one name the verdict program calls),
 * and Debian's packaged crates as a directory source, so nothing is downloaded.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { debianCargoConfig } from "../../../../build/dist.mjs";

/** A throwaway crate's targets: `[[bin]]` or `[[example]]`, each a name and a source file. */
export interface CrateTarget {
  readonly kind: "bin" | "example";
  readonly name: string;
  readonly path: string;
}

/** A generated crate as a consumer depends on it: its name and the folder of its `Cargo.toml`. */
export interface CrateSource {
  readonly name: string;
  readonly path: string;
}

/** The manifest of a throwaway package `name` whose library is `vocabulary.rs`, over the generated crates and serde_json. */
export function consumerCrateManifest(
  name: string,
  crates: readonly CrateSource[],
  targets: readonly CrateTarget[],
): string {
  return [
    "[package]",
    `name = ${JSON.stringify(name)}`,
    'version = "0.0.0"',
    'edition = "2021"',
    "publish = false",
    "",
    "[workspace]",
    "",
    "[lib]",
    'name = "vocabulary"',
    'path = "vocabulary.rs"',
    "",
    "[dependencies]",
    ...crates.map((crate) => `${crate.name} = { path = ${JSON.stringify(crate.path)} }`),
    'serde_json = "1"',
    "",
    ...targets.flatMap((target) => [
      `[[${target.kind}]]`,
      `name = ${JSON.stringify(target.name)}`,
      `path = ${JSON.stringify(target.path)}`,
      "",
    ]),
  ].join("\n");
}

/** Writes a throwaway package in `dir`: its manifest, its library `vocabulary.rs` and the offline Cargo settings. */
export function writeCrate(
  dir: string,
  name: string,
  library: string,
  crates: readonly CrateSource[],
  targets: readonly CrateTarget[],
): void {
  mkdirSync(join(dir, ".cargo"), { recursive: true });
  // Debian ships the crates' sources under /usr/share/cargo/registry: a directory source, offline.
  writeFileSync(join(dir, ".cargo/config.toml"), debianCargoConfig);
  writeFileSync(join(dir, "vocabulary.rs"), library);
  writeFileSync(join(dir, "Cargo.toml"), consumerCrateManifest(name, crates, targets));
}
