/**
 * The names a vocabulary's host packages go by: the npm package, the Python distribution and the
 * module it installs, the Rust crate, the Go module path and its package clause. A name the project
 * gives is used as it is; a name it does not give is derived from the vocabulary's `id`, which every
 * vocabulary declares and which is unique by design, so the packages of two vocabularies can share
 * one venv, crate graph or Go build. `checkPackageName` holds a given name to its ecosystem's rules
 * (npm's package-name rules, PEP 508 and PEP 503, crates.io's crate names, golang.org/x/mod's module
 * paths); the caller reports a name it refuses, where the name was written, before generating.
 *
 *     derivePackageNames("https://acme.example/notify/cards")
 *       → npm, python, rust "acme-example-notify-cards", pythonImport "acme_example_notify_cards",
 *         go "acme.example/notify/cards", goPackage "cards"
 */
import { goKeywords, pythonKeywords, rustKeywords } from "./target-keywords.js";

export type PackageLanguage = "npm" | "python" | "rust" | "go";

export type GivenPackageNames = Readonly<Partial<Record<PackageLanguage, string>>>;

export interface PackageNames {
  /** The npm package: `@acme/notify-cards`. */
  readonly npm: string;
  /** The Python distribution: `acme-notify-cards`. */
  readonly python: string;
  /** The module it installs, which code imports: `acme_notify_cards`. */
  readonly pythonImport: string;
  /** The crate, as `Cargo.toml` names it: `acme-notify-cards` (`acme_notify_cards` in Rust code). */
  readonly rust: string;
  /** The Go module path: `example.com/acme/notifycards`. */
  readonly go: string;
  /** The Go package clause: `notifycards`. */
  readonly goPackage: string;
}

/** crates.io's limit, the tightest of the three that share a derived name. */
const maxCrateName = 64;
const maxNpmName = 214;
/** What a derived name starts with when the id's own text would not do as a name. */
const fallback = "cards";

/**
 * The names of a vocabulary's packages: each given one `checkPackageName` accepts, else the one
 * derived from `id`. A refused name is never written into a package (it could name a folder outside
 * the tree), and the core does not throw over it: the project's settings report it before `generate`.
 */
export function derivePackageNames(id: string, given: GivenPackageNames = {}): PackageNames {
  const accepted = (language: PackageLanguage): string | undefined => {
    const name = given[language];
    return name !== undefined && checkPackageName(language, name) === undefined ? name : undefined;
  };
  const parts = idParts(id);
  const flat = flatName(parts);
  const python = accepted("python") ?? flat;
  const go = accepted("go") ?? derivedModulePath(parts);
  return {
    npm: accepted("npm") ?? flat,
    python,
    pythonImport: pythonImportName(python),
    rust: accepted("rust") ?? flat,
    go,
    goPackage: goPackageClause(go),
  };
}

/** Why `name` cannot name the language's package, in lowercase and one line; `undefined` when it can. */
export function checkPackageName(language: PackageLanguage, name: string): string | undefined {
  switch (language) {
    case "npm":
      return npmProblem(name);
    case "python":
      return pythonProblem(name);
    case "rust":
      return rustProblem(name);
    case "go":
      return goProblem(name);
  }
}

// ---- npm: the rules of npm's validate-npm-package-name, for new packages ----

