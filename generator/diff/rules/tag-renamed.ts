/** A union whose tag field changed name: every recorded value carries the old key. */
import type { DiffRule } from "../diff-rule.js";

export const tagRenamed: DiffRule = {
  id: "tag-renamed",
  class: "wire",
  bump: "major",
  summary: "a union's tag field was renamed",
  find: ({ pairing }) =>
    pairing.unions
      .filter(({ before, after }) => before.tag !== after.tag)
      .map(({ before, after }) => ({
        message: `union "${after.name}" tag field changed from "${before.tag}" to "${after.tag}"; recorded values carry "${before.tag}"`,
        before: `${before.pointer}/tag`,
        after: `${after.pointer}/tag`,
      })),
};
