/**
 * Pairs the declarations of two vocabulary versions once, so every diff rule reads the same answer
 * to "what became what". Top-level types pair by name, or as a rename when a type disappeared and
 * one with an identical structure appeared. Unions and leaf variants pair by their tag path (the
 * outermost union, then each tag value), so a renamed variant still pairs with itself; fields pair
 * by name within a paired owner, or as a rename when the only change is the key.
 */
import { sameTypeRef as sameRef, typeRefText } from "../lower/type-refs.js";
import type {
  Ir,
  IrEnum,
  IrField,
  IrMember,
  IrNamedType,
  IrRecord,
  IrScalar,
  IrTypeRef,
  IrUnion,
  IrVariant,
} from "../lower/ir.js";
import { sameConstraints } from "../model/constraints.js";

/** A record or a leaf variant: something with fields. */
export type Owner = IrRecord | IrVariant;

export interface Pair<T> {
  readonly before: T;
  readonly after: T;
}

export interface FieldPairs {
  readonly owners: Pair<Owner>;
  readonly common: readonly Pair<IrField>[];
  readonly renamed: readonly Pair<IrField>[];
  readonly removed: readonly IrField[];
  readonly added: readonly IrField[];
}

export interface Pairing {
  /** Top-level types present under the same name (or renamed) in both versions, kind unchanged. */
  readonly types: readonly Pair<IrNamedType>[];
  readonly renamedTypes: readonly Pair<IrNamedType>[];
  readonly removedTypes: readonly IrNamedType[];
  readonly addedTypes: readonly IrNamedType[];
  /** Same name, different kind (an enum that became a record): compared no further. */
  readonly kindChanged: readonly Pair<IrNamedType>[];
  /** Same tag path, a leaf variant on one side and a nested union on the other: compared no further. */
  readonly memberKindChanged: readonly Pair<IrVariant | IrUnion>[];
  /** Every union (nested ones included) present at the same tag path in both versions. */
  readonly unions: readonly Pair<IrUnion>[];
  /** Every leaf variant present at the same tag path in both versions. */
  readonly variants: readonly Pair<IrVariant>[];
  readonly enums: readonly Pair<IrEnum>[];
  /** Named scalars present in both versions. */
  readonly scalars: readonly Pair<IrScalar>[];
  readonly fields: readonly FieldPairs[];
  /** Old names mapped to new ones, for comparing type references across a rename. */
  readonly renames: ReadonlyMap<string, string>;
}

export function pairVocabularies(before: Ir, after: Ir): Pairing {
  const afterByName = new Map(after.types.map((type) => [type.name, type]));
  const beforeNames = new Set(before.types.map((type) => type.name));
  const sameName = before.types.filter((type) => afterByName.has(type.name));
  const gone = before.types.filter((type) => !afterByName.has(type.name));
  const fresh = after.types.filter((type) => !beforeNames.has(type.name));

  const renamedTypes: Pair<IrNamedType>[] = [];
  const claimed = new Set<IrNamedType>();
  for (const old of gone) {
    const print = fingerprint(old);
    const match = fresh.find((candidate) => !claimed.has(candidate) && fingerprint(candidate) === print);
    if (match === undefined) continue;
    claimed.add(match);
    renamedTypes.push({ before: old, after: match });
  }
  const renames = new Map(renamedTypes.map((pair) => [pair.before.name, pair.after.name]));
  const named = [
    ...sameName.map((type) => ({ before: type, after: afterByName.get(type.name) as IrNamedType })),
    ...renamedTypes,
  ];
  const types = named.filter((pair) => pair.before.kind === pair.after.kind);
  const kindChanged = named.filter((pair) => pair.before.kind !== pair.after.kind);

  const unions = types.flatMap((pair) =>
    pair.before.kind === "union" && pair.after.kind === "union" ? pairUnions(pair.before, pair.after) : [],
  );
  const variants = unions.flatMap((pair) =>
    pair.before.members.flatMap((member) => {
      const match = pair.after.members.find((candidate) => candidate.tagValue === member.tagValue);
      return member.type.kind === "variant" && match?.type.kind === "variant"
        ? [{ before: member.type, after: match.type }]
        : [];
    }),
  );
  const memberKindChanged = unions.flatMap((pair) =>
    pair.before.members.flatMap((member) => {
      const match = pair.after.members.find((candidate) => candidate.tagValue === member.tagValue);
      return match !== undefined && match.type.kind !== member.type.kind
        ? [{ before: member.type, after: match.type }]
        : [];
    }),
  );
  const records = types.filter(
    (pair): pair is Pair<IrRecord> => pair.before.kind === "record" && pair.after.kind === "record",
  );
  const enums = types.filter((pair): pair is Pair<IrEnum> => pair.before.kind === "enum" && pair.after.kind === "enum");
  const fields = [...records, ...variants].map((owners) => pairFields(owners, renames));
  const scalars = types.filter(
    (pair): pair is Pair<IrScalar> => pair.before.kind === "scalar" && pair.after.kind === "scalar",
  );
  return {
    types,
    renamedTypes,
    removedTypes: gone.filter((type) => !renames.has(type.name)),
    addedTypes: fresh.filter((type) => !claimed.has(type)),
    kindChanged,
    memberKindChanged,
    unions,
    variants,
    enums,
    scalars,
    fields,
    renames,
  };
}

