/**
 * Every name spells in Python, Rust and Go as it does in TypeScript: no `$` (which only JavaScript
 * accepts), enum values whose PascalCase form (`dry-run` → `DryRun`, a Rust variant and a Go
 * constant) starts with a letter and is no Rust keyword, type names that are no keyword in any
 * host, field names Rust can spell (`r#type`, but never `self`), and no two fields or enum values
 * of one type that come out alike once spelled for a host (`oldText` / `old_text` in Rust, `url` /
 * `URL` in Go; two type names alike, `json` / `Json` in Go, are the unique-names rule's). Without
 * these checks the emitters would fail after the checks passed.
 */
import type { Diagnostic } from "../../model/diagnostic.js";
import { fieldsOf, nameLocation } from "../../model/dsl.js";
import { identifierPattern } from "../../model/names.js";
import { type Rule, type RuleContext, report } from "../rule.js";
import { languageList, type Spelling, type TargetNaming } from "../../model/target-naming.js";

/** The message for a name with `$`, which only some languages can spell: those that cannot are named. */
function noDollar(context: RuleContext, name: string): string {
  const refusing = context.namings.filter((naming) => !naming.acceptsTypeName(name));
  return `expected letters, digits or _ only, since ${languageList(refusing)} cannot spell $`;
}

export const targetSpellings: Rule = {
  name: "names spell in every target language",
  check(context) {
    const found: Diagnostic[] = [];
    for (const declaration of context.declarations) {
      if (identifierPattern.test(declaration.name) && declaration.name.includes("$")) {
        const { pointer, at } = nameLocation(declaration);
        const message = `found type name "${declaration.name}"; ${noDollar(context, declaration.name)}`;
        found.push(report(context, "CARD_INVALID_NAME", pointer, message, { at }));
      } else if (identifierPattern.test(declaration.name)) {
        const hosts = context.namings.filter((target) => !target.acceptsTypeName(declaration.name));
        if (hosts.length > 0) {
          const { pointer, at } = nameLocation(declaration);
          const message = `found type name "${declaration.name}", reserved in ${languageList(hosts)}; expected another name`;
          found.push(report(context, "CARD_RESERVED_NAME", pointer, message, { at }));
        }
      }
      const fields = fieldsOf(declaration).filter(({ name }) => identifierPattern.test(name));
      for (const { name, pointer } of fields) {
        if (name.includes("$")) {
          found.push(
            report(context, "CARD_INVALID_NAME", pointer, `found field name "${name}"; ${noDollar(context, name)}`, {
              at: "key",
            }),
          );
          continue;
        }
        for (const target of context.namings) {
          const spelling = target.fieldNames;
          if (spelling === undefined || spelling.accepts(spelling.spell(name))) continue;
          const message = `found field name "${name}", which ${target.language} spells "${spelling.spell(name)}", ${spelling.rejected}; expected another name`;
          found.push(report(context, "CARD_RESERVED_NAME", pointer, message, { at: "key" }));
        }
      }
      for (const target of context.namings) {
        if (target.fieldNames !== undefined) {
          found.push(...clashes(context, target.language, fields, target.fieldNames.spell, "field"));
        }
      }
      if (declaration.kind === "enum") {
        const values = declaration.node.enum.map((name, index) => ({
          name,
          pointer: `${declaration.pointer}/enum/${index}`,
        }));
        const names = values.map((value) => value.name);
        for (const group of bySpelling(context.namings, (target) => target.enumValueNames, names)) {
          const spell = group[0]?.spelling.spell ?? String;
          const who = languageList(group.map(({ target }) => target));
          for (const { name, pointer } of values) {
            if (name === "") continue;
            if (!/^[A-Za-z]/.test(spell(name))) {
              const message = `found enum value "${name}", which ${who} would spell "${spell(name)}"; expected a value with a letter before any digit`;
              found.push(report(context, "CARD_INVALID_NAME", pointer, message));
              continue;
            }
            for (const { target, spelling } of group) {
              if (spelling.accepts(spell(name))) continue;
              const message = `found enum value "${name}", which ${target.language} spells "${spell(name)}", ${spelling.rejected}; expected another value`;
              found.push(report(context, "CARD_RESERVED_NAME", pointer, message));
            }
          }
          found.push(...clashes(context, who, values, spell, "enum value"));
        }
      }
    }
    return found;
  },
};

/**
 * Targets that have a spelling, grouped by how they spell these names, so hosts that spell them alike
 * are named together (Rust's `DryRun` is Go's too, while `url` is Rust's `Url` and Go's `URL`).
 */
function bySpelling(
  hosts: readonly TargetNaming[],
  spellingOf: (target: TargetNaming) => Spelling | undefined,
  names: readonly string[],
): { target: TargetNaming; spelling: Spelling }[][] {
  const groups = new Map<string, { target: TargetNaming; spelling: Spelling }[]>();
  for (const target of hosts) {
    const spelling = spellingOf(target);
    if (spelling === undefined) continue;
    const key = JSON.stringify(names.map((name) => spelling.spell(name)));
    groups.set(key, [...(groups.get(key) ?? []), { target, spelling }]);
  }
  return [...groups.values()];
}

function clashes(
  context: RuleContext,
  language: string,
  names: readonly { name: string; pointer: string }[],
  spell: (name: string) => string,
  what: string,
): Diagnostic[] {
  const first = new Map<string, string>();
  return names.flatMap(({ name, pointer }) => {
    const spelled = spell(name);
    const earlier = first.get(spelled);
    // The same name twice is a duplicate, which the rule for unique names reports.
    if (earlier === name) return [];
    if (earlier === undefined) {
      first.set(spelled, name);
      return [];
    }
    const message = `${what} "${name}" is spelled "${spelled}" in ${language}, as "${earlier}" is; expected names that differ there too`;
    return [report(context, "CARD_DUPLICATE_NAME", pointer, message, what === "field" ? { at: "key" } : {})];
  });
}
