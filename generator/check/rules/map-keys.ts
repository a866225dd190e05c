/**
 * Every map's key type is string-like (`model/map-keys.ts`): `string`, a string enum or a named
 * string scalar. A key of
 * another kind (`integer`, a record, an array) is reported at the key, with the nearest string-like
 * name when one is close. An unknown key name is the known-types rule's to report.
 */
import { type Declaration, fieldsOf } from "../../model/dsl.js";
import type { Diagnostic } from "../../model/diagnostic.js";
import { keyCandidate, mapKeyExpectation, mapKeyOf } from "../../model/map-keys.js";
import { isPrimitiveName, mapsIn, parseTypeExpression } from "../../model/type-expression.js";
import { type Rule, declarationsByName, report } from "../rule.js";
import { didYouMean } from "../suggest.js";
import { offsetInType } from "../type-place.js";

export const mapKeys: Rule = {
  name: "map keys are string-like",
  check(context) {
    const byName = declarationsByName(context);
    const kindOf = (name: string) => {
      const declaration = byName.get(name);
      return declaration === undefined ? undefined : keyCandidate(declaration);
    };
    const keyNames = ["string", ...[...byName.keys()].filter((name) => mapKeyOf(name, kindOf) !== undefined)];
    const found: Diagnostic[] = [];
    for (const declaration of context.declarations as Declaration[]) {
      for (const { field, pointer } of fieldsOf(declaration)) {
        const parsed = parseTypeExpression(field.type);
        if (!parsed.ok) continue;
        for (const map of mapsIn(parsed.node)) {
          const { keys } = map;
          if (keys.kind === "name" && (mapKeyOf(keys.name, kindOf) !== undefined || !isKnown(keys.name))) continue;
          const typePointer = `${pointer}/type`;
          const written = keys.kind === "name" ? `"${keys.name}"` : keyText(keys.kind);
          const message = `found ${written} as a map's key type; expected ${mapKeyExpectation}, since JSON object keys are strings`;
          const hint =
            keys.kind === "name"
              ? (didYouMean(keys.name, keyNames) ?? "declare an enum of the allowed keys, or key the map by string")
              : "key the map by string, and put the structure in its values";
          found.push({
            ...report(context, "CARD_BAD_MAP_KEY", typePointer, message, { hint }),
            offset: offsetInType(context, typePointer, field.type, keys.offset),
          });
        }
      }
    }
    return found;

    function isKnown(name: string): boolean {
      return isPrimitiveName(name) || context.typeNames.has(name);
    }
  },
};

function keyText(kind: "array" | "map" | "union" | "null"): string {
  const words = { array: "an array", map: "a map", union: "a union", null: "null" };
  return words[kind];
}
