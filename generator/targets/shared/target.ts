/**
 * What a language contributes to cardc, in one interface: its naming (which the checks are given),
 * the files it writes, and the text it writes the same for every vocabulary. `targets/index.ts`
 * lists the targets; the artifact list loops over them, and `core/` and `diff/` hand their namings
 * to `check/`.
 */
import type { Artifact } from "../../emit/artifact.js";
import type { PackageNames, PackageNaming } from "../../model/package-names.js";
import type { TargetNaming } from "../../model/target-naming.js";
import type { HarnessModule } from "./harness.js";
import type { Packer } from "./packing.js";

/** Text a target writes the same for every vocabulary, exactly once in one of its files. */
export interface FixedPart {
  /** The generated file that holds it, relative to the tree: `go/prelude.go`. */
  readonly path: string;
  readonly text: string;
  /** Where in the file it is, when it is not the whole file: `before its package clause`. */
  readonly where?: string;
}

/**
 * A check a host's CI runs on the generated package, which cardc's own tests run on every generated
 * tree: passing is exit 0 and, where `silent`, no output at all (`gofmt -l` lists what it would change).
 */
export interface Gate {
  /** What it holds the package to, for the test's name: `go vet`. */
  readonly name: string;
  /** The program and its arguments, run in `folder` of a generated tree. */
  readonly command: readonly [string, ...string[]];
  /** The target's folder of the tree: `go`. */
  readonly folder: string;
  readonly silent: boolean;
  /** Files the gate reads that a package does not carry (a checker's settings), written into `folder` first. */
  readonly files?: Readonly<Record<string, string>>;
}

export interface Target extends Artifact {
  /** How a project names it in `cardc.targets`, and its folder under `generator/targets/`: `go`. */
  readonly id: string;
  readonly naming: TargetNaming;
  /** How its package is named (`package-name.ts`): its `cardc.packages` key, its ecosystem's rules, its derivation. */
  readonly packageName?: PackageNaming;
  /** The checks its ecosystem runs on the package (`gofmt`, `go vet`…); TypeScript's is the project's strict `tsc`. */
  readonly gates: readonly Gate[];
  /**
   * What `cardc dist` does for it: the folder of `dist/packages/` its artifacts go to (also the name
   * `--skip` takes), and its packer (`pack.ts` in its folder), loaded only when `dist` runs.
   */
  readonly packing: { readonly folder: string; load(): Promise<Packer> };
  /**
   * Text `emit` writes the same for every vocabulary: hand-written support code kept in this folder
   * as a real source file of its language, copied whole (`prelude.rs`) or all but the line that
   * names the vocabulary's package (`prelude.go`'s package clause). Where it goes may depend on the
   * package's names, as a Java prelude lives under `java/src/main/java/<package>/`.
   */
  fixedParts?(names: PackageNames): readonly FixedPart[];
  /**
   * How cardc's own tests build against its output (`harness.ts` in its folder, `shared/harness.ts`):
   * verdict programs, gates, sample consumers. Loaded only by the tests, never by the CLI.
   */
  readonly harness?: HarnessModule;
  /**
   * Files `emit` may take from the last tree instead of recomputing them when their inputs are
   * unchanged (`ArtifactContext.lastTree`), which the CLI therefore reads before generating.
   */
  readonly reusedFromLastTree?: readonly string[];
}
