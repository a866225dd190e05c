/**
 * Every type has a finite value. A required, non-nullable field that refers back to its own type
 * (directly or through other types) makes every value infinitely deep; arrays, optional and
 * nullable fields break such a cycle, and so do maps (an empty one is a value); a union needs only
 * one finite variant.
 */
import type { Diagnostic } from "../../model/diagnostic.js";
import { type Declaration, fieldsOf } from "../../model/dsl.js";
import { type Rule, declarationsByName, report } from "../rule.js";
import { bareName, isPrimitiveName, parseTypeExpression } from "../../model/type-expression.js";

export const finiteTypes: Rule = {
  name: "types are finite",
  check(context) {
    const byName = declarationsByName(context);
    const finite = new Set<string>();
    const requiredRefs = (declaration: Declaration): string[] =>
      fieldsOf(declaration).flatMap(({ field }) => {
        const name = requiredName(field.type);
        if (field.optional === true || field.nullable === true || name === undefined) return [];
        return isPrimitiveName(name) ? [] : [name];
      });
    const variantNames = (declaration: Declaration): string[] =>
      declaration.kind === "union" ? Object.values(declaration.node.variants).map((variant) => variant.name) : [];
    // Least fixpoint: a type is finite once all it requires is finite (one variant, for a union).
    for (let changed = true; changed;) {
      changed = false;
      for (const declaration of byName.values()) {
        if (finite.has(declaration.name)) continue;
        const isFinite =
          declaration.kind === "enum" ||
          (declaration.kind === "union"
            ? variantNames(declaration).some((name) => finite.has(name)) || declaration.node.open === true
            : requiredRefs(declaration).every((name) => finite.has(name) || !byName.has(name)));
        if (isFinite) {
          finite.add(declaration.name);
          changed = true;
        }
      }
    }
    // Report only the types on a cycle; a type that merely uses one of them is fixed with it.
    const infiniteRefs = (declaration: Declaration): string[] =>
      requiredRefs(declaration).filter((name) => byName.has(name) && !finite.has(name));
    const reachesItself = (start: string): boolean => {
      const seen = new Set<string>();
      const pending = [...infiniteRefs(byName.get(start) as Declaration)];
      while (pending.length > 0) {
        const name = pending.pop() as string;
        if (name === start) return true;
        if (seen.has(name)) continue;
        seen.add(name);
        const next = byName.get(name);
        if (next !== undefined) pending.push(...infiniteRefs(next));
      }
      return false;
    };
    const found: Diagnostic[] = [];
    for (const declaration of byName.values()) {
      if (finite.has(declaration.name) || declaration.kind === "union" || !reachesItself(declaration.name)) continue;
      const field = fieldsOf(declaration).find(({ field }) => {
        const name = requiredName(field.type);
        return (
          field.optional !== true &&
          field.nullable !== true &&
          name !== undefined &&
          byName.has(name) &&
          !finite.has(name)
        );
      });
      const pointer = field === undefined ? declaration.pointer : `${field.pointer}/type`;
      found.push(
        report(
          context,
          "CARD_INFINITE_TYPE",
          pointer,
          `type "${declaration.name}" requires itself through field "${field?.name ?? "?"}", so no finite value exists; expected the cycle broken by an optional, nullable, array or map field`,
        ),
      );
    }
    return found;
  },
};

/** The type a field's value must be when it is a bare name: no array or map, which an empty one would end. */
function requiredName(type: string): string | undefined {
  const parsed = parseTypeExpression(type);
  return parsed.ok ? bareName(parsed.node) : undefined;
}
