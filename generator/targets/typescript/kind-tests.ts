/**
 * The TypeScript tests of a union of kinds (`lower/kind-arms.ts`), shared by the guards and the
 * explainers: whether a value has a kind some arm takes, and which kind a value has. A table keyed
 * by the JSON kind, so a new kind stops this file compiling until it says how to test it.
 *
 *     typeof value === "string" || Array.isArray(value) || value === null
 */
import { type Code, code, join } from "../../emit/code.js";
import type { KindArm } from "../../lower/check-plan.js";
import { armTest } from "../../lower/kind-arms.js";
import type { ValueKind } from "../../model/json-kinds.js";
import { notObject, primitiveTests } from "./value-tests.js";

export const kindTests = {
  string: (local) => code`typeof ${local} === "string"`,
  number: (local) => code`Number.isFinite(${local})`,
  boolean: (local) => code`typeof ${local} === "boolean"`,
  array: (local) => code`Array.isArray(${local})`,
  object: (local) => code`!(${notObject(local)})`,
} satisfies Record<ValueKind, (local: Code) => Code>;

/** The test that passes an arm's value: its primitive's for a primitive arm, else its kind's. */
export function armHolds(arm: KindArm, local: Code): Code {
  const test = armTest(arm);
  return test.by === "primitive" ? primitiveTests[test.primitive](local) : kindTests[test.json](local);
}

/** The test that a value has a kind some arm takes, or is null where the rule takes null. */
export function someArmHolds(arms: readonly KindArm[], nullable: boolean, local: Code): Code {
  return join([...arms.map((arm) => armHolds(arm, local)), ...(nullable ? [code`${local} === null`] : [])], " || ");
}
