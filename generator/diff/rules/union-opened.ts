/**
 * A closed union made open. Every value valid before still is and the known members keep their
 * types, but hosts must now handle the members they do not know: the bridge takes a required
 * `unknown` arm, Go's handler a method for `OtherX` and Rust's enum a variant for it.
 */
import type { DiffRule } from "../diff-rule.js";

export const unionOpened: DiffRule = {
  id: "union-opened",
  class: "source",
  bump: "major",
  summary: "a closed union was opened: its bridge, Go handler and Rust enum need an arm for unknown members",
  find: ({ pairing }) =>
    pairing.unions
      .filter(({ before, after }) => !before.open && after.open)
      .map(({ before, after }) => ({
        message: `union "${after.name}" was opened; its bridge, Go handler and Rust enum need an arm for ${after.tag} values they do not know`,
        before: before.pointer,
        after: `${after.pointer}/open`,
      })),
};
