/**
 * The Python distribution's name and the module it installs: `cardc.packages.python`, held to PEP 508
 * (and PEP 503's normalisation, through the module name), or derived from the vocabulary's id.
 */
import { flatName, type PackageNaming } from "../../model/package-names.js";
import { pythonKeywords } from "./keywords.js";

declare module "../../model/package-names.js" {
  interface PackageNames {
    /** The Python distribution: `acme-notify-cards`. */
    readonly python: string;
    /** The module it installs, which code imports: `acme_notify_cards`. */
    readonly pythonImport: string;
  }
}

/** The module a distribution installs: `acme-notify.cards` → `acme_notify_cards`. */
function pythonImportName(distribution: string): string {
  return distribution.replace(/[-.]/g, "_");
}

function pythonProblem(name: string): string | undefined {
  if (!/^([A-Z0-9]|[A-Z0-9][A-Z0-9._-]*[A-Z0-9])$/i.test(name))
    return "a python distribution name is letters, digits and - . _, starting and ending with a letter or digit";
  const module = pythonImportName(name);
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(module)) return `its import name ${module} is not a python identifier`;
  if (pythonKeywords.has(module)) return `its import name ${module} is a python keyword`;
  return undefined;
}

export const pythonPackageName: PackageNaming = {
  key: "python",
  what: "Python distribution name",
  check: pythonProblem,
  derive: (parts) => flatName(parts, pythonProblem),
  derived: (name) => ({ pythonImport: pythonImportName(name) }),
};
