/** How the Rust crate spells declared names, which it cannot spell, and what it derives from them. */
import { pascalCase } from "../../model/casing.js";
import { rustKeywords } from "./keywords.js";
import { otherMemberName } from "../shared/open-union-names.js";
import type { TargetNaming } from "../../model/target-naming.js";
import { rustBoundNames } from "./bound-names.js";

/** Rust wants snake_case fields: `oldText` → `old_text`. */
export function rustFieldName(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
}

export function isRustIdentifier(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && name !== "_" && !rustKeywords.has(name);
}

/** Keywords a raw identifier (`r#…`) cannot spell either. */
const unrawable = new Set(["_", "self", "super", "crate", "Self"]);

/** Whether a snake_case field name has a Rust spelling: as it is, or as a raw identifier (`r#type`). */
export function isRustFieldSpellable(name: string): boolean {
  return isRustIdentifier(name) || (/^[a-z_][a-z0-9_]*$/.test(name) && !unrawable.has(name));
}

/**
 * The identifier a field's wire name becomes in Rust: snake_case, and a keyword that even a raw
 * identifier cannot spell (`self`, `super`, `crate`, `_`) takes a trailing `_`, as `self_`; its
 * `#[serde(rename)]` keeps the wire name, which is never refused for Rust's sake.
 */
export function rustFieldSpelling(name: string): string {
  const snake = rustFieldName(name);
  return unrawable.has(snake) ? `${snake}_` : snake;
}

/** The variant an enum value becomes: PascalCase (`dry-run` → `DryRun`), and `Self_` for `self`, which Rust reserves. */
export function rustEnumVariant(value: string): string {
  const pascal = pascalCase(value);
  return isRustIdentifier(pascal) ? pascal : `${pascal}_`;
}

export const rustNaming: TargetNaming = {
  language: "Rust",
  keywords: rustKeywords,
  integerIsNotNumber: true,
  acceptsTypeName: isRustIdentifier,
  fieldNames: { spell: rustFieldSpelling, accepts: () => true, rejected: "" },
  // `Self`, the one keyword in PascalCase, is spelled `Self_` (rustEnumVariant), so every value has a spelling.
  enumValueNames: { spell: pascalCase, accepts: () => true, rejected: "" },
  reservedNames: rustBoundNames,
  derivedNames: (declaration, union) =>
    union?.open === true ? [{ name: otherMemberName(declaration.name), what: "unknown-member type" }] : [],
};
