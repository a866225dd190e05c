/** A closed union made open: every value valid before still is, and the known members keep their types. */
import type { DiffRule } from "../diff-rule.js";

export const unionOpened: DiffRule = {
  id: "union-opened",
  class: "safe",
  summary: "a closed union was opened",
  find: ({ pairing }) =>
    pairing.unions
      .filter(({ before, after }) => !before.open && after.open)
      .map(({ before, after }) => ({
        message: `union "${after.name}" was opened; consumers should fall through on ${after.tag} values they do not know`,
        before: before.pointer,
        after: `${after.pointer}/open`,
      })),
};
