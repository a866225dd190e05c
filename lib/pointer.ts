/**
 * JSON Pointer tokens (RFC 6901), one function for the generator (the pointers diagnostics name) and
 * the runtime (the paths validation errors name, `escapeKey` in `@cardc/runtime`), so both escape a
 * key the same way.
 */

/** One key as a JSON Pointer token: `~` → `~0`, `/` → `~1`; a key with neither is returned as it is. */
export function escapePointerToken(key: string): string {
  return key.includes("~") || key.includes("/") ? key.replaceAll("~", "~0").replaceAll("/", "~1") : key;
}
