/**
 * What every sample host consumer is written from, read from the IR so that a card added to the
 * schema reaches the Python, Rust, Go and TypeScript consumers without a hand-made copy: the union
 * they match on, the one arm the "missing arm" consumer leaves out (the last variant that is not its
 * union's only member, so the match that lacks it still has a case), and the value the complete
 * consumer decodes and shows (a minimal one of that variant, so the arm the other one lacks is run),
 * and the names of the packages they import.
 */
import { buildVectors } from "../../../generator/emit/vectors.js";
import { type Ir, type IrUnion, type IrVariant, leavesOf, nestedUnionsOf } from "../../../generator/lower/ir.js";
import type { PackageNames } from "../../../generator/model/package-names.js";
import { unionNamed } from "../arms-from-ir.js";

export interface ConsumerPlan {
  readonly union: IrUnion;
  /** The tag values leading to the left-out variant: `["web", "fetch"]`. */
  readonly omitted: readonly string[];
  /** The left-out variant's type name: `WebFetchResultView`. */
  readonly omittedName: string;
  /** JSON of a valid value of the left-out variant. */
  readonly sample: string;
  /** What the complete consumer prints for the sample: its dotted path. */
  readonly printed: string;
  /** The packages the consumers import: Go's module path and package clause, the crate, the Python module. */
  readonly packages: PackageNames;
}

/** The tag values that lead to a variant: `["web", "fetch"]`. */
export function tagPath(variant: IrVariant): string[] {
  return variant.tags.map((tag) => tag.value);
}

export function consumerPlan(ir: Ir, unionName: string, packages: PackageNames): ConsumerPlan {
  const union = unionNamed(ir, unionName);
  const unions = new Map([union, ...nestedUnionsOf(union)].map((each) => [each.name, each]));
  const hasSiblings = (variant: IrVariant) => (unions.get(variant.tags.at(-1)?.union ?? "")?.members.length ?? 0) > 1;
  const omitted = leavesOf(union).findLast(hasSiblings);
  if (omitted === undefined) throw new Error(`${unionName} has no variant a consumer can leave out`);
  const printed = tagPath(omitted).join(".");
  const vector = buildVectors(ir).find((candidate) => candidate.id === `${unionName}/${printed}/minimal`);
  if (vector === undefined) throw new Error(`no minimal vector for ${unionName}/${printed}`);
  const sample = JSON.stringify(vector.value);
  return { union, omitted: tagPath(omitted), omittedName: omitted.name, sample, printed, packages };
}

/** The crate's name as Rust code spells it: `acme-notify-cards` → `acme_notify_cards`. */
export function rustCrateName(plan: ConsumerPlan): string {
  return plan.packages.rust.replace(/-/g, "_");
}

/** The sample's JSON as a string literal Python, Go and TypeScript all read (JSON's escapes are theirs). */
export function quotedSample(plan: ConsumerPlan): string {
  return JSON.stringify(plan.sample);
}
