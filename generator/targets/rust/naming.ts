/** How the Rust crate spells declared names, which it cannot spell, and what it derives from them. */
import { pascalCase } from "../../model/casing.js";
import { rustKeywords } from "../../model/host-keywords.js";
import { otherMemberName } from "../shared/open-union-names.js";
import type { TargetNaming } from "../../model/target-naming.js";

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

export const rustNaming: TargetNaming = {
  language: "Rust",
  integerIsNotNumber: true,
  acceptsTypeName: isRustIdentifier,
  fieldNames: { spell: rustFieldName, accepts: isRustFieldSpellable, rejected: "a keyword even as a raw identifier" },
  enumValueNames: { spell: pascalCase, accepts: isRustIdentifier, rejected: "a keyword" },
  reservedNames: [],
  derivedNames: (declaration, union) =>
    union?.open === true ? [{ name: otherMemberName(declaration.name), what: "unknown-member type" }] : [],
};
