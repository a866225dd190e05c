/**
 * What every target's packer (`targets/<language>/pack.ts`, which `cardc dist` loads on use) is given: where the project and its generated tree are, the
 * vocabulary's IR, version and package names, the project's manifest, where to write, and how to run
 * a toolchain's command. A packer builds one language's artifact from the tree `cardc gen` wrote
 * (which `cardc dist` has just checked is up to date) and returns the paths it wrote.
 */
import type { Ir } from "../../lower/ir.js";
import type { PackageNames } from "../../model/package-names.js";

export interface ProjectManifest {
  readonly license?: string;
  /** The project's source repository as a web address (`https://github.com/acme/notify`), when `package.json` names one. */
  readonly repository?: string;
  /** The project's home page, when `package.json` names one. */
  readonly homepage?: string;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly devDependencies?: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
}

export interface PackContext {
  /** The project's folder (where its `package.json` is), absolute. */
  readonly projectDir: string;
  /** The generated tree, absolute. */
  readonly outDir: string;
  readonly ir: Ir;
  readonly version: string;
  readonly names: PackageNames;
  readonly manifest: ProjectManifest;
  /** Hand-written entries of the npm package beside the generated ones: subpath → file (`cardc.exports`). */
  readonly exports: Readonly<Record<string, string>>;
  /** The version of `@cardc/runtime` this compiler generates code for. */
  readonly runtimeVersion: string;
  /**
   * The project's licence file (`LICENSE`, `LICENCE.md`, `COPYING`…), absolute, which every artifact
   * carries beside the licence `package.json` names; absent when the project has none.
   */
  readonly licenseFile?: string;
  /** The folder that receives this language's artifacts (`dist/packages/<language>/`), absolute. */
  readonly destination: string;
  run(command: string, args: readonly string[], options?: RunOptions): Promise<string>;
}

export interface RunOptions {
  readonly cwd?: string;
  readonly env?: Readonly<Record<string, string>>;
}

export type Packer = (context: PackContext) => Promise<readonly string[]>;
