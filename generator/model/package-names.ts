/**
 * The names a vocabulary's host packages go by, as a contract every target fills in from its own
 * folder (`targets/<language>/package-name.ts`): the `cardc.packages` key that gives its name, the
 * ecosystem's rules for one (npm's, PEP 508's, crates.io's, Go's module paths), the name it derives
 * from the vocabulary's `id` when the project gives none, and the names its code derives from that
 * one (the Python module, the Go package clause). `PackageNames` is open: each target adds its fields
 * by declaration merging, so a new language's names need no edit here. This file keeps the contract,
 * the loop over the targets' namings, and the helpers every derivation shares.
 *
 * A name the project gives is used as it is; a name it does not give is derived from the id, which
 * every vocabulary declares and which is unique by design, so the packages of two vocabularies can
 * share one venv, crate graph or Go build. Each ecosystem derives by its own rules alone, so adding a
 * language never changes another's derived name.
 *
 *     derivePackageNames(packageNamings, "https://acme.example/notify/cards")
 *       → npm, python, rust "acme-example-notify-cards", pythonImport "acme_example_notify_cards",
 *         go "acme.example/notify/cards", goPackage "cards"
 */

/** Every name of a vocabulary's packages, by the field each target declares (`npm`, `go`, `goPackage`…). */
export interface PackageNames {}

/** The names a project gives, by `cardc.packages` key. */
export type GivenPackageNames = Readonly<Record<string, string>>;

/** How one target names its package. */
export interface PackageNaming {
  /** The `cardc.packages` key that gives the name, and the field of `PackageNames` that holds it: `go`. */
  readonly key: string;
  /** What the name is, for messages and the settings' docs: `Go module path`. */
  readonly what: string;
  /** Why `name` cannot name the package, in lowercase and one line; `undefined` when it can. */
  check(name: string): string | undefined;
  /** The name when the project gives none, from the id's parts (`idParts`); one `check` accepts. */
  derive(parts: readonly string[]): string;
  /** The further names the target's code uses, derived from the package name: `{ goPackage: "cards" }`. */
  derived?(name: string): Readonly<Record<string, string>>;
}

/**
 * The names of a vocabulary's packages, for every naming: each given one its `check` accepts, else
 * the one derived from `id`. A refused name is never written into a package (it could name a folder
 * outside the tree), and the core does not throw over it: the project's settings report it before
 * `generate` (`packageNameProblem`).
 */
export function derivePackageNames(
  namings: readonly PackageNaming[],
  id: string,
  given: GivenPackageNames = {},
): PackageNames {
  const parts = idParts(id);
  const names: Record<string, string> = {};
  for (const naming of namings) {
    const offered = given[naming.key];
    const name = offered !== undefined && naming.check(offered) === undefined ? offered : naming.derive(parts);
    names[naming.key] = name;
    Object.assign(names, naming.derived?.(name));
  }
  // Every naming wrote its key and derived names, which are the fields its declaration merge adds.
  return names as unknown as PackageNames;
}

/**
 * What is wrong with one `cardc.packages` entry, in one line after its key: a key no target names
 * (with the keys there are, or a did-you-mean), or a name its ecosystem refuses; `undefined` when fine.
 */
export function packageNameProblem(
  namings: readonly PackageNaming[],
  key: string,
  name: string,
  suggest: (key: string, keys: readonly string[]) => string | undefined,
): string | undefined {
  const naming = namings.find((candidate) => candidate.key === key);
  if (naming === undefined) {
    const keys = namings.map((candidate) => candidate.key);
    return `is not a package name any target takes; ${suggest(key, keys) ?? `expected ${keys.join(", ")}`}`;
  }
  const problem = naming.check(name);
  return problem === undefined ? undefined : `${JSON.stringify(name)}: ${problem}`;
}

// ---- what every derivation shares ----

/** The longest name a derivation gives: crates.io's limit, the tightest of the ecosystems cardc writes. */
export const maxDerivedName = 64;
/** What a derived name starts with when the id's own text would not do as a name. */
export const derivedFallback = "cards";

/**
 * The parts of an id that make it unique: an http(s) URL's authority and path segments, a URN's
 * parts after `urn:` (split on `:` and `/`), and any other id's runs of letters and digits.
 */
export function idParts(id: string): string[] {
  const url = /^https?:\/\/([^/?#]*)([^?#]*)/i.exec(id);
  if (url !== null) {
    const authority = (url[1] ?? "").replace(/^.*@/, ""); // user information names no package
    return [authority, ...(url[2] ?? "").split("/")];
  }
  if (/^urn:/i.test(id)) return id.slice("urn:".length).split(/[:/]/);
  return id.split(/[^A-Za-z0-9]+/);
}

/** Lowercase, each run of other characters one `-`, trimmed: `Acme.Example` → `acme-example`. */
export function slug(part: string, keep = ""): string {
  const other = new RegExp(`[^a-z0-9${keep}]+`, "g");
  return part
    .toLowerCase()
    .replace(other, "-")
    .replace(/^[-.]+|[-.]+$/g, "");
}

/**
 * A flat name (npm's, Python's, Rust's): the parts' slugs joined by `-`. One the ecosystem would
 * refuse (it starts with a digit, or is a keyword there) takes a `cards-` prefix; one longer than
 * `maxDerivedName` keeps its start and ends in a hash of the whole, so two long ids still differ.
 */
export function flatName(parts: readonly string[], check: (name: string) => string | undefined): string {
  const joined = parts
    .map((part) => slug(part))
    .filter((part) => part !== "")
    .join("-");
  const name = shortened(joined);
  return joined !== "" && check(name) === undefined
    ? name
    : shortened(joined === "" ? derivedFallback : `${derivedFallback}-${joined}`);
}

function shortened(name: string): string {
  if (name.length <= maxDerivedName) return name;
  const hash = fnv1a(name).toString(16).padStart(8, "0");
  return `${name.slice(0, maxDerivedName - hash.length - 1).replace(/-+$/, "")}-${hash}`;
}

/** FNV-1a, 32 bits: a short, stable fingerprint, not a secure one. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
