/**
 * What a language's naming contributes to the checks, apart from everything that emits: the
 * top-level names its generated code derives from each declaration and binds itself (so the
 * duplicate-name rule can claim them), and how it spells declared names (so the host-spelling rule
 * can report a name it cannot spell before any emitter runs). Each language's `targets/<language>/naming.ts`
 * exports one, its `Target` carries it, and whoever runs the checks (`core/`, `diff/`) passes them in,
 * so `check/` knows no language and loads no emitter.
 */

/** A declaration as the naming rules see it. */
export interface NamedDeclaration {
  readonly kind: "enum" | "record" | "union" | "variant" | "scalar";
  readonly name: string;
  /** An enum's values, from which a target may derive names (Go's constants). */
  readonly values?: readonly string[];
}

/** What a union declaration adds: its tag, whether it is open, and whether it is outermost. */
export interface UnionShape {
  readonly tag: string;
  readonly open: boolean;
  readonly outermost: boolean;
}

/** A name generated code derives from a declared one, with what it is (for the collision message). */
export interface DerivedName {
  readonly name: string;
  readonly what: string;
}

/** How a host spells one kind of vocabulary name as an identifier, and which spellings it can use. */
export interface Spelling {
  readonly spell: (name: string) => string;
  /** Whether the spelled name is usable there (not a keyword). */
  readonly accepts: (spelled: string) => boolean;
  /** Why `accepts` refuses a spelling, for the message: `a keyword even as a raw identifier`. */
  readonly rejected: string;
}

export interface TargetNaming {
  /** The language, as messages name it: `Rust`. */
  readonly language: string;
  /**
   * The language's reserved words (its `keywords.ts`), which its code never takes as an identifier as
   * they are; tests draw names from every target's, so a new language's are tried without an edit.
   */
  readonly keywords: ReadonlySet<string>;
  /** Whether a declared type name can stand as it is in this language (it is not a keyword there). */
  acceptsTypeName(name: string): boolean;
  /** How a type name becomes an identifier, where the language changes it (Go exports `float` as `Float`). */
  readonly typeNames?: (name: string) => string;
  /** How a field name becomes an identifier, where the language changes it (`old_text`, `OldText`). */
  readonly fieldNames?: Spelling;
  /** How an enum value becomes an identifier, where it becomes one (a Rust variant, a Go constant). */
  readonly enumValueNames?: Spelling;
  /** Names the generated module binds itself: imports, runtime names it re-exports, its version constant. */
  readonly reservedNames: readonly string[];
  /** Every top-level name the generated code derives from one declaration. */
  derivedNames(declaration: NamedDeclaration, union?: UnionShape): DerivedName[];
  /** Whether an `integer` field and a `number` field have different types here (`i64` and `f64`). */
  readonly integerIsNotNumber: boolean;
}

/** `Python, Rust and Go`: the languages of some targets, as a sentence names them. */
export function languageList(namings: readonly TargetNaming[]): string {
  const names = namings.map((naming) => naming.language);
  return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1) ?? ""}`;
}
