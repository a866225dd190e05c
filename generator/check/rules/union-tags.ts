/**
 * Tags identify variants: every union has a non-empty tag field and at least one variant, every tag
 * value is non-empty, and no field or nested union reuses the tag of its own union or of an
 * enclosing one (the value could then not say which variant it is).
 */
import type { Diagnostic } from "../../model/diagnostic.js";
import { fieldsOf } from "../../model/dsl.js";
import { type Rule, report } from "../rule.js";

export const unionTags: Rule = {
  name: "tags identify variants",
  check(context) {
    const found: Diagnostic[] = [];
    for (const declaration of context.declarations) {
      if (declaration.kind === "enum") {
        const { enum: values } = declaration.node;
        if (values.length === 0)
          found.push(
            report(
              context,
              "CARD_EMPTY_UNION",
              `${declaration.pointer}/enum`,
              `enum "${declaration.name}" has no values; expected at least one`,
            ),
          );
        values.forEach((value, index) => {
          if (value === "")
            found.push(
              report(
                context,
                "CARD_EMPTY_TAG",
                `${declaration.pointer}/enum/${index}`,
                `found an empty enum value in "${declaration.name}"; expected a non-empty string`,
              ),
            );
        });
        continue;
      }
      if (declaration.kind === "union") {
        const union = declaration.node;
        if (union.tag === "")
          found.push(
            report(
              context,
              "CARD_EMPTY_TAG",
              `${declaration.pointer}/tag`,
              `union "${declaration.name}" has an empty tag field name; expected a field name such as "card"`,
            ),
          );
        const clash = declaration.ancestors.find((step) => step.union.tag === union.tag);
        if (clash !== undefined && union.tag !== "") {
          found.push(
            report(
              context,
              "CARD_TAG_FIELD_CLASH",
              `${declaration.pointer}/tag`,
              `nested union "${declaration.name}" uses tag "${union.tag}", already the tag of "${clash.unionName}"; expected a tag of its own`,
            ),
          );
        }
        const tagValues = Object.keys(union.variants);
        if (tagValues.length === 0)
          found.push(
            report(
              context,
              "CARD_EMPTY_UNION",
              `${declaration.pointer}/variants`,
              `union "${declaration.name}" has no variants; expected at least one`,
            ),
          );
        if (tagValues.includes(""))
          found.push(
            report(
              context,
              "CARD_EMPTY_TAG",
              `${declaration.pointer}/variants/`,
              `union "${declaration.name}" has a variant with an empty ${union.tag}; expected a non-empty tag value`,
              { at: "key" },
            ),
          );
      }
      if (declaration.kind === "variant") {
        const tags = new Map<string, string>();
        for (const step of declaration.ancestors) tags.set(step.union.tag, step.unionName);
        for (const { name, pointer } of fieldsOf(declaration)) {
          const unionName = tags.get(name);
          if (unionName !== undefined) {
            found.push(
              report(
                context,
                "CARD_TAG_FIELD_CLASH",
                pointer,
                `found field "${name}" in "${declaration.name}", but "${name}" is the tag of "${unionName}"; expected the tag to be implied by the variant`,
                { at: "key" },
              ),
            );
          }
        }
      }
    }
    return found;
  },
};
