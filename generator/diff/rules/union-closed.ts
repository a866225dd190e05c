/** An open union made closed: recorded values with tags it did not know were valid and now are not. */
import type { DiffRule } from "../diff-rule.js";

export const unionClosed: DiffRule = {
  id: "union-closed",
  class: "wire",
  bump: "major",
  summary: "an open union was closed: values with unknown tags are rejected",
  find: ({ pairing }) =>
    pairing.unions
      .filter(({ before, after }) => before.open && !after.open)
      .map(({ before, after }) => ({
        message: `union "${after.name}" was closed; recorded values with a ${after.tag} it does not list no longer validate`,
        before: `${before.pointer}/open`,
        after: after.pointer,
      })),
};
