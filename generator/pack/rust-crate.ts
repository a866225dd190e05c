/**
 * The vocabulary's Rust crate: `cargo package` of the generated crate (`<out>/rust/`, named in its
 * `Cargo.toml`), offline and without a verification build (a consumer's build compiles it). Cargo
 * reads its configuration as it always does (`CARGO_HOME`, the project's `.cargo/`), so a project
 * that builds against a local registry packs against it too.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import type { PackContext } from "./pack-context.js";

export async function packRust(context: PackContext): Promise<readonly string[]> {
  const stage = mkdtempSync(join(tmpdir(), "cardc-rust-"));
  try {
    const crate = join(stage, "crate");
    cpSync(join(context.outDir, "rust"), crate, {
      recursive: true,
      // Only what `gen` writes: a toolchain's leftovers stay behind.
      filter: (path) => !/[/\\](?:target|Cargo\.lock)$/.test(path),
    });
    // cargo packs every file of the crate's folder, so the licence goes in beside Cargo.toml.
    if (context.licenseFile !== undefined) cpSync(context.licenseFile, join(crate, basename(context.licenseFile)));
    await context.run("cargo", ["package", "--offline", "--no-verify", "--quiet"], {
      cwd: crate,
      env: { CARGO_TARGET_DIR: join(stage, "target") },
    });
    const name = `${context.names.rust}-${context.version}.crate`;
    mkdirSync(context.destination, { recursive: true });
    cpSync(join(stage, "target/package", name), join(context.destination, name));
    return [join(context.destination, name)];
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}
