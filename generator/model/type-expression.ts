/**
 * The field type expressions of the DSL, read into a tree: a primitive or a declared type name,
 * `T[]` for an array of `T`, `map<K, V>` for an object whose every key is a `K` and every value a
 * `V`, `A | B | …` for a value of any one of its members, and parentheses for grouping. `[]` binds
 * tighter than anything else and applies to what stands just before it, so `map<string, Node>[]` is
 * an array of maps; `(map<string, Node>)[]` says the same and `map<string, Node[]>` is a map of
 * arrays. `|` binds loosest: `string | number[]` is a string or an array of numbers, and
 * `(string | number)[]` an array whose every item is either. `null` is a member of a union and
 * nothing else (`string | null`); a union inside a union is one union (`(A | B) | C` is `A | B | C`).
 * Spaces may stand around `<`, `,`, `>`, `(`, `)` and `|`, never inside a name or a `[]`. Shared by
 * the checker's rules, lowering and the language server.
 *
 *     expression := postfix ("|" postfix)*
 *     postfix    := primary "[]"*
 *     primary    := name | "null" | "map" "<" expression "," expression ">" | "(" expression ")"
 */
export const primitiveNames = ["string", "integer", "number", "boolean", "unknown"] as const;
export type PrimitiveName = (typeof primitiveNames)[number];
/** The primitives a value is checked against, and a named scalar may name: every one but `unknown`. */
export type ScalarPrimitive = Exclude<PrimitiveName, "unknown">;

/** A node of a type expression; `offset` is where it starts in the expression's text. */
export type TypeNode =
  | { readonly kind: "name"; readonly name: string; readonly offset: number }
  | { readonly kind: "array"; readonly items: TypeNode; readonly offset: number }
  | { readonly kind: "map"; readonly keys: TypeNode; readonly values: TypeNode; readonly offset: number }
  /** A value of exactly one member; members in written order, nested unions already flattened. */
  | { readonly kind: "union"; readonly members: readonly TypeNode[]; readonly offset: number }
  /** The JSON null: only ever a member of a union. */
  | { readonly kind: "null"; readonly offset: number };

/** A type expression that cannot be read: where reading stopped and what was expected there. */
export interface TypeSyntaxError {
  readonly offset: number;
  readonly expected: string;
}

export type ParsedType =
  { readonly ok: true; readonly node: TypeNode } | { readonly ok: false; readonly error: TypeSyntaxError };

/**
 * The deepest nesting of arrays and maps a type expression may have: the deepest every target
 * compiles, with room to spare. Python is the first to refuse: the validator it is given nests one
 * block per level, and CPython stops at 20 nested blocks (`too many statically nested blocks` at 21
 * levels); Go, Rust and strict TypeScript compile 20 levels and more. A map is a level as an array
 * is, since each host loops over it the same way.
 */
export const maxArrayDepth = 16;

/** The word that opens a map type. It is no type name: a type declared `map` is refused by the naming rules. */
export const mapKeyword = "map";

/** The word for JSON's null, which stands only as a member of a union. Like `map`, it is no type name. */
export const nullKeyword = "null";

/** Whether a name is a word the type expressions read as more than a name, so no type may be declared by it. */
export function isExpressionKeyword(name: string): boolean {
  return name === mapKeyword || name === nullKeyword;
}

const namePattern = /[A-Za-z_$][A-Za-z0-9_$]*/y;

export function parseTypeExpression(text: string): ParsedType {
  const reader = new Reader(text);
  try {
    const node = reader.expression();
    reader.space();
    if (reader.offset < text.length) reader.fail("[], | or the end of the type");
    const misplacedNull = nullOutsideUnion(node, false);
    if (misplacedNull !== undefined)
      return {
        ok: false,
        error: { offset: misplacedNull, expected: "another member beside null, joined by | (string | null)" },
      };
    return { ok: true, node };
  } catch (error) {
    if (error instanceof SyntaxStop) return { ok: false, error: error.error };
    throw error;
  }
}

class SyntaxStop extends Error {
  constructor(readonly error: TypeSyntaxError) {
    super(error.expected);
  }
}

/**
 * How many maps and parentheses may be open at once while reading: far past `maxArrayDepth`, which
 * the checker reports with its own code, but short of what would run the reader out of stack.
 */
const maxOpenGroups = 1000;

class Reader {
  offset = 0;
  private open = 0;

  constructor(private readonly text: string) {}

  fail(expected: string): never {
    throw new SyntaxStop({ offset: this.offset, expected });
  }

  space(): void {
    while (this.text[this.offset] === " ") this.offset++;
  }

  /** Consumes `token` after any spaces, or says it was expected. */
  take(token: string): void {
    this.space();
    if (!this.text.startsWith(token, this.offset)) this.fail(`"${token}"`);
    this.offset += token.length;
  }

  expression(): TypeNode {
    const first = this.postfix();
    const members = [first];
    for (this.space(); this.text[this.offset] === "|"; this.space()) {
      this.offset++;
      members.push(this.postfix());
    }
    if (members.length === 1) return first;
    // Parentheses only group, so a union written inside a union adds its members to the outer one.
    const flat = members.flatMap((member) => (member.kind === "union" ? member.members : [member]));
    return { kind: "union", members: flat, offset: first.offset };
  }

  postfix(): TypeNode {
    let node = this.primary();
    while (this.text.startsWith("[]", this.offset)) {
      node = { kind: "array", items: node, offset: node.offset };
      this.offset += 2;
    }
    return node;
  }

