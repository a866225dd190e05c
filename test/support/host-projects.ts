/**
 * A generated package in a project of a host's own, as its users get it: one vocabulary's package
 * folder written apart from the rest of the tree, and a Rust host crate that depends on the crate by
 * path, decodes a value of each given type with `from_str`, clones and compares it, and prints it
 * written again, so a test sees the types build, read and write in a crate other than their own
 * (rustc works out their layouts and drop checks again there).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { debianCargoConfig } from "../../build/dist.mjs";
import { generateOk, packageNamesOf } from "./generate.js";
import { cacheDir, consumerCrateManifest, runOk, rustEnv } from "./target-builds.js";

/** Writes a vocabulary's generated `folder` (`rust`, `go`) under a fresh `.cache/cardc-targets/<name>/`, which it returns. */
export async function writeGeneratedFolder(vocabulary: string, name: string, folder: string): Promise<string> {
  const dir = join(cacheDir, name);
  rmSync(dir, { recursive: true, force: true });
  for (const file of (await generateOk(vocabulary)).files.filter((each) => each.path.startsWith(`${folder}/`))) {
    mkdirSync(dirname(join(dir, file.path)), { recursive: true });
    writeFileSync(join(dir, file.path), file.contents);
  }
  // Debian ships the crates' sources under /usr/share/cargo/registry: a directory source, offline.
  mkdirSync(join(dir, ".cargo"), { recursive: true });
  writeFileSync(join(dir, ".cargo/config.toml"), debianCargoConfig);
  return dir;
}

/**
 * Builds and runs a host of the crate generated in `dir/rust` that reads each `[type, text]` pair;
 * what it printed, one parsed JSON value a pair.
 */
export async function roundTripInRustHost(
  vocabulary: string,
  dir: string,
  values: readonly (readonly [string, string])[],
): Promise<unknown[]> {
  const crate = packageNamesOf(vocabulary).rust;
  const host = join(dir, "host");
  mkdirSync(host, { recursive: true });
  writeFileSync(
    join(host, "Cargo.toml"),
    consumerCrateManifest(
      "vocabulary-host",
      [{ name: crate, path: join(dir, "rust") }],
      [{ kind: "bin", name: "host", path: "host.rs" }],
    ),
  );
  writeFileSync(
    join(host, "vocabulary.rs"),
    `//! The types, as the host names them.\npub use ${crate.replace(/-/g, "_")}::*;\n`,
  );
  writeFileSync(
    join(host, "host.rs"),
    [
      "//! Decodes a value of each type, clones and compares it, and prints it written again.",
      "fn main() {",
      ...values.flatMap(([type, text]) => [
        `    let value: vocabulary::${type} = vocabulary::from_str(${JSON.stringify(text)}).unwrap();`,
        "    assert!(value.clone() == value);",
        '    println!("{}", serde_json::to_string(&value).unwrap());',
      ]),
      "}",
      "",
    ].join("\n"),
  );
  // A target folder of its own: other tests' builds would otherwise wait on the shared one's lock.
  const env = { ...rustEnv, CARGO_TARGET_DIR: join(dir, "target") };
  await runOk("cargo", ["build", "--quiet"], { cwd: host, env });
  const { stdout } = await runOk(join(dir, "target/debug/host"), []);
  return stdout
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as unknown);
}
