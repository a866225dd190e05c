/** One change between two versions of a vocabulary, as a diff rule reports it, with where it is in each. */
import type { BumpLevel } from "./bump-level.js";
import type { ChangeClass } from "./change-class.js";

export interface ChangeLocation {
  readonly file: string;
  readonly pointer: string;
  readonly line: number;
  readonly column: number;
}

export interface Change {
  readonly rule: string;
  readonly class: ChangeClass;
  /** The semver bump the change requires (before the `0.x` reading). */
  readonly bump: BumpLevel;
  readonly message: string;
  readonly before: ChangeLocation;
  readonly after: ChangeLocation;
  readonly mustChange?: readonly string[];
}
