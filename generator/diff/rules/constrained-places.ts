/**
 * Every place that carries constraints in both versions: a field of a paired record or variant, and
 * a paired named scalar, each with how a report names it. The bound and `const` rules read their
 * changes here, so a scalar's constraint is classified as a field's is.
 */
import type { IrConstraints } from "../../lower/ir.js";
import { describeField } from "../describe.js";
import type { Pair, Pairing } from "../pair-vocabularies.js";

export interface ConstrainedPlace {
  /** `field "count" of record "Note"`, `scalar "Cost"`. */
  readonly subject: string;
  readonly constraints: Pair<IrConstraints & { readonly pointer: string }>;
}

export function constrainedPlaces(pairing: Pairing): ConstrainedPlace[] {
  return [
    ...pairing.scalars.map((pair) => ({ subject: `scalar "${pair.after.name}"`, constraints: pair })),
    ...pairing.fields.flatMap(({ owners, common }) =>
      common.map((pair) => ({ subject: describeField(owners.after, pair.after.name), constraints: pair })),
    ),
  ];
}
