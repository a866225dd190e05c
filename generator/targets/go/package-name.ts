/**
 * The Go module path and its package clause: `cardc.packages.go`, held to the rules golang.org/x/mod's
 * CheckPath reads module paths by, or derived from the vocabulary's id (`acme.example/notify/cards`,
 * `package cards`).
 */
import { derivedFallback, slug, type PackageNaming } from "../../model/package-names.js";
import { goKeywords } from "./keywords.js";

declare module "../../model/package-names.js" {
  interface PackageNames {
    /** The Go module path: `example.com/acme/notifycards`. */
    readonly go: string;
    /** The Go package clause: `notifycards`. */
    readonly goPackage: string;
  }
}

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

/**
 * The module path from the id's parts: their slugs (dots kept, as in a domain) joined by `/`. An
 * element Go refuses (a name Windows reserves), or a last one whose package clause would not do (a
 * keyword, `main`, a leading digit), takes a `cards-` prefix.
 */
function derivedModulePath(parts: readonly string[]): string {
  const elements = parts
    .map((part) => slug(part, "."))
    .filter((element) => element !== "")
    .map((element) => (goElementProblem(element) === undefined ? element : `${derivedFallback}-${element}`));
  const last = elements.pop();
  if (last === undefined) return derivedFallback;
  const path = [...elements, last].join("/");
  return goProblem(path) === undefined ? path : [...elements, `${derivedFallback}-${last}`].join("/");
}

export const goPackageName: PackageNaming = {
  key: "go",
  what: "Go module path",
  check: goProblem,
  derive: derivedModulePath,
  derived: (path) => ({ goPackage: goPackageClause(path) }),
};
