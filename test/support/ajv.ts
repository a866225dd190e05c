/**
 * Ajv as the tests run it on the real vocabulary: the standalone code `cardc/ajv` exports, or for a
 * union (which it does not export) Ajv's own compile of the same schema with the same options; and
 * where Ajv's first error points, as a JSON Pointer to the offending value.
 */
import * as standalone from "../../generated/validators.compiled.js";
import generatedSchema from "../../generated/cards.schema.json" with { type: "json" };
import { compileSchema } from "../../generator/targets/typescript/compile-ajv.js";
import type { AjvErrorObject, CompiledValidator } from "../../runtime/core/validation.js";
import { escapePointerToken } from "../../generator/model/pointer.js";

const inProcess = compileSchema(generatedSchema);

export function ajvValidator(type: string): CompiledValidator {
  const exported = (standalone as Record<string, CompiledValidator | undefined>)[type];
  const compiled = exported ?? inProcess.getSchema(`${generatedSchema.$id}#/$defs/${type}`);
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
