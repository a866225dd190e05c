/**
 * The names a generated TypeScript module cannot give a type: JavaScript's and TypeScript's reserved
 * and contextual words, names strict-mode modules or plain objects treat specially, the predefined
 * type names, and the names Ajv's standalone code gives its own functions and constants.
 */
export const typeScriptReservedWords: ReadonlySet<string> = new Set([
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
  // the library's utility types the generated types are written with (`Partial<Record<Level, V>>` for a map
  // keyed by an enum); a declared type of that name would shadow them in its module
  "Partial",
  "Record",
]);

/**
 * The names Ajv's standalone code gives its own top-level functions and constants
 * (`validate40`, `schema35`, `func0`, …); an exported type of that name would redeclare one.
 */
const ajvInternalName = /^(validate|schema|func|formats|pattern|wrapper)[0-9]+$/;

export function isTypeScriptTypeName(name: string): boolean {
  return !typeScriptReservedWords.has(name) && !ajvInternalName.test(name);
}
