/** Every language `cardc dist` packs, in the order it packs them, each loaded when it runs. */
import type { PackageLanguage } from "../model/package-names.js";
import type { Packer } from "./pack-context.js";

export const packers: Readonly<Record<PackageLanguage, () => Promise<Packer>>> = {
  npm: async () => (await import("./npm-package.js")).packNpm,
  python: async () => (await import("./python-package.js")).packPython,
  rust: async () => (await import("./rust-crate.js")).packRust,
  go: async () => (await import("./go-module.js")).packGo,
};
