/** A changed doc line: it reaches TSDoc and JSON Schema descriptions, never a type or a validator. */
import type { DiffRule, Finding } from "../diff-rule.js";
import { describeField } from "../describe.js";

export const docChanged: DiffRule = {
  id: "doc-changed",
  class: "safe",
  bump: "patch",
  summary: "a doc line changed",
  find({ before: old, after: now, pairing }) {
    const found: Finding[] = [];
    if (old.ir.doc !== now.ir.doc)
      found.push({ message: "the vocabulary's doc changed", before: "/doc", after: "/doc" });
    const declarations = [
      ...pairing.types,
      ...pairing.unions.filter((pair) => pair.before.outerTags.length > 0),
      ...pairing.variants,
    ];
    for (const { before, after } of declarations) {
      if (before.doc === after.doc) continue;
      found.push({
        message: `the doc of ${after.kind} "${after.name}" changed`,
        before: `${before.pointer}/doc`,
        after: `${after.pointer}/doc`,
      });
    }
    for (const { owners, common } of pairing.fields) {
      for (const { before, after } of common) {
        if (before.doc === after.doc) continue;
        found.push({
          message: `the doc of ${describeField(owners.after, after.name)} changed`,
          before: `${before.pointer}/doc`,
          after: `${after.pointer}/doc`,
        });
      }
    }
    return found;
  },
};
