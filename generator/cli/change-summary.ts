/**
 * The one line `cardc gen --watch` prints after a successful regeneration: which files were
 * written, then one note per kind of change since the previous successful generation. The notes
 * are a list so a new kind of fact is one more entry; bridges whose arms a change leaves missing
 * are reported by an entry there once bridges are generated.
 *
 *     wrote generated/: 3 of 8 files changed (docs/vocabulary.md, types.ts, validators.ts); variants added: NoteCard
 */
import { allNamedTypes, type Ir } from "../lower/ir.js";
import type { TreeDrift } from "../output/compare-tree.js";
import { changedPaths } from "./gen-steps.js";
import type { Style } from "./style.js";

export interface GenerationChange {
  /** The IR of the previous successful generation in this session; absent on the first one. */
  readonly previous: Ir | undefined;
  readonly next: Ir;
  readonly drift: TreeDrift;
  readonly fileCount: number;
  readonly outName: string;
}

/** One fact about a change, as a short phrase, or nothing when it does not apply. */
export type ChangeNote = (change: GenerationChange, style: Style) => string | undefined;

function variantNames(ir: Ir): string[] {
  return allNamedTypes(ir)
    .filter((type) => type.kind === "variant")
    .map((type) => type.name);
}

const variantsAddedOrRemoved: ChangeNote = ({ previous, next }, style) => {
  if (previous === undefined) return undefined;
  const before = variantNames(previous);
  const after = variantNames(next);
  const added = after.filter((name) => !before.includes(name));
  const removed = before.filter((name) => !after.includes(name));
  const parts = [
    ...(added.length === 0 ? [] : [`variants added: ${style.added(added.join(", "))}`]),
    ...(removed.length === 0 ? [] : [`variants removed: ${style.removed(removed.join(", "))}`]),
  ];
  return parts.length === 0 ? undefined : parts.join("; ");
};

/** Every note, in the order they are printed. */
export const changeNotes: readonly ChangeNote[] = [variantsAddedOrRemoved];

export function summariseChange(change: GenerationChange, style: Style): string {
  const paths = changedPaths(change.drift);
  const files =
    paths.length === 0
      ? `${change.outName}/ is up to date (${change.fileCount} files)`
      : `wrote ${change.outName}/: ${paths.length} of ${change.fileCount} files changed (${paths.map(style.location).join(", ")})`;
  const notes = changeNotes.flatMap((note) => note(change, style) ?? []);
  return [files, ...notes].join("; ");
}
