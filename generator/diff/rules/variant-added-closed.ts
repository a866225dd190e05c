/**
 * A new variant in a closed union. This is how the vocabulary grows, and it is meant to break the
 * build: every bridge and exhaustive switch must write the new arm. The finding names the
 * hand-written `define…Bridge` sites of the outermost union that lack the arm: the sites `cardc gen`
 * names for it (`bridges/bridge-sites.ts`). Readers not yet upgraded reject the new card and show
 * its fallback, so it does not break the wire.
 */
import { armOf, sitesLacking } from "../../bridges/bridge-sites.js";
import type { DiffRule } from "../diff-rule.js";
import { membersOnlyIn } from "../pair-vocabularies.js";
import { describeMember } from "../describe.js";

export const variantAddedClosed: DiffRule = {
  id: "variant-added-closed",
  class: "source",
  bump: "major",
  summary: "a closed union gained a variant: every bridge and exhaustive switch needs the new arm",
  find: ({ after: vocabulary, pairing, bridgeSites }) =>
    pairing.unions
      .filter(({ after }) => !after.open)
      .flatMap(({ before, after }) =>
        membersOnlyIn(after, before).map((member) => {
          const { union, arm } = armOf(vocabulary.ir, after, member.tagValue);
          const lacking = sitesLacking(bridgeSites, union, arm);
          const bridged = bridgeSites.some((site) => site.union === union);
          const where =
            lacking.length > 0
              ? `${lacking.length === 1 ? "1 bridge" : `${lacking.length} bridges`} of "${union}" must add the arm`
              : bridged
                ? `every hand-written bridge of "${union}" has the arm`
                : `no hand-written bridge calls define…Bridge for "${union}": every exhaustive switch over it needs the arm`;
          return {
            message: `${describeMember(after, member.tagValue)} ("${member.type.name}") was added to a closed union; ${where}`,
            before: `${before.pointer}/variants`,
            after: member.type.pointer,
            ...(lacking.length === 0 ? {} : { mustChange: lacking }),
          };
        }),
      ),
};
