/**
 * The npm package's name: `cardc.packages.npm`, held to the rules of npm's validate-npm-package-name
 * for new packages, or derived from the vocabulary's id (`acme-example-notify-cards`).
 */
import { flatName, type PackageNaming } from "../../model/package-names.js";

declare module "../../model/package-names.js" {
  interface PackageNames {
    /** The npm package: `@acme/notify-cards`. */
    readonly npm: string;
  }
}

const maxNpmName = 214;

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

export const npmPackageName: PackageNaming = {
  key: "npm",
  what: "npm package name",
  check: npmProblem,
  derive: (parts) => flatName(parts, npmProblem),
};
