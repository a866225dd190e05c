/**
 * No two declarations share a name, and no name the generator derives from one (`isNote`,
 * `validateNote`, `CardCard`, `cardCards`, `ContentBlockMembers`, `cardTable`, `CardArms`,
 * `dispatchCard`, …) collides with a
 * declared name, another derived name, or a name the generated modules import or the package
 * entry re-exports (`validateUnion`, `Validation`). All of them share one namespace, since
 * `generated/index.ts` re-exports types, validators and bridges together. Both places are named.
 * Where a target spells type names its own way (Go capitalises them), two names it spells alike
 * are refused as well, naming that target.
 */
import type { Diagnostic } from "../../model/diagnostic.js";
import { type Rule, report } from "../rule.js";
import { describePosition } from "../../model/pointer.js";
import { derivedNames, reservingLanguages } from "../target-names.js";

interface Claim {
  readonly offset: number;
  /** Whether the name is a key (a named type) or a value (a variant's `name`). */
  readonly at: "key" | "value";
  readonly what: string;
  readonly owner: string;
}

export const uniqueNames: Rule = {
  name: "names are unique",
  check(context) {
    const found: Diagnostic[] = [];
    const claims = new Map<string, Claim>();
    /** Claims a name; false (after reporting) when it was taken. */
    const collide = (name: string, pointer: string, claim: Claim): boolean => {
      const first = claims.get(name);
      if (first === undefined) {
        claims.set(name, claim);
        return true;
      }
      const mine = claim.what === "type name" ? `type name "${name}"` : `${claim.what} "${name}" of "${claim.owner}"`;
      if (first.offset < 0) {
        // A name a host's module binds itself (an import, a prelude helper, a built-in it cannot qualify),
        // said as that host spells it where it changes the name (Go's `Check` for `check`).
        const respelled = context.namings.flatMap((naming) => {
          const spelled = naming.typeNames?.(name) ?? name;
          return spelled !== name && naming.reservedNames.includes(name)
            ? [`${naming.language} spells "${spelled}"`]
            : [];
        });
        const message =
          respelled.length > 0
            ? `found ${mine}, which ${respelled.join(" and ")}, a name the generated ${first.owner} code binds itself; expected another name`
            : `found ${mine}, which the generated ${first.owner} code binds itself; expected another name`;
        found.push(report(context, "CARD_RESERVED_NAME", pointer, message, { at: claim.at }));
        return false;
      }
      const theirs =
        first.what === "type name"
          ? `the type name declared at ${describePosition(context.source.text, first.offset)}`
          : `the ${first.what} of "${first.owner}" (declared at ${describePosition(context.source.text, first.offset)})`;
      const message =
        claim.what === "type name" && first.what === "type name"
          ? `found type name "${name}" declared again (first at ${describePosition(context.source.text, first.offset)}); expected each name once`
          : `found ${mine}, which collides with ${theirs}; expected a type name whose generated names are free`;
      found.push(report(context, "CARD_DUPLICATE_NAME", pointer, message, { at: claim.at }));
      return false;
    };
    for (const [name, languages] of reservingLanguages(context.namings))
      claims.set(name, { offset: -1, at: "key", what: "runtime name", owner: languages });
    // Each target that changes type names (Go capitalises them), with the name each spelling first came from.
    const respellers = context.namings.flatMap((naming) =>
      naming.typeNames === undefined
        ? []
        : [{ language: naming.language, spell: naming.typeNames, first: new Map<string, string>() }],
    );
    for (const declaration of context.declarations) {
      const isVariantName =
        declaration.kind === "variant" || (declaration.kind === "union" && declaration.ancestors.length > 0);
      const pointer = isVariantName ? `${declaration.pointer}/name` : declaration.pointer;
      const at = isVariantName ? "value" : "key";
      const offset = isVariantName ? context.source.offsetOf(pointer) : context.source.keyOffsetOf(pointer);
      // Another name a target spells alike (Go's `Json` for `json` and `Json`) is refused here, once;
      // its derived names would only repeat that.
      const respelled = respellers.flatMap(({ language, spell, first }) => {
        const spelled = spell(declaration.name);
        const earlier = first.get(spelled);
        if (earlier === undefined) first.set(spelled, declaration.name);
        return earlier === undefined || earlier === declaration.name ? [] : [{ language, spelled, earlier }];
      });
      for (const { language, spelled, earlier } of respelled) {
        const message = `type name "${declaration.name}" is spelled "${spelled}" in ${language}, as "${earlier}" is; expected names that differ there too`;
        found.push(report(context, "CARD_DUPLICATE_NAME", pointer, message, { at }));
      }
      // A repeated name would repeat every derived name too; one report says it all.
      if (
        collide(declaration.name, pointer, { offset, at, what: "type name", owner: declaration.name }) &&
        respelled.length === 0
      ) {
        const union =
          declaration.kind === "union"
            ? {
                tag: declaration.node.tag,
                open: declaration.node.open === true,
                outermost: declaration.ancestors.length === 0,
              }
            : undefined;
        const named = declaration.kind === "enum" ? { ...declaration, values: declaration.node.enum } : declaration;
        for (const derived of derivedNames(context.namings, named, union)) {
          collide(derived.name, pointer, { offset, at, what: derived.what, owner: declaration.name });
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
