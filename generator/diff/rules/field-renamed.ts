/** A field whose key changed while its type and flags did not: the wire key changes, and so does the TS property. */
import type { DiffRule } from "../diff-rule.js";
import { describeField } from "../describe.js";

export const fieldRenamed: DiffRule = {
  id: "field-renamed",
  class: "wire",
  bump: "major",
  summary: "a field was renamed: recorded values carry the old key",
  find: ({ pairing }) =>
    pairing.fields.flatMap(({ owners, renamed }) =>
      renamed.map(({ before, after }) => ({
        message: `${describeField(owners.after, before.name)} was renamed to "${after.name}"; recorded values carry "${before.name}"`,
        before: before.pointer,
        after: after.pointer,
      })),
    ),
};
