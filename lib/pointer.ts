/**
 * JSON Pointer tokens (RFC 6901), one pair of functions for the generator (the pointers diagnostics
 * name) and the runtime (the paths validation errors name, `escapeKey` in `@cardc/runtime`), so both
 * escape and read a key the same way.
 */

/** One key as a JSON Pointer token: `~` → `~0`, `/` → `~1`; a key with neither is returned as it is. */
export function escapePointerToken(key: string): string {
  return key.includes("~") || key.includes("/") ? key.replaceAll("~", "~0").replaceAll("/", "~1") : key;
}

/** The unescaped tokens of a JSON Pointer: `/types/a~1b` → `["types", "a/b"]`. */
export function pointerTokens(pointer: string): string[] {
  return pointer
    .split("/")
    .slice(1)
    .map((token) => token.replaceAll("~1", "/").replaceAll("~0", "~"));
}
