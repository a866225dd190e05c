/** A `const` added or changed on a field or a named scalar: recorded values other than the new one no longer validate. */
import type { DiffRule } from "../diff-rule.js";
import { constrainedPlaces } from "./constrained-places.js";

export const constTightened: DiffRule = {
  id: "const-tightened",
  class: "wire",
  bump: "major",
  summary: "a const was added or changed",
  find: ({ pairing }) =>
    constrainedPlaces(pairing)
      .filter(({ constraints: { before, after } }) => after.const !== undefined && before.const !== after.const)
      .map(({ subject, constraints: { before, after } }) => ({
        message:
          before.const === undefined
            ? `${subject} is now always ${JSON.stringify(after.const)}; recorded values other than it no longer validate`
            : `${subject} changed its const from ${JSON.stringify(before.const)} to ${JSON.stringify(after.const)}; recorded values no longer validate`,
        before: before.const === undefined ? before.pointer : `${before.pointer}/const`,
        after: `${after.pointer}/const`,
      })),
};
