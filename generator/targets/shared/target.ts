/**
 * What a language contributes to cardc, in one interface: its naming (which the checks are given),
 * the files it writes, and the text it writes the same for every vocabulary. `targets/index.ts`
 * lists the targets; the artifact list loops over them, and `core/` and `diff/` hand their namings
 * to `check/`.
 */
import type { Artifact } from "../../emit/artifact.js";
import type { TargetNaming } from "../../model/target-naming.js";

/** Text a target writes the same for every vocabulary, exactly once in one of its files. */
export interface FixedPart {
  /** The generated file that holds it, relative to the tree: `go/prelude.go`. */
  readonly path: string;
  readonly text: string;
  /** Where in the file it is, when it is not the whole file: `before its package clause`. */
  readonly where?: string;
}

export interface Target extends Artifact {
  readonly naming: TargetNaming;
  /**
   * Text `emit` writes the same for every vocabulary: hand-written support code kept in this folder
   * as a real source file of its language, copied whole (`prelude.rs`) or all but the line that
   * names the vocabulary's package (`prelude.go`'s package clause).
   */
  readonly fixedParts?: readonly FixedPart[];
}
