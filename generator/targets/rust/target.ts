/** The Rust target: a crate of serde types (`lib.rs`) with a checking `from_str` (`prelude.rs`, copied verbatim). */
import { generatedNotice, hostFile, ignoreFile } from "../../emit/artifact.js";
import { pascalCase } from "../../model/casing.js";
import { otherMemberName } from "../shared/open-union-names.js";
import type { Target } from "../shared/target.js";
import { emitCargoManifest, emitRust } from "./emit-rust.js";
import { rustFieldName } from "./naming.js";
import rustPrelude from "./prelude.rs";
import { isRustFieldSpellable, isRustIdentifier } from "./syntax.js";

/** The checking and serde helpers, the same in every crate. */
const prelude = { path: "rust/src/prelude.rs", text: rustPrelude };

export const rustTarget: Target = {
  name: "Rust crate",
  language: "Rust",
  acceptsTypeName: isRustIdentifier,
  fieldNames: { spell: rustFieldName, accepts: isRustFieldSpellable, rejected: "a keyword even as a raw identifier" },
  enumValueNames: { spell: pascalCase, accepts: isRustIdentifier, rejected: "a keyword" },
  reservedNames: [],
  derivedNames: (declaration, union) =>
    union?.open === true ? [{ name: otherMemberName(declaration.name), what: "unknown-member type" }] : [],
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
