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

/**
 * Rust's primitive types: `lib.rs` names some in its signatures, and serde's derives name others
 * unqualified in the code they expand to (`usize`, `bool`, `u64`, `str`), which no path of ours can
 * qualify, so a struct of that name has no spelling.
 */
const primitives = "bool char str u8 u16 u32 u64 u128 usize i8 i16 i32 i64 i128 isize f32 f64".split(" ");

/** The items of a Rust file's type namespace that `use prelude::*` brings into `lib.rs`. */
export function rustPublicTypeNames(source: string): string[] {
  const items = /^pub(?:\(crate\))? (?:trait|struct|enum|type) ([A-Za-z_][A-Za-z0-9_]*)/gm;
  return [...source.matchAll(items)].map((match) => match[1]).filter((name): name is string => name !== undefined);
}

export const rustBoundNames: readonly string[] = [
  ...new Set([...named, ...primitives, ...rustPublicTypeNames(rustPrelude)]),
];
