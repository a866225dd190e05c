/**
 * A capability names what a host needs to show a card; its fallback names the variant a host
 * without it shows instead. Both are declared together, on a variant of an outermost union, and
 * the fallback is another leaf variant of that union that needs no capability itself (so routing
 * always ends in one step).
 */
import type { Diagnostic } from "../../model/diagnostic.js";
import { type DslUnion, isUnion } from "../../model/dsl.js";
import { type Rule, report } from "../rule.js";
import { didYouMean } from "../suggest.js";

export const capabilityFallbacks: Rule = {
  name: "fallbacks name a variant of their union",
  check(context) {
    const found: Diagnostic[] = [];
    for (const declaration of context.declarations) {
      if (declaration.kind !== "variant" && declaration.kind !== "union") continue;
      if (declaration.kind === "union" && declaration.ancestors.length === 0) continue;
      const { capability, fallback } = declaration.node as { capability?: string; fallback?: string };
      if (capability === undefined && fallback === undefined) continue;
      const parent = declaration.ancestors[declaration.ancestors.length - 1];
      if (declaration.ancestors.length > 1 || parent === undefined) {
        const key = capability !== undefined ? "capability" : "fallback";
        found.push(
          report(
            context,
            "CARD_BAD_FALLBACK",
            `${declaration.pointer}/${key}`,
            `found "${key}" on "${declaration.name}" inside a nested union; expected it on the outermost variant, which its members share`,
            { at: "key" },
          ),
        );
        continue;
      }
      if (capability === undefined) {
        found.push(
          report(
            context,
            "CARD_BAD_FALLBACK",
            `${declaration.pointer}/fallback`,
            `found a fallback without a capability on "${declaration.name}"; expected both or neither`,
            { at: "key" },
          ),
        );
        continue;
      }
      if (fallback === undefined) {
        found.push(
          report(
            context,
            "CARD_BAD_FALLBACK",
            `${declaration.pointer}/capability`,
            `found capability "${capability}" without a fallback on "${declaration.name}"; expected the tag of the variant shown without it`,
            { at: "key" },
          ),
        );
        continue;
      }
      const union: DslUnion = parent.union;
      const target = union.variants[fallback];
      const candidates = Object.entries(union.variants)
        .filter(([tag, variant]) => tag !== parent.tagValue && !isUnion(variant) && variant.capability === undefined)
        .map(([tag]) => tag);
      if (!Object.hasOwn(union.variants, fallback) || target === undefined || !candidates.includes(fallback)) {
        const why = !Object.hasOwn(union.variants, fallback)
          ? `names no variant of "${parent.unionName}"`
          : "names a variant that is itself gated, nested, or this one";
        found.push(
          report(
            context,
            "CARD_BAD_FALLBACK",
            `${declaration.pointer}/fallback`,
            `fallback "${fallback}" ${why}; expected one of ${candidates.map((tag) => `"${tag}"`).join(", ") || "(none: add a variant without a capability)"}`,
            { hint: didYouMean(fallback, candidates) },
          ),
        );
      }
    }
    return found;
  },
};
