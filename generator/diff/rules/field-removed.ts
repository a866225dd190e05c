/** A field that is gone: records are closed, so a recorded value still carrying the key is rejected. */
import type { DiffRule } from "../diff-rule.js";
import { describeField } from "../describe.js";

export const fieldRemoved: DiffRule = {
  id: "field-removed",
  class: "wire",
  bump: "major",
  summary: "a field was removed: closed records reject recorded values that carry it",
  find: ({ pairing }) =>
    pairing.fields.flatMap(({ owners, removed }) =>
      removed.map((field) => ({
        message: `${describeField(owners.before, field.name)} was removed; recorded values that carry it no longer validate`,
        before: field.pointer,
        after: `${owners.after.pointer}/fields`,
      })),
    ),
};
