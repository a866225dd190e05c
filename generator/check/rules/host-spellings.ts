/**
 * Every name spells in Python, Rust and Go as it does in TypeScript: no `$` (which only JavaScript
 * accepts), enum values whose PascalCase form (`dry-run` → `DryRun`, a Rust variant and a Go
 * constant) starts with a letter and is no Rust keyword, type names that are no keyword in any
 * host, field names Rust can spell (`r#type`, but never `self`), and no two fields or enum values
 * of one type that come out alike once spelled for a host (`oldText` / `old_text` in Rust, `url` /
 * `Url` in Go). Without these checks the emitters would fail after the checks passed.
 */
import type { Diagnostic } from "../../model/diagnostic.js";
import { fieldsOf, nameLocation } from "../../model/dsl.js";
import { identifierPattern } from "../../model/names.js";
import { type Rule, type RuleContext, report } from "../rule.js";
import { goFieldName, pascalCase, rustFieldName } from "../../lower/naming.js";
import { isGoIdentifier } from "../../targets/go/syntax.js";
import { isPythonIdentifier } from "../../targets/python/syntax.js";
import { isRustFieldSpellable, isRustIdentifier } from "../../targets/rust/syntax.js";

const noDollar = "expected letters, digits or _ only, since Python, Rust and Go cannot spell $";

export const hostSpellings: Rule = {
  name: "names spell in every host language",
  check(context) {
    const found: Diagnostic[] = [];
    for (const declaration of context.declarations) {
      if (identifierPattern.test(declaration.name) && declaration.name.includes("$")) {
        const { pointer, at } = nameLocation(declaration);
        const message = `found type name "${declaration.name}"; ${noDollar}`;
        found.push(report(context, "CARD_INVALID_NAME", pointer, message, { at }));
      } else if (identifierPattern.test(declaration.name)) {
        const hosts = hostsRejecting(declaration.name);
        if (hosts.length > 0) {
          const { pointer, at } = nameLocation(declaration);
          const message = `found type name "${declaration.name}", a keyword in ${hosts.join(" and ")}; expected another name`;
          found.push(report(context, "CARD_RESERVED_NAME", pointer, message, { at }));
        }
      }
      const fields = fieldsOf(declaration).filter(({ name }) => identifierPattern.test(name));
      for (const { name, pointer } of fields) {
        if (name.includes("$")) {
          found.push(
            report(context, "CARD_INVALID_NAME", pointer, `found field name "${name}"; ${noDollar}`, { at: "key" }),
          );
        } else if (!isRustFieldSpellable(rustFieldName(name))) {
          const message = `found field name "${name}", which Rust spells "${rustFieldName(name)}", a keyword even as a raw identifier; expected another name`;
          found.push(report(context, "CARD_RESERVED_NAME", pointer, message, { at: "key" }));
        }
      }
      found.push(...clashes(context, "Rust", fields, rustFieldName, "field"));
      found.push(...clashes(context, "Go", fields, goFieldName, "field"));
      if (declaration.kind === "enum") {
        const values = declaration.node.enum.map((name, index) => ({
          name,
          pointer: `${declaration.pointer}/enum/${index}`,
        }));
        for (const { name, pointer } of values) {
          if (name !== "" && !/^[A-Za-z]/.test(pascalCase(name))) {
            const message = `found enum value "${name}", which Rust and Go would spell "${pascalCase(name)}"; expected a value with a letter before any digit`;
            found.push(report(context, "CARD_INVALID_NAME", pointer, message));
          } else if (name !== "" && !isRustIdentifier(pascalCase(name))) {
            const message = `found enum value "${name}", which Rust spells "${pascalCase(name)}", a keyword; expected another value`;
            found.push(report(context, "CARD_RESERVED_NAME", pointer, message));
          }
        }
        found.push(...clashes(context, "Rust and Go", values, pascalCase, "enum value"));
      }
    }
    return found;
  },
};

/** The hosts whose keywords include a type name, as generated code spells it there unchanged. */
function hostsRejecting(name: string): string[] {
  const checks: [string, (name: string) => boolean][] = [
    ["Python", isPythonIdentifier],
    ["Rust", isRustIdentifier],
    ["Go", isGoIdentifier],
  ];
  return checks.filter(([, accepts]) => !accepts(name)).map(([host]) => host);
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
    if (earlier === undefined) {
      first.set(spelled, name);
      return [];
    }
    const message = `${what} "${name}" is spelled "${spelled}" in ${language}, as "${earlier}" is; expected names that differ there too`;
    return [report(context, "CARD_DUPLICATE_NAME", pointer, message, what === "field" ? { at: "key" } : {})];
  });
}
