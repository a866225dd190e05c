/**
 * A named scalar widened from `integer` to `number`: every recorded value stays valid, but the
 * languages whose integers are a type of their own read the scalar as another type.
 */
import { languageList } from "../../model/target-naming.js";
import { targetNamings } from "../../targets/index.js";
import type { DiffRule } from "../diff-rule.js";
import { isWidening } from "./scalar-type-changed.js";

const readAnotherType = languageList(targetNamings.filter((naming) => naming.integerIsNotNumber));

export const scalarTypeWidened: DiffRule = {
  id: "scalar-type-widened",
  class: "source",
  bump: "major",
  summary: `a named scalar was widened from integer to number: ${readAnotherType} read another type`,
  find: ({ pairing }) =>
    pairing.scalars
      .filter(({ before, after }) => isWidening(before.primitive, after.primitive))
      .map(({ before, after }) => ({
        message: `scalar "${after.name}" was widened from integer to number; ${readAnotherType} read it as another type`,
        before: `${before.pointer}/type`,
        after: `${after.pointer}/type`,
      })),
};
