/**
 * How a bound moved between versions, on a field or a named scalar, for every constraint kind that
 * is a limit: a lower bound (`minimum`, `exclusiveMinimum`, `minLength`, `minItems`) tightens when
 * raised or added, an upper bound when lowered or added. Shared by the tightened and widened rules.
 */
import { type LimitKind, constraintOf, limitKinds } from "../../model/constraints.js";
import type { ConstrainedPlace } from "./constrained-places.js";

const lowerBounds = new Set<LimitKind>(["minimum", "exclusiveMinimum", "minLength", "minItems"]);

export interface BoundMove extends ConstrainedPlace {
  readonly bound: LimitKind;
  readonly from: number | undefined;
  readonly to: number | undefined;
  /** Whether values valid before may now be rejected. */
  readonly tighter: boolean;
}

export function boundMoves(places: readonly ConstrainedPlace[]): BoundMove[] {
  return places.flatMap((place) =>
    limitKinds.flatMap((bound): BoundMove[] => {
      const from = constraintOf(place.constraints.before.constraints, bound)?.limit;
      const to = constraintOf(place.constraints.after.constraints, bound)?.limit;
      if (from === to) return [];
      const tighter = to !== undefined && (from === undefined || (lowerBounds.has(bound) ? to > from : to < from));
      return [{ ...place, bound, from, to, tighter }];
    }),
  );
}

export function describeBound(value: number | undefined): string {
  return value === undefined ? "none" : String(value);
}
