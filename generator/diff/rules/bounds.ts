/**
 * How a bound moved between versions, for every constraint kind that is a limit: a lower bound
 * (`minimum`, `exclusiveMinimum`, `minLength`, `minItems`) tightens when raised or added, an upper
 * bound when lowered or added. Shared by the tightened and widened rules.
 */
import type { IrField } from "../../lower/ir.js";
import { type LimitKind, constraintOf, limitKinds } from "../../model/constraints.js";

const lowerBounds = new Set<LimitKind>(["minimum", "exclusiveMinimum", "minLength", "minItems"]);
import type { FieldPairs, Pair } from "../pair-vocabularies.js";

export interface BoundMove {
  readonly fields: Pair<IrField>;
  readonly owners: FieldPairs["owners"];
  readonly bound: LimitKind;
  readonly from: number | undefined;
  readonly to: number | undefined;
  /** Whether values valid before may now be rejected. */
  readonly tighter: boolean;
}

export function boundMoves(pairs: readonly FieldPairs[]): BoundMove[] {
  return pairs.flatMap(({ owners, common }) =>
    common.flatMap((fields) =>
      limitKinds.flatMap((bound): BoundMove[] => {
        const from = constraintOf(fields.before.constraints, bound)?.limit;
        const to = constraintOf(fields.after.constraints, bound)?.limit;
        if (from === to) return [];
        const tighter = to !== undefined && (from === undefined || (lowerBounds.has(bound) ? to > from : to < from));
        return [{ fields, owners, bound, from, to, tighter }];
      }),
    ),
  );
}

export function describeBound(value: number | undefined): string {
  return value === undefined ? "none" : String(value);
}
