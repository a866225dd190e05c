/**
 * How far each type is from a value the vector sampler can finish: 0 for an enum, for a record one
 * more than the farthest type a required, non-nullable field of its own holds (arrays may be empty,
 * optional fields absent, nullable ones null), and for a union one more than its nearest leaf. The
 * checks make every type finite, so every type gets a rank. Past its first levels the sampler leaves
 * out what it may and takes a union's leaf of the least rank, so each step goes to a lower rank and
 * a union whose first variant holds the union again is sampled without end no more.
 */
import type { IrNamedType, IrVariant } from "../lower/ir.js";
import { leavesOf } from "../lower/ir.js";

export function sampleRanks(byName: ReadonlyMap<string, IrNamedType | IrVariant>): ReadonlyMap<string, number> {
  const ranks = new Map<string, number>();
  const rankOf = (type: IrNamedType | IrVariant): number | undefined => {
    if (type.kind === "enum" || type.kind === "scalar") return 0;
    if (type.kind === "union") {
      const leaves = leavesOf(type).flatMap((leaf) => ranks.get(leaf.name) ?? []);
      return leaves.length === 0 ? undefined : 1 + Math.min(...leaves);
    }
    let farthest = 0;
    for (const field of type.fields) {
      if (field.optional || field.nullable || field.type.kind !== "named") continue;
      const rank = byName.has(field.type.name) ? ranks.get(field.type.name) : 0;
      if (rank === undefined) return undefined;
      farthest = Math.max(farthest, rank);
    }
    return 1 + farthest;
  };
  // Least fixpoint, as the finite-types rule finds what is finite: each pass ranks what it now can.
  for (let changed = true; changed;) {
    changed = false;
    for (const [name, type] of byName) {
      if (ranks.has(name)) continue;
      const rank = rankOf(type);
      if (rank !== undefined) {
        ranks.set(name, rank);
        changed = true;
      }
    }
  }
  return ranks;
}
