/**
 * Ajv's standalone compile, loaded only when its code must be compiled afresh (`emit-ajv.ts` imports
 * this module lazily): a run whose inputs are unchanged never loads it.
 */
import standaloneCodeModule from "ajv/dist/standalone/index.js";
import type { Ajv2020 } from "ajv/dist/2020.js";
import type { JsonSchema } from "../../emit/emit-json-schema.js";
import { compileSchema } from "./compile-ajv.js";

// The standalone module is CommonJS with a default export; under ESM interop it may arrive wrapped.
const standaloneCode = ((standaloneCodeModule as unknown as { default?: typeof standaloneCodeModule }).default ??
  standaloneCodeModule) as unknown as (ajv: Ajv2020, refs: Record<string, string>) => string;

/** Ajv's standalone ESM module exporting one function per entry of `refs` (export name → schema id). */
export function compileStandalone(schema: JsonSchema, refs: Readonly<Record<string, string>>): string {
  return standaloneCode(compileSchema(schema), { ...refs });
}
