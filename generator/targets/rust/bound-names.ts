/**
 * The names `lib.rs` binds or names unqualified besides the vocabulary's, which a type of that name
 * would hide there: its modules, the prelude's public items it imports (read from `prelude.rs`
 * itself), and the primitive types its signatures and serde's derives use. The naming claims them, so
 * a declared or derived name equal to one is refused, naming Rust.
 */
import rustPrelude from "./prelude.rs?text";

/**
 * The modules `lib.rs` declares. The standard library's items (`Option`, `String`, `Result`, `Vec`),
 * serde's derives and the `serde` and `serde_json` crates are not here: `lib.rs` names them by paths
 * from a crate's root (`paths.ts`), which no type of the crate hides, and serde's derives expand to
 * code that names them through its own path (`_serde::__private::Result`, checked against
 * serde_derive 1.0.152), so a vocabulary type may take any of those names.
 */
const named = ["prelude", "read_json"];

/**
 * Rust's primitive types: `lib.rs` names some in its signatures, and serde's derives name others
 * unqualified in the code they expand to (`usize`, `bool`, `u64`, `str`), which no path of ours can
 * qualify, so a struct of that name has no spelling: beside a struct `str`, every derived
 * `Deserialize` fails with E0053 ("method `visit_str` has an incompatible type for trait"), and
 * beside one named `usize` with E0369 ("cannot add `{integer}` to `usize`").
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
