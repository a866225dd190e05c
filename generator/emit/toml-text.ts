/**
 * TOML documents (`Cargo.toml`, `pyproject.toml`), written by smol-toml rather than by hand, so every
 * string is escaped as TOML, not JSON, wants: DEL and the other control characters included. A lone
 * surrogate has no TOML spelling at all (TOML text is UTF-8); smol-toml would quietly put U+FFFD in
 * its place, so it is refused here, and the vocabulary's checks and the project's settings refuse it
 * first where the author wrote it.
 */
import { stringify } from "smol-toml";
import { hasLoneSurrogate } from "../model/lone-surrogate.js";

/** A TOML value as the manifests use them: strings, lists of strings and tables, in the order given. */
export type TomlValue = string | readonly string[] | TomlTable;
export interface TomlTable {
  readonly [key: string]: TomlValue | undefined;
}

/** Every string of `value`, keys included. */
function strings(value: TomlValue | undefined): string[] {
  if (value === undefined) return [];
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return [...(value as readonly string[])];
  return Object.entries(value as TomlTable).flatMap(([key, item]) => [key, ...strings(item)]);
}

/**
 * The TOML text of `table`: its keys in the order given, a key whose value is undefined left out,
 * one blank line before each `[table]`. Throws on a lone surrogate, which callers refuse first.
 */
export function writeToml(table: TomlTable): string {
  const lone = strings(table).find(hasLoneSurrogate);
  if (lone !== undefined) throw new Error(`TOML cannot hold the lone surrogate in ${JSON.stringify(lone)}`);
  return stringify(table);
}
