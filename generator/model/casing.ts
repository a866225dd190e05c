/** Letter-case changes the generator makes to declared names, shared by every target language's naming. */

/** `card` → `Card`. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `ToolCallView` → `toolCallView`. */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Rust variants and Go constants are PascalCase: `read` → `Read`, `dry-run` → `DryRun`. */
export function pascalCase(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter((part) => part !== "")
    .map(capitalize)
    .join("");
}
