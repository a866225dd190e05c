/**
 * The names the target languages' generated code binds or derives, gathered from their namings for
 * the duplicate-name rule: a declared name may take none of them.
 */
import {
  type DerivedName,
  languageList,
  type NamedDeclaration,
  type TargetNaming,
  type UnionShape,
} from "../model/target-naming.js";

/** Each name some target's module binds, with the languages that bind it, as a sentence names them: `Python and Go`. */
export function reservingLanguages(namings: readonly TargetNaming[]): ReadonlyMap<string, string> {
  const binders = new Map<string, TargetNaming[]>();
  for (const naming of namings) {
    for (const name of naming.reservedNames) {
      const found = binders.get(name) ?? [];
      if (!found.includes(naming)) binders.set(name, [...found, naming]);
    }
  }
  return new Map([...binders].map(([name, languages]) => [name, languageList(languages)]));
}

/**
 * Every top-level name the targets derive from one declaration, once each: a name two targets both
 * derive (`OtherContentBlock` in Rust and Go) is one claim, said to be theirs together.
 */
export function derivedNames(
  namings: readonly TargetNaming[],
  declaration: NamedDeclaration,
  union?: UnionShape,
): DerivedName[] {
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
