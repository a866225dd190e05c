/**
 * The JSON Schema as an OpenAPI 3.1 document (`openapi.json`): every `$defs` entry under
 * `components.schemas`, each `$ref` pointing there. OpenAPI 3.1's schema objects are JSON Schema
 * 2020-12, so the entries are the JSON Schema's own; only the references move. A schema embedded
 * under `components` as it stands keeps `#/$defs/…` references, which resolve against its `$id` by
 * the JSON Schema rules but which OpenAPI tools (openapi-typescript among them) read from the
 * document's root and cannot find. An API's own document can merge these `components.schemas` or
 * refer into the file (`openapi.json#/components/schemas/ToolCallView`).
 */
import type { JsonSchema } from "./emit-json-schema.js";

const defsPrefix = "#/$defs/";
const componentsPrefix = "#/components/schemas/";

/** A schema with every `#/$defs/X` reference turned into `#/components/schemas/X`, deep. */
function withComponentRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withComponentRefs);
  if (typeof schema !== "object" || schema === null) return schema;
  const moved: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    moved[key] =
      key === "$ref" && typeof value === "string" && value.startsWith(defsPrefix)
        ? `${componentsPrefix}${value.slice(defsPrefix.length)}`
        : withComponentRefs(value);
  }
  return moved;
}

/** The OpenAPI document of a vocabulary's JSON Schema: no paths, its types as components. */
export function buildOpenApi(schema: JsonSchema, version: string, comment: string): Record<string, unknown> {
  const { $defs, $id, description } = schema as { $defs?: unknown; $id?: string; description?: string };
  return {
    openapi: "3.1.0",
    info: {
      title: $id ?? "cards",
      version,
      ...(description === undefined ? {} : { description }),
      "x-generated": comment,
    },
    paths: {},
    components: { schemas: withComponentRefs($defs ?? {}) },
  };
}