/** A union and every nested union beneath it that sits under the same tag value in both versions. */
function pairUnions(before: IrUnion, after: IrUnion): Pair<IrUnion>[] {
  return [
    { before, after },
    ...before.members.flatMap((member) => {
      const match = after.members.find((candidate) => candidate.tagValue === member.tagValue);
      return member.type.kind === "union" && match?.type.kind === "union" ? pairUnions(member.type, match.type) : [];
    }),
  ];
}

function pairFields(owners: Pair<Owner>, renames: ReadonlyMap<string, string>): FieldPairs {
  const afterNames = new Set(owners.after.fields.map((field) => field.name));
  const beforeNames = new Set(owners.before.fields.map((field) => field.name));
  const common = owners.before.fields.flatMap((field) => {
    const match = owners.after.fields.find((candidate) => candidate.name === field.name);
    return match === undefined ? [] : [{ before: field, after: match }];
  });
  const gone = owners.before.fields.filter((field) => !afterNames.has(field.name));
  const fresh = owners.after.fields.filter((field) => !beforeNames.has(field.name));
  const renamed: Pair<IrField>[] = [];
  for (const old of gone) {
    const match = fresh.find(
      (candidate) => !renamed.some((pair) => pair.after === candidate) && sameFieldShape(old, candidate, renames),
    );
    if (match !== undefined) renamed.push({ before: old, after: match });
  }
  return {
    owners,
    common,
    renamed,
    removed: gone.filter((field) => !renamed.some((pair) => pair.before === field)),
    added: fresh.filter((field) => !renamed.some((pair) => pair.after === field)),
  };
}

function sameFieldShape(before: IrField, after: IrField, renames: ReadonlyMap<string, string>): boolean {
  return (
    sameTypeRef(before.type, after.type, renames) &&
    before.optional === after.optional &&
    before.nullable === after.nullable &&
    sameConstraints(before.constraints, after.constraints)
  );
}

/** Whether two type references name the same type, reading old names through the renames. */
export function sameTypeRef(before: IrTypeRef, after: IrTypeRef, renames: ReadonlyMap<string, string>): boolean {
  return sameRef(before, after, (name) => renames.get(name) ?? name);
}

export function describeTypeRef(type: IrTypeRef): string {
  return typeRefText(type);
}

/** The structure of a type without its names, docs and positions: equal prints mean a pure rename. */
function fingerprint(type: IrNamedType): string {
  const ignored = new Set(["doc", "pointer", "deprecated", "deprecatedValues", "examples", "union"]);
  const declarationKinds = new Set(["enum", "record", "union", "variant", "scalar"]);
  return JSON.stringify(type, function (this: unknown, key, value: unknown) {
    if (ignored.has(key)) return undefined;
    // A declaration's own name is what a rename changes; field names and type references stay.
    const holder = this as { kind?: unknown };
    if (key === "name" && typeof holder.kind === "string" && declarationKinds.has(holder.kind)) return undefined;
    return value;
  });
}

/** Fields present in both versions of a paired owner for which `changed` holds, with the new owner. */
export function changedFields(
  pairing: Pairing,
  changed: (fields: Pair<IrField>) => boolean,
): { owner: Owner; before: IrField; after: IrField }[] {
  return pairing.fields.flatMap(({ owners, common }) =>
    common.filter(changed).map((pair) => ({ owner: owners.after, ...pair })),
  );
}

/** Members of `union` whose tag value `other` does not have: lost ones (old, new) or gained ones (new, old). */
export function membersOnlyIn(union: IrUnion, other: IrUnion): IrMember[] {
  return union.members.filter((member) => !other.members.some((candidate) => candidate.tagValue === member.tagValue));
}
