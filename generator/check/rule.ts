/** The contract every semantic rule implements: read the checked document, return what is wrong with it. */
import type { TargetNaming } from "../model/target-naming.js";
import type { Diagnostic } from "../model/diagnostic.js";
import type { Declaration, DslDocument } from "../model/dsl.js";
import type { SourceDocument } from "../parse/parse-source.js";

export interface RuleContext {
  readonly document: DslDocument;
  readonly source: SourceDocument;
  /** Every declaration in document order (see `walkDeclarations`). */
  readonly declarations: readonly Declaration[];
  /** Names of every named type, union and variant, for reference checks and hints. */
  readonly typeNames: ReadonlySet<string>;
  /** How each target language names things, which the naming rules hold every name to. */
  readonly namings: readonly TargetNaming[];
}

export interface Rule {
  /** What the rule guarantees once it passes, in a few words. */
  readonly name: string;
  check(context: RuleContext): Diagnostic[];
}

/** A diagnostic located at a pointer's value, or at its key when `at` is "key". */
export function report(
  context: RuleContext,
  code: Diagnostic["code"],
  pointer: string,
  message: string,
  options: { hint?: string | undefined; at?: "key" | "value" } = {},
): Diagnostic {
  const offset = options.at === "key" ? context.source.keyOffsetOf(pointer) : context.source.offsetOf(pointer);
  return { code, message, pointer, offset, ...(options.hint === undefined ? {} : { hint: options.hint }) };
}

/** Each declared name's first declaration; a later one of the same name is the unique-names rule's to report. */
export function declarationsByName(context: RuleContext): Map<string, Declaration> {
  const byName = new Map<string, Declaration>();
  for (const declaration of context.declarations)
    if (!byName.has(declaration.name)) byName.set(declaration.name, declaration);
  return byName;
}
