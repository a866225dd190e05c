/** Every type, variant, field and tag name is one that every generated language can spell as written. */
import { type Declaration, fieldsOf, nameLocation } from "../../model/dsl.js";
import type { Diagnostic } from "../../model/diagnostic.js";
import { identifierPattern, isIntegerLikeKey, isObjectPrototypeKey } from "../../model/names.js";
import { type Rule, type RuleContext, report } from "../rule.js";
import { pointerOf } from "../../model/pointer.js";
import { isExpressionKeyword } from "../../model/type-expression.js";

const identifierExpected = "expected an identifier (letters, digits, _ or $, not starting with a digit)";

export const validNames: Rule = {
  name: "names are valid identifiers",
  check(context) {
    const found: Diagnostic[] = [];
    for (const declaration of context.declarations) {
      found.push(...checkTypeName(context, declaration));
      if (declaration.kind === "union") {
        const tag = declaration.node.tag;
        if (tag !== "" && !identifierPattern.test(tag)) {
          const message = `found tag field "${tag}"; ${identifierExpected}`;
          found.push(report(context, "CARD_INVALID_NAME", `${declaration.pointer}/tag`, message));
        } else if (tag === "__proto__") {
          found.push(report(context, "CARD_RESERVED_NAME", `${declaration.pointer}/tag`, protoMessage("tag field")));
        }
        for (const tagValue of Object.keys(declaration.node.variants)) {
          const tagPointer = `${declaration.pointer}/variants${pointerOf(tagValue)}`;
          if (isIntegerLikeKey(tagValue)) found.push(integerLike(context, tagPointer, tagValue, "tag value"));
          else if (isObjectPrototypeKey(tagValue)) {
            const message = `found tag value "${tagValue}", a key every JavaScript object inherits; expected a value the JSON Schema discriminator can map`;
            found.push(report(context, "CARD_RESERVED_NAME", tagPointer, message, { at: "key" }));
          }
        }
      }
      for (const { name, pointer } of fieldsOf(declaration)) {
        if (isIntegerLikeKey(name)) {
          found.push(integerLike(context, pointer, name, "field name"));
        } else if (!identifierPattern.test(name)) {
          const message = `found field name "${name}"; ${identifierExpected}`;
          found.push(report(context, "CARD_INVALID_NAME", pointer, message, { at: "key" }));
        } else if (name === "__proto__") {
          found.push(report(context, "CARD_RESERVED_NAME", pointer, protoMessage("field name"), { at: "key" }));
        } else if (isObjectPrototypeKey(name)) {
          // TypeScript types every object literal with Object's members, so `{}` would not satisfy an
          // optional `valueOf?: string`, and JavaScript finds the inherited member when the key is absent.
          const message = `found field name "${name}", a member every JavaScript object inherits; expected another name`;
          found.push(report(context, "CARD_RESERVED_NAME", pointer, message, { at: "key" }));
        }
      }
    }
    return found;
  },
};

function checkTypeName(context: RuleContext, declaration: Declaration): Diagnostic[] {
  const { pointer, at } = nameLocation(declaration);
  const name = declaration.name;
  if (isIntegerLikeKey(name)) return [integerLike(context, pointer, name, "type name")];
  if (!identifierPattern.test(name)) {
    return [report(context, "CARD_INVALID_NAME", pointer, `found type name "${name}"; ${identifierExpected}`, { at })];
  }
  if (isExpressionKeyword(name)) {
    const message = `found type name "${name}", a word of the type expressions; expected another name`;
    return [report(context, "CARD_RESERVED_NAME", pointer, message, { at })];
  }
  return [];
}

function protoMessage(what: string): string {
  return `found ${what} "__proto__"; it would set an object's prototype, not a property`;
}

function integerLike(context: RuleContext, pointer: string, key: string, what: string): Diagnostic {
  const message = `found ${what} "${key}"; expected a non-numeric key, since JavaScript reorders integer-like keys`;
  return report(context, "CARD_INTEGER_LIKE_KEY", pointer, message, { at: "key" });
}
