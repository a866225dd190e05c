/**
 * The TypeScript tests of a value's JSON kind that the guards, the explainers and a union of kinds'
 * tests all write: not an object, and each checked primitive.
 */
import { type Code, code } from "../../emit/code.js";
import type { CheckedPrimitive } from "../../lower/check-plan.js";

/** The test that a value is not a JSON object. */
export function notObject(value: Code): Code {
  return code`typeof ${value} !== "object" || ${value} === null || Array.isArray(${value})`;
}

/** The test that a value is of a primitive type. Non-finite numbers are never JSON numbers, so neither number test admits them. */
export const primitiveTests = {
  string: (local) => code`typeof ${local} === "string"`,
  boolean: (local) => code`typeof ${local} === "boolean"`,
  integer: (local) => code`Number.isInteger(${local})`,
  number: (local) => code`Number.isFinite(${local})`,
} satisfies Record<CheckedPrimitive, (local: Code) => Code>;
