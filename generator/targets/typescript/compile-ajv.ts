/**
 * Ajv itself, loaded only when its standalone code must be compiled afresh (`emit-ajv.ts` imports
 * this module lazily): the options every artifact is compiled with, and the compile. A run whose
 * inputs are unchanged never loads it.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import standaloneCodeModule from "ajv/dist/standalone/index.js";
import type { JsonSchema } from "../../emit/emit-json-schema.js";
import { ajvOptions } from "./ajv-options.js";

// The standalone module is CommonJS with a default export; under ESM interop it may arrive wrapped.
const standaloneCode = ((standaloneCodeModule as unknown as { default?: typeof standaloneCodeModule }).default ??
  standaloneCodeModule) as unknown as (ajv: Ajv2020, refs: Record<string, string>) => string;

/** Compiles the schema once with the artifact's options; the caller may reuse the instance. */
export function compileSchema(schema: JsonSchema): Ajv2020 {
  const ajv = new Ajv2020({ ...ajvOptions, code: { ...ajvOptions.code } });
  ajv.addSchema(schema);
  return ajv;
}

/** Ajv's standalone ESM module exporting one function per entry of `refs` (export name → schema id). */
export function compileStandalone(schema: JsonSchema, refs: Readonly<Record<string, string>>): string {
  return standaloneCode(compileSchema(schema), { ...refs });
}
