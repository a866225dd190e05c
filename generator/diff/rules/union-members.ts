/**
 * How the members of a union of kinds changed between two versions of a field's type, at any depth
 * of arrays and map values: a plain type is a union of one member, so `string` → `string | null`
 * adds a member as `string | number` → `string | number | boolean` does. Shared by the two rules:
 * a member added widens what validates (`union-member-added`), a member removed narrows it
 * (`union-member-removed`); any other change of type is `field-type-changed`'s.
 */
import type { IrTypeRef } from "../../lower/ir.js";
import { sameMapKey } from "../../lower/type-refs.js";
import { sameTypeRef } from "../pair-vocabularies.js";

export type MemberChange = "added" | "removed";

interface Members {
  readonly types: readonly IrTypeRef[];
  readonly nullable: boolean;
}

/** Whether `after` only adds members to `before` ("added"), only removes some ("removed"), or neither. */
export function unionMemberChange(
  before: IrTypeRef,
  after: IrTypeRef,
  renames: ReadonlyMap<string, string>,
): MemberChange | undefined {
  if (before.kind === "array" && after.kind === "array") return unionMemberChange(before.items, after.items, renames);
  if (before.kind === "map" && after.kind === "map")
    return sameMapKey(before.keys, after.keys, (name) => renames.get(name) ?? name)
      ? unionMemberChange(before.values, after.values, renames)
      : undefined;
  if (before.kind !== "kind-union" && after.kind !== "kind-union") return undefined;
  const older = membersOf(before);
  const newer = membersOf(after);
  if (holdsAll(newer, older, renames) && size(newer) > size(older)) return "added";
  if (holdsAll(older, newer, renames, true) && size(older) > size(newer)) return "removed";
  return undefined;
}

/** A union's members, or a plain type as its one member (`unknown` takes null too, so it is none). */
function membersOf(type: IrTypeRef): Members | undefined {
  if (type.kind === "kind-union") return { types: type.members.map((member) => member.type), nullable: type.nullable };
  return type.kind === "primitive" && type.name === "unknown" ? undefined : { types: [type], nullable: false };
}

function size(members: Members | undefined): number {
  return members === undefined ? 0 : members.types.length + (members.nullable ? 1 : 0);
}

/**
 * Whether `outer` holds every member of `inner`, the same type under the same kind; `flipped` reads
 * the renames the other way round, for `inner` then being the later version.
 */
function holdsAll(
  outer: Members | undefined,
  inner: Members | undefined,
  renames: ReadonlyMap<string, string>,
  flipped = false,
): boolean {
  if (outer === undefined || inner === undefined || (inner.nullable && !outer.nullable)) return false;
  return inner.types.every((member) =>
    outer.types.some((candidate) =>
      flipped ? sameTypeRef(candidate, member, renames) : sameTypeRef(member, candidate, renames),
    ),
  );
}
