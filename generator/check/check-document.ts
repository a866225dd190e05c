/**
 * Runs every check on a vocabulary source, in order: JSON syntax, the meta-schema, then the
 * semantic rules. It collects every problem before stopping, so an author fixes them all in one
 * pass; a stage that cannot run (a later one needs the earlier shape) is skipped, not guessed at.
 */
import type { Diagnostic } from "../model/diagnostic.js";
import { sortDiagnostics } from "../model/diagnostic.js";
import { type DslDocument, walkDeclarations } from "../model/dsl.js";
import { checkStructure } from "./check-structure.js";
import { rules } from "./rules/index.js";
import type { TargetNaming } from "../model/target-naming.js";
import type { RuleContext } from "./rule.js";
import { parseSource, type SourceDocument } from "../parse/parse-source.js";
import { describePosition, pointerTokens } from "../model/pointer.js";

export type CheckResult =
  | { readonly ok: true; readonly document: DslDocument; readonly source: SourceDocument }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[]; readonly source?: SourceDocument };

/**
 * Parses and checks a vocabulary: its structure against the meta-schema, then every rule, the naming
 * rules against each target language's `namings` (the caller's targets: `check/` knows no language).
 */
export function checkDocument(text: string, namings: readonly TargetNaming[]): CheckResult {
  const parsed = parseSource(text);
  if (!parsed.ok) return { ok: false, diagnostics: parsed.diagnostics };
  const source = parsed.document;
  const diagnostics = parsed.diagnostics.map((diagnostic) => refineDuplicateKey(source, diagnostic));
  // A number out of range also fails the meta-schema's type check; one report of it is enough.
  const unsafeNumbers = new Set(
    diagnostics.filter((diagnostic) => diagnostic.code === "CARD_NUMBER_RANGE").map((diagnostic) => diagnostic.pointer),
  );
  const structural = checkStructure(source);
  diagnostics.push(...structural.filter((diagnostic) => !unsafeNumbers.has(diagnostic.pointer)));
  // Unknown keys leave the document's shape intact, so the semantic rules can still run and report
  // everything else in the same pass; any other structural problem would make them guess.
  if (structural.every((diagnostic) => diagnostic.code === "CARD_UNKNOWN_KEY")) {
    const document = source.value as DslDocument;
    const declarations = walkDeclarations(document);
    const context: RuleContext = {
      document,
      source,
      declarations,
      typeNames: new Set(declarations.map((declaration) => declaration.name)),
      namings,
    };
    for (const rule of rules) diagnostics.push(...rule.check(context));
    if (diagnostics.length === 0) return { ok: true, document, source };
  }
  return { ok: false, diagnostics: sortDiagnostics(diagnostics), source };
}

/** A duplicate key that declares a type or a tag value gets the more specific code. */
function refineDuplicateKey(source: SourceDocument, diagnostic: Diagnostic): Diagnostic {
  if (diagnostic.code !== "CARD_DUPLICATE_KEY") return diagnostic;
  const tokens = pointerTokens(diagnostic.pointer);
  const firstAt =
    diagnostic.firstOffset === undefined ? "" : `(first at ${describePosition(source.text, diagnostic.firstOffset)})`;
  if (tokens.length === 2 && tokens[0] === "types") {
    return {
      ...diagnostic,
      code: "CARD_DUPLICATE_NAME",
      message: `found type name "${tokens[1]}" declared again ${firstAt}; expected each name once`,
    };
  }
  if (
    tokens.length >= 4 &&
    tokens[0] === "types" &&
    tokens.length % 2 === 0 &&
    tokens.slice(2).every((token, index) => index % 2 === 1 || token === "variants")
  ) {
    type UnionNode = { tag?: unknown; name?: unknown; variants?: Record<string, unknown> } | undefined;
    let node = (source.value as { types: Record<string, unknown> }).types[tokens[1] as string] as UnionNode;
    let unionName = tokens[1];
    for (let index = 3; index < tokens.length - 1 && node !== undefined; index += 2) {
      node = node.variants?.[tokens[index] as string] as UnionNode;
      unionName = typeof node?.name === "string" ? node.name : unionName;
    }
    const tag = typeof node?.tag === "string" ? node.tag : "tag";
    return {
      ...diagnostic,
      code: "CARD_DUPLICATE_TAG",
      message: `union "${unionName}" declares ${tag} "${tokens[tokens.length - 1]}" twice ${firstAt}; expected each tag value once`,
    };
  }
  return diagnostic;
}
