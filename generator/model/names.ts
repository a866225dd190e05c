/**
 * Which names the DSL accepts for types, fields and tags. A type name becomes an identifier in
 * TypeScript, Python, Rust and Go, so it must be a plain identifier (each target's naming refuses
 * its own reserved words); a field name becomes a property and must be an identifier too.
 */
export const identifierPattern = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** JavaScript's array-index-like keys are enumerated before all others, whatever the source order. */
export function isIntegerLikeKey(key: string): boolean {
  return /^(0|[1-9][0-9]*)$/.test(key) && Number(key) < 2 ** 32 - 1;
}

/**
 * Keys every plain JavaScript object already has (`constructor`, `toString`, `__proto__`, …). Ajv
 * maps a union's tag values in a plain object, so such a tag value looks declared twice to it.
 */
export function isObjectPrototypeKey(key: string): boolean {
  return Object.getOwnPropertyNames(Object.prototype).includes(key);
}
