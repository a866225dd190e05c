/**
 * Every host language cardc writes, in the order their files and messages list them. The artifact
 * list emits through each; the duplicate-name rule claims each one's derived and reserved names;
 * the host-spelling rule asks each how it spells a name. Adding a language is adding its folder and
 * one entry here.
 */
import { goTarget } from "./go/target.js";
import { pythonTarget } from "./python/target.js";
import { rustTarget } from "./rust/target.js";
import type { DerivedName, NamedDeclaration, Target, UnionShape } from "./shared/target.js";
import { typeScriptTarget } from "./typescript/target.js";

export const targets: readonly Target[] = [typeScriptTarget, pythonTarget, rustTarget, goTarget];

/** Names some target's generated module binds itself, which no declared or derived name may take. */
export const reservedNames: readonly string[] = [...new Set(targets.flatMap((target) => target.reservedNames))];

/**
 * Every top-level name the targets derive from one declaration, once each: a name two targets both
 * derive (`OtherContentBlock` in Rust and Go) is one claim, said to be theirs together.
 */
export function derivedNames(declaration: NamedDeclaration, union?: UnionShape): DerivedName[] {
  const claims = new Map<string, { what: string; languages: string[] }>();
  for (const target of targets) {
    for (const derived of target.derivedNames(declaration, union)) {
      const claim = claims.get(derived.name);
      if (claim === undefined) claims.set(derived.name, { what: derived.what, languages: [target.language] });
      else claim.languages.push(target.language);
    }
  }
  return [...claims].map(([name, claim]) => ({
    name,
    what: claim.languages.length > 1 ? `${claim.languages.join(" and ")} ${claim.what}` : claim.what,
  }));
}
