/**
 * Every target language's naming, in the order of `index.ts`'s targets (a test holds the two lists
 * equal): what `check/` asks of each language — which type names it can spell, how it spells fields
 * and enum values, which names its generated code derives or binds — without loading an emitter.
 */
import { goNaming } from "./go/naming.js";
import { pythonNaming } from "./python/naming.js";
import { rustNaming } from "./rust/naming.js";
import type { DerivedName, NamedDeclaration, TargetNaming, UnionShape } from "../model/target-naming.js";
import { typeScriptNaming } from "./typescript/naming.js";

export const namings: readonly TargetNaming[] = [typeScriptNaming, pythonNaming, rustNaming, goNaming];

/** Names some target's generated module binds itself, which no declared or derived name may take. */
export const reservedNames: readonly string[] = [...new Set(namings.flatMap((naming) => naming.reservedNames))];

/**
 * Every top-level name the targets derive from one declaration, once each: a name two targets both
 * derive (`OtherContentBlock` in Rust and Go) is one claim, said to be theirs together.
 */
export function derivedNames(declaration: NamedDeclaration, union?: UnionShape): DerivedName[] {
  const claims = new Map<string, { what: string; languages: string[] }>();
  for (const naming of namings) {
    for (const derived of naming.derivedNames(declaration, union)) {
      const claim = claims.get(derived.name);
      if (claim === undefined) claims.set(derived.name, { what: derived.what, languages: [naming.language] });
      else claim.languages.push(naming.language);
    }
  }
  return [...claims].map(([name, claim]) => ({
    name,
    what: claim.languages.length > 1 ? `${claim.languages.join(" and ")} ${claim.what}` : claim.what,
  }));
}
