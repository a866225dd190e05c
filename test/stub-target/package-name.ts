/**
 * The stub package's name: `cardc.packages.stub`, lowercase words joined by dots (`acme.notify`), or
 * the id's parts joined so (`urn:cardc:test:minimal` → `cardc.test.minimal`). Its folder in the tree
 * is the name with each dot a `/`, as a Java package's is.
 */
import { derivedFallback, type PackageNaming, slug } from "../../model/package-names.js";

declare module "../../model/package-names.js" {
  interface PackageNames {
    /** The stub package: `acme.notify`. */
    readonly stub: string;
    /** Its folder under `stub/`: `acme/notify`. */
    readonly stubFolder: string;
  }
}

function stubProblem(name: string): string | undefined {
  return /^[a-z][a-z0-9]*(?:\.[a-z][a-z0-9]*)*$/.test(name)
    ? undefined
    : "a stub package name is lowercase words joined by dots, each starting with a letter";
}

export const stubPackageName: PackageNaming = {
  key: "stub",
  what: "stub package name",
  check: stubProblem,
  derive: (parts) => {
    const words = parts
      .map((part) => slug(part).replace(/-/g, ""))
      .filter((word) => word !== "")
      .map((word) => (/^[a-z]/.test(word) ? word : `${derivedFallback}${word}`));
    return words.length === 0 ? derivedFallback : words.join(".");
  },
  derived: (name) => ({ stubFolder: name.replaceAll(".", "/") }),
};
