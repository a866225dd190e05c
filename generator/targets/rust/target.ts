/**
 * The Rust target: a crate of serde types (`lib.rs`) with a checking `from_str` (`prelude.rs`, copied
 * verbatim) over a reader of JSON text by the rules every host shares (`read_json.rs`, likewise), and
 * the README crates.io shows (`README.md`).
 */
import { generatedNotice, htmlNotice, languageFile, ignoreFile } from "../../emit/artifact.js";
import { harnessAt } from "../shared/harness.js";
import type { Target } from "../shared/target.js";
import { rustPackageName } from "./package-name.js";
import { emitCargoManifest } from "./cargo-manifest.js";
import { emitRust, usesStringMatchers } from "./emit-rust.js";
import { emitRustReadme } from "./emit-readme.js";
import { rustNaming } from "./naming.js";
import rustPrelude from "./prelude.rs?text";
import rustReadJson from "./read_json.rs?text";
import rustPattern from "./pattern.rs?text";

/** The checking and serde helpers, the same in every crate. */
const prelude = { path: "rust/src/prelude.rs", text: rustPrelude };
/** The reader of JSON text by the rules every host shares (docs/json.md), the same in every crate. */
const readJson = { path: "rust/src/read_json.rs", text: rustReadJson };
/** The matcher of the patterns cardc compiles and the calendar rules of the formats, in a crate that uses them. */
const pattern = { path: "rust/src/pattern.rs", text: rustPattern };

export const rustTarget: Target = {
  name: "Rust crate",
  id: "rust",
  naming: rustNaming,
  packageName: rustPackageName,
  harness: harnessAt(new URL("./harness.ts", import.meta.url)),
  packing: { folder: "rust", load: async () => (await import("./pack.js")).packRust },
  gates: [
    // lib.rs names `mod prelude;` and `mod read_json;`, so rustfmt reads both too.
    {
      name: "rustfmt --check",
      command: ["rustfmt", "--check", "--edition", "2021", "--color", "never", "src/lib.rs"],
      folder: "rust",
      silent: true,
    },
    {
      name: "cargo clippy, every warning denied",
      command: ["cargo", "clippy", "--offline", "--quiet", "--", "-D", "warnings"],
      folder: "rust",
      silent: true,
    },
  ],
  fixedParts: () => [prelude, readJson, pattern],
  emit: async (context) => [
    {
      path: "rust/Cargo.toml",
      contents: `${generatedNotice(context, "#")}\n${emitCargoManifest(context.ir, context.version, context.packages.rust)}`,
    },
    languageFile(context, "rust/src/lib.rs", "//", emitRust(context.ir), 1),
    {
      path: "rust/README.md",
      contents: emitRustReadme(context.ir, context.version, context.packages.rust, htmlNotice(context)),
    },
    { path: prelude.path, contents: prelude.text },
    { path: readJson.path, contents: readJson.text },
    ...(usesStringMatchers(context.ir) ? [{ path: pattern.path, contents: pattern.text }] : []),
    ignoreFile(context, "rust/.gitignore", ["/target/", "/Cargo.lock"]),
  ],
};
