/**
 * A renamed type: a top-level type that disappeared while one of identical structure appeared, or a
 * variant or nested union whose tag path is unchanged but whose `name` changed. The wire format is
 * the same; every import of the old name stops compiling.
 */
import type { DiffRule, Finding } from "../diff-rule.js";

export const typeRenamed: DiffRule = {
  id: "type-renamed",
  class: "source",
  bump: "major",
  summary: "a type, variant or nested union was renamed (same structure or same tag path)",
  find({ pairing }) {
    const found: Finding[] = pairing.renamedTypes.map(({ before, after }) => ({
      message: `${before.kind} "${before.name}" was renamed to "${after.name}"; code naming "${before.name}" stops compiling`,
      before: before.pointer,
      after: after.pointer,
    }));
    const members = [...pairing.unions.filter((pair) => pair.before.outerTags.length > 0), ...pairing.variants];
    for (const { before, after } of members) {
      if (before.name === after.name) continue;
      found.push({
        message: `${before.kind} "${before.name}" was renamed to "${after.name}" (same tag path); code naming "${before.name}" stops compiling`,
        before: before.pointer,
        after: after.pointer,
      });
    }
    return found;
  },
};
