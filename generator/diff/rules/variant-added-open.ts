/** A new member of an open union: consumers already fall through on tags they do not know. */
import type { DiffRule } from "../diff-rule.js";
import { membersOnlyIn } from "../pair-vocabularies.js";
import { describeMember } from "../describe.js";

export const variantAddedOpen: DiffRule = {
  id: "variant-added-open",
  class: "safe",
  summary: "an open union gained a known member",
  find: ({ pairing }) =>
    pairing.unions
      .filter(({ after }) => after.open)
      .flatMap(({ before, after }) =>
        membersOnlyIn(after, before).map((member) => ({
          message: `${describeMember(after, member.tagValue)} ("${member.type.name}") was added to an open union`,
          before: `${before.pointer}/variants`,
          after: member.type.pointer,
        })),
      ),
};
