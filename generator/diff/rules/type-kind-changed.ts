/** A type that changed kind (an enum that became a record): no value of the old kind is valid any more. */
import type { DiffRule } from "../diff-rule.js";

export const typeKindChanged: DiffRule = {
  id: "type-kind-changed",
  class: "wire",
  summary: "a named type changed kind (enum, record, union)",
  find: ({ pairing }) =>
    pairing.kindChanged.map(({ before, after }) => ({
      message: `type "${after.name}" changed from ${before.kind} to ${after.kind}; no recorded ${before.kind} value validates`,
      before: before.pointer,
      after: after.pointer,
    })),
};
