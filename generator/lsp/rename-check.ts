/**
 * Whether the compiler's naming rules accept a rename: the rules that judge names (`validNames`,
 * `uniqueNames` with every name the generated code derives, `targetSpellings` for each target language)
 * run over the document as it would be renamed, in memory: the projected DSL with the name replaced
 * in its declaration and in every `"type"`. Re-parsing and re-checking the renamed text would take
 * as long as `gen`'s checks on a large vocabulary; these rules alone take a few milliseconds. A
 * problem they report that names the new name is the refusal.
 */
import type { RuleContext } from "../check/rule.js";
import { targetSpellings } from "../check/rules/target-spellings.js";
import { uniqueNames } from "../check/rules/unique-names.js";
import { validNames } from "../check/rules/valid-names.js";
import type { DiagnosticCode } from "../model/codes.js";
import type { Diagnostic } from "../model/diagnostic.js";
import { type DslDocument, walkDeclarations } from "../model/dsl.js";
import { renameInTypeExpression } from "../model/type-expression.js";
import { targetNamings } from "../targets/index.js";
import { projectDocument } from "./project-document.js";
import type { VocabularyIndex } from "./vocabulary-index.js";

const namingRules = [validNames, uniqueNames, targetSpellings];

/** The codes through which those rules refuse a name. */
const namingCodes: ReadonlySet<DiagnosticCode> = new Set([
  "CARD_INVALID_NAME",
  "CARD_RESERVED_NAME",
  "CARD_DUPLICATE_NAME",
  "CARD_INTEGER_LIKE_KEY",
]);

type Node = Readonly<Record<string, unknown>>;

const mapValues = (object: unknown, map: (value: Node) => Node): Record<string, Node> =>
  Object.fromEntries(Object.entries(object as Record<string, Node>).map(([key, value]) => [key, map(value)]));

/** The document with `from` renamed to `to` wherever it names a type: a key under `types`, a `name`, a `"type"`. */
export function renameInDocument(document: DslDocument, from: string, to: string): DslDocument {
  const retype = (type: unknown): unknown => (typeof type === "string" ? renameInTypeExpression(type, from, to) : type);
  const renameNode = (node: Node): Node => ({
    ...node,
    ...(node["name"] === from ? { name: to } : {}),
    ...(Object.hasOwn(node, "fields")
      ? { fields: mapValues(node["fields"], (field) => ({ ...field, type: retype(field["type"]) })) }
      : {}),
    ...(Object.hasOwn(node, "variants") ? { variants: mapValues(node["variants"], renameNode) } : {}),
  });
  const types = Object.entries(document.types).map(([name, type]) => [
    name === from ? to : name,
    renameNode(type as unknown as Node),
  ]);
  return { ...document, types: Object.fromEntries(types) as DslDocument["types"] };
}

/** The rules' objection to renaming `from` to `to`, if they have one. */
export function namingRefusal(index: VocabularyIndex, from: string, to: string): Diagnostic | undefined {
  const document = renameInDocument(projectDocument(index.source.value), from, to);
  const declarations = walkDeclarations(document);
  const context: RuleContext = {
    document,
    // Offsets only place the rules' messages ("declared at 12:5"); the original text's are close enough.
    source: index.source,
    declarations,
    typeNames: new Set(declarations.map((declaration) => declaration.name)),
    namings: targetNamings,
  };
  const quoted = `"${to}"`;
  for (const rule of namingRules) {
    const refused = rule
      .check(context)
      .find((diagnostic) => namingCodes.has(diagnostic.code) && diagnostic.message.includes(quoted));
    if (refused !== undefined) return refused;
  }
  return undefined;
}
