/**
 * The plan every sample host consumer is written from (`generator/targets/shared/consumer-plan.ts`),
 * read from the IR: the union they match on, the one arm the "missing arm" consumer leaves out (the
 * last variant that is not its union's only member, so the match that lacks it still has a case), and
 * the value the complete consumer decodes and shows (a minimal one of that variant, so the arm the
 * other one lacks is run).
 */
import { buildVectors } from "../../../generator/emit/vectors.js";
import { type Ir, type IrVariant, leavesOf, nestedUnionsOf } from "../../../generator/lower/ir.js";
import type { PackageNames } from "../../../generator/model/package-names.js";
import { type ConsumerPlan, tagPath } from "../../../generator/targets/shared/consumer-plan.js";
import { unionNamed } from "../arms-from-ir.js";

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
