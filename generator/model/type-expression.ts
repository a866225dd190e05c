/**
 * The field type expressions of the DSL: a primitive, a declared type name, or either followed by
 * `[]` any number of times (`string[]`, `FileDiff[][]`). Shared by the reference rule and lowering.
 */
export const primitiveNames = ["string", "integer", "number", "boolean", "unknown"] as const;
export type PrimitiveName = (typeof primitiveNames)[number];

export interface TypeExpression {
  /** A primitive or a declared type name. */
  readonly base: string;
  /** How many `[]` follow the base. */
  readonly arrayDepth: number;
}

/**
 * The deepest nesting of arrays a type expression may have: the deepest every target compiles, with
 * room to spare. Python is the first to refuse: the validator it is given nests one block per level,
 * and CPython stops at 20 nested blocks (`too many statically nested blocks` at 21 levels); Go, Rust
 * and strict TypeScript compile 20 levels and more.
 */
export const maxArrayDepth = 16;

const expressionPattern = /^([A-Za-z_$][A-Za-z0-9_$]*)((?:\[\])*)$/;

export function parseTypeExpression(text: string): TypeExpression | undefined {
  const match = expressionPattern.exec(text);
  if (match === null) return undefined;
  return { base: match[1] as string, arrayDepth: (match[2] as string).length / 2 };
}

export function isPrimitiveName(name: string): name is PrimitiveName {
  return (primitiveNames as readonly string[]).includes(name);
}
