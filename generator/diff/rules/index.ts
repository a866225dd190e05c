/**
 * The diff rules in the fixed order they run; a report lists changes in document order of the new
 * version, and this order among changes at one place. The table in docs/diff.md follows it too.
 */
import type { DiffRule } from "../diff-rule.js";
import { capabilityChanged } from "./capability-changed.js";
import { constraintTightened } from "./constraint-tightened.js";
import { constraintWidened } from "./constraint-widened.js";
import { stringRuleRemoved } from "./string-rule-removed.js";
import { stringRuleTightened } from "./string-rule-tightened.js";
import { constRemoved } from "./const-removed.js";
import { constTightened } from "./const-tightened.js";
import { defaultChanged } from "./default-changed.js";
import { scalarTypeChanged } from "./scalar-type-changed.js";
import { scalarTypeWidened } from "./scalar-type-widened.js";
import { deprecationAdded } from "./deprecation-added.js";
import { docChanged } from "./doc-changed.js";
import { enumValueAdded } from "./enum-value-added.js";
import { enumValueRemoved } from "./enum-value-removed.js";
import { exclusiveTightened } from "./exclusive-tightened.js";
import { exclusiveRelaxed } from "./exclusive-relaxed.js";
import { fieldAddedOptional } from "./field-added-optional.js";
import { fieldAddedRequired } from "./field-added-required.js";
import { fieldMadeNonNullable } from "./field-made-non-nullable.js";
import { fieldMadeNullable } from "./field-made-nullable.js";
import { fieldMadeOptional } from "./field-made-optional.js";
import { fieldMadeRequired } from "./field-made-required.js";
import { fieldRemoved } from "./field-removed.js";
import { fieldRenamed } from "./field-renamed.js";
import { fieldTypeChanged } from "./field-type-changed.js";
import { fieldTypeWidened } from "./field-type-widened.js";
import { mapKeysWidened } from "./map-keys-widened.js";
import { removedWithoutDeprecation } from "./removed-without-deprecation.js";
import { replayFallback } from "./replay-fallback.js";
import { tagRenamed } from "./tag-renamed.js";
import { typeAdded } from "./type-added.js";
import { typeKindChanged } from "./type-kind-changed.js";
import { typeRemoved } from "./type-removed.js";
import { typeRenamed } from "./type-renamed.js";
import { unionClosed } from "./union-closed.js";
import { unionOpened } from "./union-opened.js";
import { unionMemberAdded } from "./union-member-added.js";
import { unionMemberRemoved } from "./union-member-removed.js";
import { variantAddedClosed } from "./variant-added-closed.js";
import { variantAddedOpen } from "./variant-added-open.js";
import { variantRemoved } from "./variant-removed.js";
import { vocabularyIdChanged } from "./vocabulary-id-changed.js";

export const diffRules: readonly DiffRule[] = [
  // wire: recorded data stops validating
  typeKindChanged,
  variantRemoved,
  tagRenamed,
  unionClosed,
  enumValueRemoved,
  fieldRemoved,
  fieldRenamed,
  fieldAddedRequired,
  fieldMadeRequired,
  fieldTypeChanged,
  unionMemberRemoved,
  fieldMadeNonNullable,
  constraintTightened,
  stringRuleTightened,
  constTightened,
  scalarTypeChanged,
  exclusiveTightened,
  replayFallback,
  // source: consumers stop compiling
  variantAddedClosed,
  enumValueAdded,
  typeRemoved,
  typeRenamed,
  fieldMadeOptional,
  fieldMadeNullable,
  removedWithoutDeprecation,
  vocabularyIdChanged,
  variantAddedOpen,
  unionOpened,
  fieldTypeWidened,
  mapKeysWidened,
  scalarTypeWidened,
  constRemoved,
  unionMemberAdded,
  capabilityChanged,
  // safe
  typeAdded,
  fieldAddedOptional,
  constraintWidened,
  stringRuleRemoved,
  exclusiveRelaxed,
  deprecationAdded,
  defaultChanged,
  docChanged,
];
