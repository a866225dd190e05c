/** How the Rust crate spells declared names. */

/** Rust wants snake_case fields: `oldText` → `old_text`. */
export function rustFieldName(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
}
