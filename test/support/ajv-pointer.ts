/**
 * Where Ajv's first error points, as a JSON Pointer to the offending value: Ajv reports a missing or
 * unknown key, and a discriminator's tag, at the object that holds it, and names the key in
 * `params`; the generated explainers point at the key itself, as `validateX` reports it.
 */
import type { AjvErrorObject } from "../../runtime/core/validation.js";
import { escapePointerToken } from "../../generator/model/pointer.js";

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
