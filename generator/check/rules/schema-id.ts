/**
 * The vocabulary's `id` becomes the generated JSON Schema's `$id`, which Ajv resolves every `$ref`
 * against when it compiles the validators. So it must be an absolute URI without a fragment that
 * Ajv's URI library (fast-uri, which `ajv/dist/runtime/uri` re-exports) reads back unchanged;
 * anything else would fail (or silently change) at compile time, after the checks had passed. The
 * library is imported directly, so checking a vocabulary never loads Ajv itself.
 */
import uri from "fast-uri";
import type { Diagnostic } from "../../model/diagnostic.js";
import { type Rule, report } from "../rule.js";

export const schemaId: Rule = {
  name: "the id is a URI Ajv accepts",
  check(context) {
    const id = context.document.id;
    const problem = idProblem(id);
    if (problem === undefined) return [];
    const message = `found id ${JSON.stringify(id)}, ${problem}; expected an absolute URI without a fragment`;
    const diagnostic: Diagnostic = report(context, "CARD_BAD_ID", "/id", message, {
      hint: 'for example "urn:cardc:cards" or "https://example.com/cards.schema.json"',
    });
    return [diagnostic];
  },
};

function idProblem(id: string): string | undefined {
  if (id.includes("#")) return "which has a fragment";
  if (/\s/.test(id)) return "which contains white space";
  const parsed = uri.parse(id);
  if (parsed.error !== undefined) return `which is not a URI (${parsed.error.replace(/\.$/, "").toLowerCase()})`;
  if (parsed.scheme === undefined) return "which is relative";
  let normalised: string;
  try {
    normalised = uri.serialize(parsed);
  } catch {
    return "which cannot be written back as a URI";
  }
  return normalised === id ? undefined : `which Ajv would rewrite as ${JSON.stringify(normalised)}`;
}
