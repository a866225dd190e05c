/**
 * A `const` removed from a field or a named scalar: every recorded value stays valid, but TypeScript
 * reads the field as its primitive instead of the literal, so code that relied on the literal (a
 * narrowing, an assignment to the literal type) stops compiling.
 */
import type { DiffRule } from "../diff-rule.js";
import { constrainedPlaces } from "./constrained-places.js";

export const constRemoved: DiffRule = {
  id: "const-removed",
  class: "source",
  bump: "major",
  summary: "a const was removed: TypeScript reads the primitive instead of the literal",
  find: ({ pairing }) =>
    constrainedPlaces(pairing)
      .filter(({ constraints: { before, after } }) => before.const !== undefined && after.const === undefined)
      .map(({ subject, constraints: { before, after } }) => ({
        message: `${subject} is no longer always ${JSON.stringify(before.const)}; TypeScript reads its primitive instead of the literal`,
        before: `${before.pointer}/const`,
        after: after.pointer,
      })),
};
