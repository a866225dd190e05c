/**
 * How a Rust struct spells its fields: snake_case (`oldText` → `old_text`), a keyword as a raw
 * identifier (`r#type`) or, where not even that can spell it, with a trailing `_` (`self_`), two fields that come out alike an error. The struct and its `FromJson`
 * impl both spell them through here, so they cannot disagree.
 */
import type { Code } from "../../emit/code.js";
import { derivedIdentifiers, raw } from "../../emit/code.js";
import type { IrRecord, IrVariant } from "../../lower/ir.js";
import { isRustFieldSpellable, rustFieldSpelling } from "./naming.js";
import { rust } from "./syntax.js";

/** The spelling of each field of `type`, by its wire name. */
export function rustFieldIdentifiers(type: IrRecord | IrVariant): (name: string) => Code {
  return derivedIdentifiers(
    type.fields.map((field) => field.name),
    (name) => rustFieldIdentifier(rustFieldSpelling(name)),
    `Rust struct ${type.name}`,
  );
}

/** A field named like a keyword (`type`, `match`) is spelled as a raw identifier, `r#type`. */
function rustFieldIdentifier(name: string): Code {
  if (!rust.isIdentifier(name) && isRustFieldSpellable(name)) {
    return raw(`r#${name}`);
  }
  return rust.identifier(name);
}
