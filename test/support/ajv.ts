/**
 * Ajv as the tests run it on the real vocabulary: the standalone code `cardc/ajv` exports, or for a
 * union (which it does not export) Ajv's own compile of the schema it is compiled from (the published
 * one with what Ajv's `discriminator` needs on each closed union) with the same options; and where
 * Ajv's first error points, as a JSON Pointer to the offending value.
 */
import * as standalone from "../../generated/validators.compiled.js";
import { buildJsonSchema } from "../../generator/emit/emit-json-schema.js";
import { compileSchema } from "../../generator/targets/typescript/compile-ajv.js";
import type { AjvErrorObject, CompiledValidator } from "../../runtime/core/validation.js";
import { escapePointerToken } from "../../generator/model/pointer.js";
import { generateOk, readRealSchema } from "./generate.js";

const { ir } = await generateOk(readRealSchema());
const inProcess = compileSchema(buildJsonSchema(ir, { forAjv: true }));

export function ajvValidator(type: string): CompiledValidator {
  const exported = (standalone as Record<string, CompiledValidator | undefined>)[type];
  const compiled = exported ?? inProcess.getSchema(`${ir.id}#/$defs/${type}`);
  if (compiled === undefined) throw new Error(`Ajv has no validator for ${type}`);
  return compiled as CompiledValidator;
}

/**
 * Ajv reports a missing or unknown key, and a discriminator's tag, at the object that holds it, and
 * names the key in `params`; the generated explainers point at the key itself, as `validateX` does.
 */
export function ajvFirstPointer(errors: readonly AjvErrorObject[] | null | undefined): string | undefined {
  const first = errors?.[0];
  if (first === undefined) return undefined;
  const key = (name: string): string => `${first.instancePath}/${escapePointerToken(String(first.params[name]))}`;
  switch (first.keyword) {
    case "required":
      return key("missingProperty");
    case "additionalProperties":
      return key("additionalProperty");
    case "discriminator":
      return key("tag");
    default:
      return first.instancePath;
  }
}
