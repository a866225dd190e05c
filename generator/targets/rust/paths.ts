/**
 * The paths `lib.rs` names the standard library's and serde's items by, each from the root of its
 * crate (`::core::option::Option`, `::serde::Serialize`), as prost writes them. A path that starts
 * with `::` resolves among the crates, never among `lib.rs`'s own items, so a vocabulary type named
 * `Option`, `String`, `Serialize` or `serde` hides nothing the generated code names and has a
 * spelling. Rust's primitive types have no such path; they stay claimed (`bound-names.ts`).
 */
import { type Code, raw } from "../../emit/code.js";
import type { RustType } from "./layout.js";
import { rust } from "./syntax.js";

const { code } = rust;

export const rustPaths = {
  option: raw("::core::option::Option"),
  result: raw("::core::result::Result"),
  string: raw("::std::string::String"),
  vec: raw("::std::vec::Vec"),
  box: raw("::std::boxed::Box"),
  btreeMap: raw("::std::collections::BTreeMap"),
  value: raw("::serde_json::Value"),
  serialize: raw("::serde::Serialize"),
  deserialize: raw("::serde::Deserialize"),
  serializer: raw("::serde::Serializer"),
  deserializer: raw("::serde::Deserializer"),
} as const;

/** `::core::option::Option<argument>`, `::std::vec::Vec<argument>`, `::std::boxed::Box<argument>`: a generic type of one argument. */
export function optionOf(argument: RustType): RustType {
  return { path: rustPaths.option, argument };
}

export function vecOf(argument: RustType): RustType {
  return { path: rustPaths.vec, argument };
}

export function boxOf(argument: RustType): RustType {
  return { path: rustPaths.box, argument };
}

/** `::std::collections::BTreeMap<key, value>`: ordered by key, so a map serialises the same every time. */
export function btreeMapOf(key: RustType, value: RustType): RustType {
  return { path: rustPaths.btreeMap, key, argument: value };
}

/** `::core::result::Result<ok, ::std::string::String>`, what every check and decoder returns. */
export function resultOrMessage(ok: Code): Code {
  return code`${rustPaths.result}<${ok}, ${rustPaths.string}>`;
}
