/**
 * The names `lib.rs` binds or names unqualified besides the vocabulary's, which a type of that name
 * would hide there: its modules, what it imports (serde's derives, the prelude's public items, read
 * from `prelude.rs` itself), the crates and standard types it names by their short paths, and the
 * primitive types its signatures use. The naming claims them, so a declared or derived name equal to
 * one is refused, naming Rust.
 */
import rustPrelude from "./prelude.rs";

/** What `lib.rs` names unqualified that the Rust prelude or its dependencies give it. */
const named = [
  "prelude",
  "read_json",
  "Serialize",
  "Deserialize",
  "serde",
  "serde_json",
  "Option",
  "String",
  "Result",
  "Vec",
];

/** The primitive types `lib.rs` names: a struct of that name would take their place in its signatures. */
const primitives = ["str", "bool", "i64", "f64"];

/** The items of a Rust file's type namespace that `use prelude::*` brings into `lib.rs`. */
export function rustPublicTypeNames(source: string): string[] {
  const items = /^pub(?:\(crate\))? (?:trait|struct|enum|type) ([A-Za-z_][A-Za-z0-9_]*)/gm;
  return [...source.matchAll(items)].map((match) => match[1]).filter((name): name is string => name !== undefined);
}

export const rustBoundNames: readonly string[] = [
  ...new Set([...named, ...primitives, ...rustPublicTypeNames(rustPrelude)]),
];
