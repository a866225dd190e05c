/**
 * Ajv configured as the standalone validators are compiled: the options of `ajv-options.ts` on the
 * 2020-12 dialect, with the vocabulary's JSON Schema added.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import type { JsonSchema } from "../../emit/emit-json-schema.js";
import { ajvFormatSources } from "./ajv-formats.js";
import { ajvOptions } from "./ajv-options.js";

/** Compiles the schema once with the artifact's options; the caller may reuse the instance. */
export function compileSchema(schema: JsonSchema): Ajv2020 {
  const ajv = new Ajv2020({ ...ajvOptions, code: { ...ajvOptions.code } });
  for (const [format, source] of Object.entries(ajvFormatSources())) ajv.addFormat(format, new RegExp(source, "u"));
  ajv.addSchema(schema);
  return ajv;
}
