/** How a numeric bound moved between versions; shared by the tightened and widened rules. */
import type { IrField } from "../../lower/ir.js";
import { constraintOf } from "../../lower/constraints.js";
import type { FieldPairs, Pair } from "../pair-vocabularies.js";

export interface BoundMove {
  readonly fields: Pair<IrField>;
  readonly owners: FieldPairs["owners"];
  readonly bound: "minimum" | "maximum";
  readonly from: number | undefined;
  readonly to: number | undefined;
  /** Whether values valid before may now be rejected. */
  readonly tighter: boolean;
}

export function boundMoves(pairs: readonly FieldPairs[]): BoundMove[] {
  return pairs.flatMap(({ owners, common }) =>
    common.flatMap((fields) =>
      (["minimum", "maximum"] as const).flatMap((bound): BoundMove[] => {
        const from = constraintOf(fields.before.constraints, bound)?.limit;
        const to = constraintOf(fields.after.constraints, bound)?.limit;
        if (from === to) return [];
        const tighter = to !== undefined && (from === undefined || (bound === "minimum" ? to > from : to < from));
        return [{ fields, owners, bound, from, to, tighter }];
      }),
    ),
  );
}

export function describeBound(value: number | undefined): string {
  return value === undefined ? "none" : String(value);
}
