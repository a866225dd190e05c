/** Something newly marked `deprecated`: consumers see a warning, nothing stops working. */
import type { DiffRule, Finding } from "../diff-rule.js";
import { describeField } from "../describe.js";

export const deprecationAdded: DiffRule = {
  id: "deprecation-added",
  class: "safe",
  bump: "minor",
  summary: "a type, variant, field or enum value was marked deprecated",
  find({ pairing }) {
    const found: Finding[] = [];
    const declarations = [
      ...pairing.types,
      ...pairing.unions.filter((pair) => pair.before.outerTags.length > 0),
      ...pairing.variants,
    ];
    for (const { before, after } of declarations) {
      if (before.deprecated !== undefined || after.deprecated === undefined) continue;
      found.push({
        message: `${after.kind} "${after.name}" was deprecated: ${after.deprecated}`,
        before: before.pointer,
        after: `${after.pointer}/deprecated`,
      });
    }
    for (const { owners, common } of pairing.fields) {
      for (const { before, after } of common) {
        if (before.deprecated !== undefined || after.deprecated === undefined) continue;
        found.push({
          message: `${describeField(owners.after, after.name)} was deprecated: ${after.deprecated}`,
          before: before.pointer,
          after: `${after.pointer}/deprecated`,
        });
      }
    }
    for (const { before, after } of pairing.enums) {
      for (const { value, reason } of after.deprecatedValues) {
        if (before.deprecatedValues.some((entry) => entry.value === value)) continue;
        found.push({
          message: `enum "${after.name}" value ${JSON.stringify(value)} was deprecated: ${reason}`,
          before: before.pointer,
          after: `${after.pointer}/deprecatedValues`,
        });
      }
    }
    return found;
  },
};
