/**
 * Something removed (a type, a variant, a field, renamed ones included, or an enum value) that the
 * old version did not mark `deprecated`, itself or through the declaration that holds it. Consumers
 * got no `@deprecated` warning before their code broke; the removal's own rule says what it breaks.
 */
import type { DiffRule, Finding } from "../diff-rule.js";
import { describeField, describeMember } from "../describe.js";
import { membersOnlyIn } from "../pair-vocabularies.js";

const notice = "was removed without being deprecated first; mark it deprecated (with the replacement) for a release";

export const removedWithoutDeprecation: DiffRule = {
  id: "removed-without-deprecation",
  class: "source",
  bump: "major",
  summary: "a type, variant, field or enum value was removed without a prior deprecated release",
  find({ pairing }) {
    const found: Finding[] = pairing.removedTypes
      .filter((type) => type.deprecated === undefined)
      .map((type) => ({ message: `${type.kind} "${type.name}" ${notice}`, before: type.pointer, after: "/types" }));
    for (const { before, after } of pairing.unions) {
      if (before.deprecated !== undefined) continue;
      for (const member of membersOnlyIn(before, after)) {
        if (member.type.deprecated !== undefined) continue;
        found.push({
          message: `${describeMember(before, member.tagValue)} ${notice}`,
          before: member.type.pointer,
          after: `${after.pointer}/variants`,
        });
      }
    }
    for (const { owners, removed, renamed } of pairing.fields) {
      if (owners.before.deprecated !== undefined) continue;
      for (const field of [...removed, ...renamed.map((pair) => pair.before)]) {
        if (field.deprecated !== undefined) continue;
        found.push({
          message: `${describeField(owners.before, field.name)} ${notice}`,
          before: field.pointer,
          after: `${owners.after.pointer}/fields`,
        });
      }
    }
    for (const { before, after } of pairing.enums) {
      if (before.deprecated !== undefined) continue;
      const deprecated = new Set(before.deprecatedValues.map((entry) => entry.value));
      for (const [index, value] of before.values.entries()) {
        if (after.values.includes(value) || deprecated.has(value)) continue;
        found.push({
          message: `enum "${before.name}" value ${JSON.stringify(value)} ${notice}`,
          before: `${before.pointer}/enum/${index}`,
          after: `${after.pointer}/enum`,
        });
      }
    }
    return found;
  },
};
