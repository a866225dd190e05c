/**
 * Which names the DSL accepts for types, fields and tags. A type name becomes an identifier in
 * TypeScript, Python, Rust and Go, so it must be a plain identifier and no reserved word in any of
 * them; a field name becomes a property and must be an identifier too.
 */
export const identifierPattern = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** JavaScript's array-index-like keys are enumerated before all others, whatever the source order. */
export function isIntegerLikeKey(key: string): boolean {
  return /^(0|[1-9][0-9]*)$/.test(key) && Number(key) < 2 ** 32 - 1;
}

const reservedTypeNames = new Set([
  // JavaScript and TypeScript reserved and contextual words that cannot name a type
  "break",
  "case",
  "catch",
  "class",
  "const",
  "continue",
  "debugger",
  "default",
  "delete",
  "do",
  "else",
  "enum",
  "export",
  "extends",
  "false",
  "finally",
  "for",
  "function",
  "if",
  "import",
  "in",
  "instanceof",
  "new",
  "null",
  "return",
  "super",
  "switch",
  "this",
  "throw",
  "true",
  "try",
  "typeof",
  "var",
  "void",
  "while",
  "with",
  "implements",
  "interface",
  "let",
  "package",
  "private",
  "protected",
  "public",
  "static",
  "yield",
  "await",
  // legal identifiers that strict-mode modules or plain objects treat specially
  "eval",
  "arguments",
  "__proto__",
  "any",
  "bigint",
  "boolean",
  "never",
  "number",
  "object",
  "string",
  "symbol",
  "undefined",
  "unknown",
  "integer",
  "type",
  "keyof",
  "readonly",
  "infer",
  "is",
  "asserts",
  "satisfies",
  "declare",
  "module",
  "namespace",
  "require",
  "global",
]);

/**
 * The names Ajv's standalone code gives its own top-level functions and constants
 * (`validate40`, `schema35`, `func0`, …); an exported type of that name would redeclare one.
 */
const ajvInternalName = /^(validate|schema|func|formats|pattern|wrapper)[0-9]+$/;

export function isReservedTypeName(name: string): boolean {
  return reservedTypeNames.has(name) || ajvInternalName.test(name);
}

/**
 * Keys every plain JavaScript object already has (`constructor`, `toString`, `__proto__`, …). Ajv
 * maps a union's tag values in a plain object, so such a tag value looks declared twice to it.
 */
export function isObjectPrototypeKey(key: string): boolean {
  return Object.getOwnPropertyNames(Object.prototype).includes(key);
}
