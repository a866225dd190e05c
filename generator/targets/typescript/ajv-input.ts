/**
 * The part of the JSON Schema that Ajv's standalone code depends on: the schema with its annotations
 * (`description`, `title`, `examples`, `deprecated`, `$comment`) removed. Ajv embeds some schema
 * objects in its output verbatim, so with annotations a doc edit would change the compiled code and
 * force a compile; without them, a change to documentation alone leaves the artifact's inputs as they
 * were, and `gen` reuses it without loading Ajv.
 *
 * Only schema positions are walked (`properties` holds schemas by field name, so a field called
 * `description` is kept; `discriminator` and `enum` hold data, which is copied as it is).
 */
import type { JsonSchema } from "../../emit/emit-json-schema.js";

const annotations = new Set(["description", "title", "examples", "deprecated", "$comment"]);

/** Keywords whose value is one schema. */
const schemaKeywords = new Set(["items", "if", "then", "else", "not", "additionalProperties"]);
/** Keywords whose value is a list of schemas. */
const schemaListKeywords = new Set(["allOf", "anyOf", "oneOf"]);
/** Keywords whose value maps names to schemas. */
const schemaMapKeywords = new Set(["$defs", "properties", "dependentSchemas"]);

export function withoutAnnotations(schema: JsonSchema): JsonSchema {
  return strip(schema) as JsonSchema;
}

function strip(schema: unknown): unknown {
  if (schema === null || typeof schema !== "object" || Array.isArray(schema)) return schema;
  const kept: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (annotations.has(keyword)) continue;
    if (schemaKeywords.has(keyword)) kept[keyword] = strip(value);
    else if (schemaListKeywords.has(keyword)) kept[keyword] = (value as unknown[]).map(strip);
    else if (schemaMapKeywords.has(keyword))
      kept[keyword] = Object.fromEntries(Object.entries(value as object).map(([name, inner]) => [name, strip(inner)]));
    else kept[keyword] = value;
  }
  return kept;
}
