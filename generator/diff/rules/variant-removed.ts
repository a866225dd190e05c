/** A tag value that a union no longer has: every recorded value carrying it stops validating. */
import type { DiffRule } from "../diff-rule.js";
import { membersOnlyIn } from "../pair-vocabularies.js";
import { describeMember } from "../describe.js";

export const variantRemoved: DiffRule = {
  id: "variant-removed",
  class: "wire",
  bump: "major",
  summary: "a union lost a variant (tag value): recorded values with it are rejected",
  find: ({ pairing }) =>
    pairing.unions.flatMap(({ before, after }) =>
      membersOnlyIn(before, after).map((member) => ({
        message: `${describeMember(before, member.tagValue)} ("${member.type.name}") was removed; recorded values with it no longer validate`,
        before: member.type.pointer,
        after: `${after.pointer}/variants`,
      })),
    ),
};
