/**
 * The crate's name: `cardc.packages.rust`, held to crates.io's rules for crate names, or derived
 * from the vocabulary's id (`acme-example-notify-cards`, `acme_example_notify_cards` in Rust code).
 */
import { flatName, maxDerivedName, type PackageNaming } from "../../model/package-names.js";
import { rustKeywords } from "./keywords.js";

declare module "../../model/package-names.js" {
  interface PackageNames {
    /** The crate, as `Cargo.toml` names it: `acme-notify-cards` (`acme_notify_cards` in Rust code). */
    readonly rust: string;
  }
}

/** crates.io's limit, which every derived name keeps to. */
const maxCrateName = maxDerivedName;
/** Crates every Rust build already has, which a crate of the same name would shadow. */
const builtinCrates = new Set(["std", "core", "alloc", "proc_macro", "test"]);

/** The crate's name as Rust code spells it: `acme-notify-cards` → `acme_notify_cards`. */
export function crateIdentifier(name: string): string {
  return name.replace(/-/g, "_");
}

function rustProblem(name: string): string | undefined {
  if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(name))
    return "a crate name is ascii letters, digits, - and _, starting with a letter";
  if (name.length > maxCrateName) return `a crate name has at most ${maxCrateName} characters`;
  const inCode = crateIdentifier(name);
  if (rustKeywords.has(inCode)) return `${inCode} is a rust keyword`;
  if (builtinCrates.has(inCode)) return `${inCode} is a crate of rust itself`;
  return undefined;
}

export const rustPackageName: PackageNaming = {
  key: "rust",
  what: "crate name",
  check: rustProblem,
  derive: (parts) => flatName(parts, rustProblem),
};
