/**
 * The vocabulary's Rust crate: `cargo package` of the generated crate (`<out>/rust/`, named in its
 * `Cargo.toml`), offline and without a verification build (a consumer's build compiles it). Cargo
 * reads its configuration as it always does (`CARGO_HOME`, the project's `.cargo/`), so a project
 * that builds against a local registry packs against it too. The packed manifest is `gen`'s with the
 * project's licence, home page and repository, and the crate holds the licence file and no lockfile.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import type { PackContext } from "../shared/packing.js";
import { isSpdxExpression } from "../shared/spdx-license.js";
import { type CrateMetadata, emitCargoManifest } from "./cargo-manifest.js";

/**
 * The manifest's metadata: `license` when `package.json`'s is an SPDX expression, otherwise the
 * licence file (`"SEE LICENSE IN …"`, free text, or none given), which Cargo takes as `license-file`; the
 * documentation where docs.rs builds it for a crate published under this name and version; the home
 * page and repository when `package.json` names them.
 */
export function crateMetadata(
  context: Pick<PackContext, "manifest" | "licenseFile" | "names" | "version">,
): CrateMetadata {
  const { license, homepage, repository } = context.manifest;
  const spdx = license !== undefined && isSpdxExpression(license) ? license : undefined;
  const licenseFile = context.licenseFile === undefined ? undefined : basename(context.licenseFile);
  return {
    ...(spdx === undefined ? {} : { license: spdx }),
    ...(spdx === undefined && licenseFile !== undefined ? { licenseFile } : {}),
    documentation: `https://docs.rs/${context.names.rust}/${context.version}`,
    ...(homepage === undefined ? {} : { homepage }),
    ...(repository === undefined ? {} : { repository }),
  };
}

export async function packRust(context: PackContext): Promise<readonly string[]> {
  const stage = mkdtempSync(join(tmpdir(), "cardc-rust-"));
  try {
    const crate = join(stage, "crate");
    cpSync(join(context.outDir, "rust"), crate, {
      recursive: true,
      // Only what `gen` writes: a toolchain's leftovers stay behind.
      filter: (path) => !/[/\\](?:target|Cargo\.lock)$/.test(path),
    });
    // `gen`'s manifest, its "generated" line kept, written again with what the project says of itself.
    const generated = readFileSync(join(crate, "Cargo.toml"), "utf8");
    const notice = generated.slice(0, generated.indexOf("\n") + 1);
    const manifest = emitCargoManifest(context.ir, context.version, context.names.rust, crateMetadata(context));
    writeFileSync(join(crate, "Cargo.toml"), `${notice}\n${manifest}`);
    // cargo packs every file of the crate's folder, so the licence goes in beside Cargo.toml.
    if (context.licenseFile !== undefined) cpSync(context.licenseFile, join(crate, basename(context.licenseFile)));
    // Cargo 1.84 and later pack a Cargo.lock into every crate, which no consumer of a library reads and
    // older cargo cannot parse (version 4); they leave it out on `--exclude-lockfile`, and older ones never
    // pack one for a library.
    const help = await context.run("cargo", ["package", "--help"]);
    const noLockfile = help.includes("--exclude-lockfile") ? ["--exclude-lockfile"] : [];
    await context.run("cargo", ["package", "--offline", "--no-verify", "--quiet", ...noLockfile], {
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