  primary(): TypeNode {
    this.space();
    const start = this.offset;
    if (this.text[start] === "(") {
      this.offset++;
      const inner = this.nested(() => this.expression());
      this.take(")");
      return inner;
    }
    namePattern.lastIndex = start;
    const match = namePattern.exec(this.text);
    if (match === null) this.fail("a type name, null, map<K, V> or (");
    this.offset = namePattern.lastIndex;
    const name = match[0];
    if (name === nullKeyword) return { kind: "null", offset: start };
    if (name !== mapKeyword) return { kind: "name", name, offset: start };
    this.take("<");
    const keys = this.nested(() => this.expression());
    this.take(",");
    const values = this.nested(() => this.expression());
    this.take(">");
    return { kind: "map", keys, values, offset: start };
  }

  private nested(read: () => TypeNode): TypeNode {
    if (this.open >= maxOpenGroups) this.fail(`at most ${maxOpenGroups} maps and parentheses open at once`);
    this.open++;
    const node = read();
    this.open--;
    return node;
  }
}

/**
 * Where the first `null` stands that is no member of a union (alone, as an array's items, as a map's
 * key or value), or undefined when every one is.
 */
function nullOutsideUnion(node: TypeNode, inUnion: boolean): number | undefined {
  switch (node.kind) {
    case "name":
      return undefined;
    case "null":
      return inUnion ? undefined : node.offset;
    case "array":
      return nullOutsideUnion(node.items, false);
    case "map":
      return nullOutsideUnion(node.keys, false) ?? nullOutsideUnion(node.values, false);
    case "union":
      return node.members.map((member) => nullOutsideUnion(member, true)).find((offset) => offset !== undefined);
  }
}

export function isPrimitiveName(name: string): name is PrimitiveName {
  return (primitiveNames as readonly string[]).includes(name);
}

/** Every name a type expression mentions, with where it stands, outermost first. */
export function namesIn(node: TypeNode): { readonly name: string; readonly offset: number }[] {
  switch (node.kind) {
    case "name":
      return [{ name: node.name, offset: node.offset }];
    case "null":
      return [];
    case "array":
      return namesIn(node.items);
    case "map":
      return [...namesIn(node.keys), ...namesIn(node.values)];
    case "union":
      return node.members.flatMap(namesIn);
  }
}

/** The deepest path through the expression: how many arrays and maps it passes, and the name it ends at. */
export function deepestPath(node: TypeNode): { readonly depth: number; readonly name: string; readonly maps: number } {
  switch (node.kind) {
    case "name":
      return { depth: 0, name: node.name, maps: 0 };
    case "null":
      return { depth: 0, name: nullKeyword, maps: 0 };
    case "union":
      return node.members.map(deepestPath).reduce((deepest, path) => (path.depth > deepest.depth ? path : deepest));
    case "array": {
      const inner = deepestPath(node.items);
      return { ...inner, depth: inner.depth + 1 };
    }
    case "map": {
      const inner = deepestPath(node.values);
      return { ...inner, depth: inner.depth + 1, maps: inner.maps + 1 };
    }
  }
}

/** Every union in a type expression, outermost first. */
export function unionsIn(node: TypeNode): Extract<TypeNode, { kind: "union" }>[] {
  switch (node.kind) {
    case "name":
    case "null":
      return [];
    case "array":
      return unionsIn(node.items);
    case "map":
      return [...unionsIn(node.keys), ...unionsIn(node.values)];
    case "union":
      return [node, ...node.members.flatMap(unionsIn)];
  }
}

/** The innermost union one of whose members holds the name that starts at `offset`, if any. */
export function unionAround(node: TypeNode, offset: number): Extract<TypeNode, { kind: "union" }> | undefined {
  switch (node.kind) {
    case "name":
    case "null":
      return undefined;
    case "array":
      return unionAround(node.items, offset);
    case "map":
      return unionAround(node.keys, offset) ?? unionAround(node.values, offset);
    case "union": {
      const holds = node.members.some((member) => namesIn(member).some((name) => name.offset === offset));
      if (!holds) return undefined;
      return node.members.map((member) => unionAround(member, offset)).find((inner) => inner !== undefined) ?? node;
    }
  }
}

/** The name a type expression is, when it is a bare name and no array, map or union. */
export function bareName(node: TypeNode): string | undefined {
  return node.kind === "name" ? node.name : undefined;
}

/** Every map in a type expression, outermost first. */
export function mapsIn(node: TypeNode): Extract<TypeNode, { kind: "map" }>[] {
  switch (node.kind) {
    case "name":
    case "null":
      return [];
    case "array":
      return mapsIn(node.items);
    case "map":
      return [node, ...mapsIn(node.keys), ...mapsIn(node.values)];
    case "union":
      return node.members.flatMap(mapsIn);
  }
}

/** The expression with every mention of the type `from` spelled `to`, the rest kept as written. */
export function renameInTypeExpression(text: string, from: string, to: string): string {
  const parsed = parseTypeExpression(text);
  if (!parsed.ok) return text;
  const offsets = namesIn(parsed.node)
    .filter(({ name }) => name === from)
    .map(({ offset }) => offset);
  return offsets.reduceRight(
    (renamed, offset) => renamed.slice(0, offset) + to + renamed.slice(offset + from.length),
    text,
  );
}

/** The expression spelled the one way the DSL's docs write it: `map<string, Node[]>`, `(string | null)[]`. */
export function spellType(node: TypeNode): string {
  switch (node.kind) {
    case "name":
      return node.name;
    case "null":
      return nullKeyword;
    case "array":
      return node.items.kind === "union" ? `(${spellType(node.items)})[]` : `${spellType(node.items)}[]`;
    case "map":
      return `map<${spellType(node.keys)}, ${spellType(node.values)}>`;
    case "union":
      return node.members.map(spellType).join(" | ");
  }
}
