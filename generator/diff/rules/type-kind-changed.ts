/**
 * A type that changed kind: a named type that became another kind (an enum became a record), or a
 * variant that became a nested union under the same tag value (or the reverse). No recorded value
 * of the old kind validates: a nested union needs a tag the old leaf values never carried.
 */
import type { DiffRule } from "../diff-rule.js";

export const typeKindChanged: DiffRule = {
  id: "type-kind-changed",
  class: "wire",
  bump: "major",
  summary: "a named type changed kind (enum, record, union), or a variant became a nested union or back",
  find: ({ pairing }) =>
    [...pairing.kindChanged, ...pairing.memberKindChanged].map(({ before, after }) => ({
      message: `${before.kind} "${before.name}" became ${after.kind} "${after.name}"; no recorded ${before.kind} value validates`,
      before: before.pointer,
      after: after.pointer,
    })),
};
