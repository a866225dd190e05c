/** The semantic rules in the fixed order they run; the first rules check what later ones rely on. */
import type { Rule } from "../rule.js";
import { arrayDepth } from "./array-depth.js";
import { capabilityFallbacks } from "./capability-fallbacks.js";
import { defaults } from "./defaults.js";
import { deprecatedValues } from "./deprecated-values.js";
import { exclusiveGroups } from "./exclusive-groups.js";
import { finiteTypes } from "./finite-types.js";
import { targetSpellings } from "./target-spellings.js";
import { knownTypes } from "./known-types.js";
import { mapKeys } from "./map-keys.js";
import { unionMembers } from "./union-members.js";
import { constraintKindsRule } from "./constraint-kinds.js";
import { constraintRanges } from "./constraint-ranges.js";
import { constValues } from "./const-values.js";
import { patternLengths } from "./pattern-lengths.js";
import { schemaId } from "./schema-id.js";
import { stringConstraints } from "./string-constraints.js";
import { typeDepth } from "./type-depth.js";
import { unionTags } from "./union-tags.js";
import { uniqueNames } from "./unique-names.js";
import { validNames } from "./valid-names.js";

export const rules: readonly Rule[] = [
  schemaId,
  validNames,
  uniqueNames,
  targetSpellings,
  unionTags,
  knownTypes,
  mapKeys,
  unionMembers,
  arrayDepth,
  typeDepth,
  constraintKindsRule,
  constraintRanges,
  stringConstraints,
  patternLengths,
  constValues,
  defaults,
  capabilityFallbacks,
  exclusiveGroups,
  deprecatedValues,
  finiteTypes,
];
