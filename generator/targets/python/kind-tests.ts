/**
 * The Python tests of a union of kinds (`lower/kind-arms.ts`): whether a value has a kind some arm
 * takes, and which kind it has. A primitive arm is tested as a primitive field is; any other through
 * the prelude's `_kind`, whose answer pyright does not narrow the value by, so an arm's own checks
 * meet the value as they would anywhere else. A table keyed by the JSON kind, so a new kind stops
 * this file compiling until it says what `_kind` calls it.
 *
 *     not (isinstance(field, str) or _kind(field) == "array" or field is None)
 */
import { type Code, join } from "../../emit/code.js";
import type { CheckedPrimitive, KindArm } from "../../lower/check-plan.js";
import { armTest } from "../../lower/kind-arms.js";
import type { ValueKind } from "../../model/json-kinds.js";
import { python } from "./syntax.js";

const { code } = python;

/** What the prelude's `_kind` answers for a value of each kind. */
const kindWords = {
  string: "string",
  number: "number",
  boolean: "boolean",
  array: "array",
  object: "object",
} satisfies Record<ValueKind, string>;

/** `_kind(subject) == "array"`, through the helper the caller names. */
export function kindIs(kind: ValueKind, subject: Code, kindHelper: Code): Code {
  return code`${kindHelper}(${subject}) == ${kindWords[kind]}`;
}

/** The test that finds a value no arm takes and that is not a null the rule takes. */
export function noArmHolds(
  arms: readonly KindArm[],
  nullable: boolean,
  subject: Code,
  primitiveFails: Record<CheckedPrimitive, (subject: Code) => Code>,
  kindHelper: () => Code,
): Code {
  const holds = arms.map((arm) => {
    const test = armTest(arm);
    return test.by === "primitive"
      ? code`not (${primitiveFails[test.primitive](subject)})`
      : kindIs(test.json, subject, kindHelper());
  });
  return code`not (${join([...holds, ...(nullable ? [code`${subject} is None`] : [])], " or ")})`;
}
