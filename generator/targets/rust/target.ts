/** The Rust target: a crate of serde types (`lib.rs`) with a checking `from_str` (`prelude.rs`, copied verbatim). */
import { generatedNotice, hostFile, ignoreFile } from "../../emit/artifact.js";
import type { Target } from "../shared/target.js";
import { emitCargoManifest, emitRust } from "./emit-rust.js";
import { rustNaming } from "./naming.js";
import rustPrelude from "./prelude.rs";

/** The checking and serde helpers, the same in every crate. */
const prelude = { path: "rust/src/prelude.rs", text: rustPrelude };

export const rustTarget: Target = {
  name: "Rust crate",
  naming: rustNaming,
  packing: { folder: "rust", load: async () => (await import("./pack.js")).packRust },
  gates: [
    // lib.rs names `mod prelude;`, so rustfmt reads prelude.rs too.
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
  fixedParts: [prelude],
  emit: async (context) => [
    {
      path: "rust/Cargo.toml",
      contents: `${generatedNotice(context, "#")}\n${emitCargoManifest(context.ir, context.version, context.packages.rust)}`,
    },
    hostFile(context, "rust/src/lib.rs", "//", emitRust(context.ir), 1),
    { path: prelude.path, contents: prelude.text },
    ignoreFile(context, "rust/.gitignore", ["/target/", "/Cargo.lock"]),
  ],
};
