/**
 * A new member of an open union. Values are fine (consumers already fall through on tags they do
 * not know), but every host's generated API names the known members: the bridge's `known` arms, Go's
 * handler interface and Rust's enum each gain one, so a host must write it before it compiles.
 */
import type { DiffRule } from "../diff-rule.js";
import { membersOnlyIn } from "../pair-vocabularies.js";
import { describeMember } from "../describe.js";

export const variantAddedOpen: DiffRule = {
  id: "variant-added-open",
  class: "source",
  bump: "major",
  summary: "an open union gained a known member: its bridge, Go handler and Rust enum need the new arm",
  find: ({ pairing }) =>
    pairing.unions
      .filter(({ after }) => after.open)
      .flatMap(({ before, after }) =>
        membersOnlyIn(after, before).map((member) => ({
          message: `${describeMember(after, member.tagValue)} ("${member.type.name}") was added to an open union; its bridge, Go handler and Rust enum need the new arm`,
          before: `${before.pointer}/variants`,
          after: member.type.pointer,
        })),
      ),
};