function npmProblem(name: string): string | undefined {
  if (name === "") return "an npm package name cannot be empty";
  if (name.length > maxNpmName) return `an npm package name has at most ${maxNpmName} characters`;
  if (name !== name.toLowerCase()) return "an npm package name is lowercase";
  if (name.trim() !== name) return "an npm package name has no leading or trailing space";
  const scoped = /^@([^/]+)\/([^/]+)$/.exec(name);
  if (name.startsWith("@") && scoped === null) return "a scoped npm package name is @scope/name";
  const parts = scoped === null ? [name] : [scoped[1] ?? "", scoped[2] ?? ""];
  const bare = parts.at(-1) ?? "";
  if (bare.startsWith(".") || bare.startsWith("_")) return "an npm package name cannot start with . or _";
  if (["node_modules", "favicon.ico"].includes(bare)) return `npm reserves the name ${bare}`;
  // encodeURIComponent keeps ~'!()*, which npm refuses in new names all the same.
  if (parts.some((part) => encodeURIComponent(part) !== part || /[~'!()*]/.test(part)))
    return "an npm package name holds only url-safe characters (letters, digits, - . _)";
  return undefined;
}

// ---- Python: PEP 508 names, and the module the distribution installs ----

function pythonProblem(name: string): string | undefined {
  if (!/^([A-Z0-9]|[A-Z0-9][A-Z0-9._-]*[A-Z0-9])$/i.test(name))
    return "a python distribution name is letters, digits and - . _, starting and ending with a letter or digit";
  const module = pythonImportName(name);
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(module)) return `its import name ${module} is not a python identifier`;
  if (pythonKeywords.has(module)) return `its import name ${module} is a python keyword`;
  return undefined;
}

/** The module a distribution installs: `acme-notify.cards` → `acme_notify_cards`. */
function pythonImportName(distribution: string): string {
  return distribution.replace(/[-.]/g, "_");
}

// ---- Rust: crates.io's crate names ----

/** Crates every Rust build already has, which a crate of the same name would shadow. */
const builtinCrates = new Set(["std", "core", "alloc", "proc_macro", "test"]);

function rustProblem(name: string): string | undefined {
  if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(name))
    return "a crate name is ascii letters, digits, - and _, starting with a letter";
  if (name.length > maxCrateName) return `a crate name has at most ${maxCrateName} characters`;
  const inCode = name.replace(/-/g, "_");
  if (rustKeywords.has(inCode)) return `${inCode} is a rust keyword`;
  if (builtinCrates.has(inCode)) return `${inCode} is a crate of rust itself`;
  return undefined;
}

// ---- Go: module paths as golang.org/x/mod's CheckPath reads them ----

/** Names Windows cannot give a file, which Go refuses as a path element (before any dot). */
const windowsNames = new Set(
  "con prn aux nul com1 com2 com3 com4 com5 com6 com7 com8 com9 lpt1 lpt2 lpt3 lpt4 lpt5 lpt6 lpt7 lpt8 lpt9".split(
    " ",
  ),
);

function goProblem(path: string): string | undefined {
  if (path === "") return "a go module path cannot be empty";
  if (path.startsWith("/") || path.endsWith("/")) return "a go module path has no leading or trailing /";
  for (const element of path.split("/")) {
    const problem = goElementProblem(element);
    if (problem !== undefined) return problem;
  }
  if (path.startsWith("-")) return "a go module path cannot start with -, which reads as a flag";
  const clause = goPackageClause(path);
  if (clause === "") return "the last element of a go module path needs a letter or digit for the package clause";
  if (/^[0-9]/.test(clause)) return `its package clause ${clause} would start with a digit`;
  if (goKeywords.has(clause)) return `its package clause ${clause} is a go keyword`;
  if (clause === "main") return "its package clause would be main, which is a command, not a package";
  return undefined;
}

function goElementProblem(element: string): string | undefined {
  if (element === "") return "a go module path has no empty element (//)";
  if (!/^[a-z0-9.\-_~]+$/.test(element))
    return `go module path element ${element} is not lowercase letters, digits and - . _ ~`;
  if (element.startsWith(".") || element.endsWith("."))
    return `go module path element ${element} starts or ends with .`;
  if (windowsNames.has(element.split(".")[0] ?? ""))
    return `go module path element ${element} is a name windows reserves`;
  // Windows reads NAME~1 as a short name for another file.
  if (/~[0-9]+$/.test(element.split(".")[0] ?? ""))
    return `go module path element ${element} looks like a windows short name`;
  return undefined;
}

/**
 * The package clause of a module path: its last element (the one before a `/v2` major version
 * suffix, as Go's tools read it), lowercased, with all but letters and digits removed.
 */
function goPackageClause(path: string): string {
  const elements = path.split("/");
  const last = elements.length > 1 && /^v[0-9]+$/.test(elements.at(-1) ?? "") ? elements.at(-2) : elements.at(-1);
  return (last ?? "").toLowerCase().replace(/[^a-z0-9]/g, "");
}

// ---- names derived from the id ----

/**
 * The parts of an id that make it unique: an http(s) URL's authority and path segments, a URN's
 * parts after `urn:` (split on `:` and `/`), and any other id's runs of letters and digits.
 */
function idParts(id: string): string[] {
  const url = /^https?:\/\/([^/?#]*)([^?#]*)/i.exec(id);
  if (url !== null) {
    const authority = (url[1] ?? "").replace(/^.*@/, ""); // user information names no package
    return [authority, ...(url[2] ?? "").split("/")];
  }
  if (/^urn:/i.test(id)) return id.slice("urn:".length).split(/[:/]/);
  return id.split(/[^A-Za-z0-9]+/);
}

/** Lowercase, each run of other characters one `-`, trimmed: `Acme.Example` → `acme-example`. */
function slug(part: string, keep = ""): string {
  const other = new RegExp(`[^a-z0-9${keep}]+`, "g");
  return part
    .toLowerCase()
    .replace(other, "-")
    .replace(/^[-.]+|[-.]+$/g, "");
}

/**
 * The npm, Python and Rust name: the parts' slugs joined by `-`. One that would not do in all three
 * (it starts with a digit, or is a keyword there) takes a `cards-` prefix; one longer than a crate
 * name may be keeps its start and ends in a hash of the whole, so two long ids still differ.
 */
function flatName(parts: readonly string[]): string {
  const joined = parts
    .map((part) => slug(part))
    .filter((part) => part !== "")
    .join("-");
  const name = shortened(joined);
  const usable = (["npm", "python", "rust"] as const).every(
    (language) => checkPackageName(language, name) === undefined,
  );
  return joined !== "" && usable ? name : shortened(joined === "" ? fallback : `${fallback}-${joined}`);
}

function shortened(name: string): string {
  if (name.length <= maxCrateName) return name;
  const hash = fnv1a(name).toString(16).padStart(8, "0");
  return `${name.slice(0, maxCrateName - hash.length - 1).replace(/-+$/, "")}-${hash}`;
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

/**
 * The Go module path: the parts' slugs (dots kept, as in a domain) joined by `/`. An element Go
 * refuses (a name Windows reserves), or a last one whose package clause would not do (a keyword,
 * `main`, a leading digit), takes a `cards-` prefix.
 */
function derivedModulePath(parts: readonly string[]): string {
  const elements = parts
    .map((part) => slug(part, "."))
    .filter((element) => element !== "")
    .map((element) => (goElementProblem(element) === undefined ? element : `${fallback}-${element}`));
  const last = elements.pop();
  if (last === undefined) return fallback;
  const path = [...elements, last].join("/");
  return goProblem(path) === undefined ? path : [...elements, `${fallback}-${last}`].join("/");
}
