/**
 * Every union of kinds is decided by the JSON kind of a value alone: no two members share a kind
 * (`integer | number`, two records, a record and a map, `unknown` and anything), and no member is
 * written twice. Each problem is reported at the later member, naming the earlier one, so a host
 * never has to try one member and then another to know which a value is.
 */
import { type Declaration, fieldsOf } from "../../model/dsl.js";
import type { Diagnostic } from "../../model/diagnostic.js";
import { type MemberKind, memberKindOf } from "../../model/json-kinds.js";
import { keyCandidate } from "../../model/map-keys.js";
import { parseTypeExpression, spellType, unionsIn } from "../../model/type-expression.js";
import { type Rule, declarationsByName, report } from "../rule.js";
import { offsetInType } from "../type-place.js";

const kindWords: Record<MemberKind, string> = {
  string: "a string",
  number: "a number",
  boolean: "a boolean",
  null: "null",
  array: "an array",
  object: "an object",
  any: "any value",
};

export const unionMembers: Rule = {
  name: "a union's members differ in JSON kind",
  check(context) {
    const byName = declarationsByName(context);
    const kindOf = (name: string) => {
      const declaration = byName.get(name);
      return declaration === undefined ? undefined : keyCandidate(declaration);
    };
    const found: Diagnostic[] = [];
    for (const declaration of context.declarations as Declaration[]) {
      for (const { field, pointer } of fieldsOf(declaration)) {
        const parsed = parseTypeExpression(field.type);
        if (!parsed.ok) continue;
        const typePointer = `${pointer}/type`;
        for (const union of unionsIn(parsed.node)) {
          const seen: Member[] = [];
          for (const member of union.members) {
            const kind = memberKindOf(member, kindOf);
            if (kind === undefined) continue;
            const spelled = spellType(member);
            const clash = seen.find((earlier) => earlier.kind === kind || earlier.kind === "any" || kind === "any");
            seen.push({ spelled, kind });
            if (clash === undefined) continue;
            const at = offsetInType(context, typePointer, field.type, member.offset);
            if (clash.spelled === spelled) {
              const message = `union "${spellType(union)}" lists "${spelled}" twice; expected each member once`;
              const hint = `remove the second "${spelled}"`;
              found.push({
                ...report(context, "CARD_DUPLICATE_UNION_MEMBER", typePointer, message, { hint }),
                offset: at,
              });
              continue;
            }
            const shared = kind === "any" ? kindWords[clash.kind] : kindWords[kind];
            const message = `union "${spellType(union)}" has members "${clash.spelled}" and "${spelled}" that both take ${shared}; expected at most one member of each JSON kind, so a value's kind alone decides its member`;
            const hint = ambiguityHint(clash, { spelled, kind });
            found.push({ ...report(context, "CARD_AMBIGUOUS_UNION", typePointer, message, { hint }), offset: at });
          }
        }
      }
    }
    return found;
  },
};

interface Member {
  readonly spelled: string;
  readonly kind: MemberKind;
}

function ambiguityHint(first: Member, second: Member): string {
  if (first.kind === "any" || second.kind === "any")
    return "unknown takes every value: use it alone, or list the kinds it stands for";
  // A named number scalar is no plain `number`: keeping `number` would drop its constraints.
  const primitives = [first.spelled, second.spelled].every((spelled) => spelled === "integer" || spelled === "number");
  if (first.kind === "number" && primitives) return "number takes every integer too: keep number alone";
  if (first.kind === "object") return "join the object members in one tagged union, and use that as the member";
  return "keep one member of this kind";
}
