/**
 * What every sample host consumer is written from (the tests derive it from the IR, in
 * `test/support/target-consumers/consumer-plan.ts`): the union a consumer matches on, the one arm the
 * "missing arm" consumer leaves out, a valid value of that variant for the complete consumer to decode
 * and show, and the names of the packages they import. Each target's harness writes its consumers from
 * it, so a card added to the schema reaches them without a hand-made copy.
 */
import type { IrUnion, IrVariant } from "../../lower/ir.js";
import type { PackageNames } from "../../model/package-names.js";

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

/** The sample's JSON as a string literal Python, Go and TypeScript all read (JSON's escapes are theirs). */
export function quotedSample(plan: ConsumerPlan): string {
  return JSON.stringify(plan.sample);
}
