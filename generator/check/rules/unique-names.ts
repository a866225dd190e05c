/**
 * No two declarations share a name, and no declared name collides with a name the generator
 * derives (`ToolCallViewCard`, `ContentBlockMembers`, `ToolCallViewArms`). Both places are named in the message.
 */
import type { Diagnostic } from "../diagnostic.js";
import { type Rule, report } from "../rule.js";
import { describePosition } from "../../parse/pointer.js";
import { bridgeTypeNames, openMemberMapName, tagTypeName } from "../../lower/naming.js";

export const uniqueNames: Rule = {
  name: "names are unique",
  check(context) {
    const found: Diagnostic[] = [];
    const firstClaim = new Map<string, { offset: number; what: string }>();
    const claim = (name: string, pointer: string, offset: number, what: string): void => {
      const first = firstClaim.get(name);
      if (first === undefined) {
        firstClaim.set(name, { offset, what });
        return;
      }
      // A derived name's first place is the declaration it is derived from; say so, or the report would puzzle.
      const derived = first.what.startsWith("derived") ? `, as a ${first.what}` : "";
      const at = `${describePosition(context.source.text, first.offset)}${derived}`;
      found.push(
        report(
          context,
          "CARD_DUPLICATE_NAME",
          pointer,
          `found ${what} "${name}" declared again (first at ${at}); expected each name once`,
        ),
      );
    };
    for (const declaration of context.declarations) {
      const isVariantName =
        declaration.kind === "variant" || (declaration.kind === "union" && declaration.ancestors.length > 0);
      const pointer = isVariantName ? `${declaration.pointer}/name` : declaration.pointer;
      const offset = isVariantName ? context.source.offsetOf(pointer) : context.source.keyOffsetOf(pointer);
      claim(declaration.name, pointer, offset, "type name");
      if (declaration.kind === "union") {
        const union = declaration.node;
        if (union.tag !== "") claim(tagTypeName(declaration.name, union.tag), pointer, offset, "derived tag type name");
        if (union.open === true) claim(openMemberMapName(declaration.name), pointer, offset, "derived member map name");
        if (declaration.ancestors.length === 0) {
          for (const name of bridgeTypeNames(declaration.name))
            claim(name, pointer, offset, "derived bridge type name");
        }
      }
      if (declaration.kind === "enum") {
        const seen = new Set<string>();
        declaration.node.enum.forEach((value, index) => {
          if (seen.has(value)) {
            found.push(
              report(
                context,
                "CARD_DUPLICATE_NAME",
                `${declaration.pointer}/enum/${index}`,
                `found enum value "${value}" twice in "${declaration.name}"; expected each value once`,
              ),
            );
          }
          seen.add(value);
        });
      }
    }
    return found;
  },
};
