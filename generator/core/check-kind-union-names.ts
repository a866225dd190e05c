/**
 * Rust and Go declare a type for each union of kinds, named from its members (`string | integer` is
 * `StringOrInteger`, `targets/shared/kind-union-names.ts`). A vocabulary that declares a type of that
 * very name would get two definitions of it and a crate and a package that do not compile, so the
 * union is refused where it is written, naming the type it would meet.
 */
import type { Diagnostic } from "../model/diagnostic.js";
import type { Ir, IrTypeRef } from "../lower/ir.js";
import { allNamedTypes } from "../lower/ir.js";
import type { SourceDocument } from "../parse/parse-source.js";
import { isNullableMember, type KindUnion, kindUnionName } from "../targets/shared/kind-union-names.js";

/** The targets that declare a type per union of kinds; a project that chose neither is not held to this. */
export const kindUnionTypeTargets: readonly string[] = ["rust", "go"];

/** The unions of kinds a type reference holds that get a type of their own. */
function declaredIn(type: IrTypeRef): KindUnion[] {
  switch (type.kind) {
    case "primitive":
    case "named":
      return [];
    case "array":
      return declaredIn(type.items);
    case "map":
      return declaredIn(type.values);
    case "kind-union":
      return [...type.members.flatMap((member) => declaredIn(member.type)), ...(isNullableMember(type) ? [] : [type])];
  }
}

export function checkKindUnionNames(ir: Ir, source: SourceDocument): Diagnostic[] {
  const declared = new Set(allNamedTypes(ir).map((type) => type.name));
  const found: Diagnostic[] = [];
  for (const type of allNamedTypes(ir)) {
    if (type.kind !== "record" && type.kind !== "variant") continue;
    for (const field of type.fields) {
      const clash = declaredIn(field.type)
        .map(kindUnionName)
        .find((name) => declared.has(name));
      if (clash === undefined) continue;
      const pointer = `${field.pointer}/type`;
      found.push({
        code: "CARD_RESERVED_NAME",
        message: `found a union of kinds on field "${field.name}" of "${type.name}" that Rust and Go declare as type "${clash}", a name the vocabulary already gives a type; expected another name for that type`,
        pointer,
        offset: source.offsetOf(pointer),
      });
    }
  }
  return found;
}
