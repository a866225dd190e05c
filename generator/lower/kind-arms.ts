/**
 * How every host tests a `by-kind` rule (`check-plan.ts`), decided once: first whether the value
 * has a kind some arm takes, by each arm's test (a primitive arm by its own primitive's test, so an
 * `integer` arm takes no fraction; any other by its JSON kind), null too when the rule takes it; then,
 * for an arm with more to check than that test, the arm's rule on a value of its kind. Arms differ in
 * kind, so at most one applies and no host tries one and then another.
 */
import type { ValueKind } from "../model/json-kinds.js";
import type { CheckedPrimitive, KindArm } from "./check-plan.js";

export type ArmTest =
  | { readonly by: "primitive"; readonly primitive: CheckedPrimitive }
  | { readonly by: "kind"; readonly json: ValueKind };

export function armTest(arm: KindArm): ArmTest {
  return arm.rule.kind === "primitive"
    ? { by: "primitive", primitive: arm.rule.primitive }
    : { by: "kind", json: arm.json };
}

/** Whether an arm's rule asks more than its test: anything but a primitive without constraints or a `const`. */
export function armChecksMore(arm: KindArm): boolean {
  return !(arm.rule.kind === "primitive" && arm.rule.constraints.length === 0 && arm.rule.const === undefined);
}

/** The arms' type words as Ajv's `type` list names them, null last: `must be string,integer,null`. */
export function typeWords(arms: readonly KindArm[], nullable: boolean): string[] {
  const words = arms.map((arm) => {
    const test = armTest(arm);
    return test.by === "primitive" ? test.primitive : test.json;
  });
  return nullable ? [...words, "null"] : words;
}
