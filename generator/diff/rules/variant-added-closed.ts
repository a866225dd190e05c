/**
 * A new variant in a closed union. This is how the vocabulary grows, and it is meant to break the
 * build: every bridge and exhaustive switch must write the new arm. The finding names the
 * hand-written `define…Bridge` calls for the outermost union, or the union when there are none.
 * Readers not yet upgraded reject the new card and show its fallback, so it does not break the wire.
 */
import type { DiffRule } from "../diff-rule.js";
import { bridgesOf } from "../bridge-sites.js";
import { membersOnlyIn } from "../pair-vocabularies.js";
import { describeMember, outermostUnion } from "../describe.js";

export const variantAddedClosed: DiffRule = {
  id: "variant-added-closed",
  class: "source",
  bump: "major",
  summary: "a closed union gained a variant: every bridge and exhaustive switch needs the new arm",
  find: ({ pairing, bridgeSites }) =>
    pairing.unions
      .filter(({ after }) => !after.open)
      .flatMap(({ before, after }) =>
        membersOnlyIn(after, before).map((member) => {
          const union = outermostUnion(after);
          const bridges = bridgesOf(bridgeSites, union);
          const where =
            bridges.length === 0
              ? `no hand-written bridge calls define…Bridge for "${union}": every exhaustive switch over it needs the arm`
              : `${bridges.length === 1 ? "1 bridge" : `${bridges.length} bridges`} of "${union}" must add the arm`;
          return {
            message: `${describeMember(after, member.tagValue)} ("${member.type.name}") was added to a closed union; ${where}`,
            before: `${before.pointer}/variants`,
            after: member.type.pointer,
            ...(bridges.length === 0 ? {} : { mustChange: bridges }),
          };
        }),
      ),
};
