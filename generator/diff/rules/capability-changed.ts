/**
 * A variant's `capability` or `fallback` changed. Values and types are unchanged, and a host that
 * lacks the (new) capability now shows the (new) fallback card instead; but the bridge's options
 * follow the gates (the capability type, one fallback conversion per gated variant, typed gated →
 * fallback, and no options at all without a gate), so a host's `define…Bridge` call must follow too.
 */
import type { DiffRule } from "../diff-rule.js";

function describeGate(gate: { capability?: string; fallback?: string }): string {
  return gate.capability === undefined
    ? "no capability"
    : `capability "${gate.capability}" (else "${gate.fallback ?? ""}")`;
}

export const capabilityChanged: DiffRule = {
  id: "capability-changed",
  class: "source",
  bump: "major",
  summary: "a variant's capability or fallback changed: the bridge's capabilities and fallback conversions follow",
  find: ({ pairing }) =>
    [...pairing.unions.filter((pair) => pair.before.outerTags.length === 1), ...pairing.variants]
      .filter(({ before, after }) => before.capability !== after.capability || before.fallback !== after.fallback)
      .filter(({ after }) => after.kind === "union" || after.tags.length === 1)
      .map(({ before, after }) => ({
        message: `${after.kind} "${after.name}" changed from ${describeGate(before)} to ${describeGate(after)}; hosts without it show the fallback card, and the bridge's options follow`,
        before: before.pointer,
        after: after.pointer,
      })),
};
