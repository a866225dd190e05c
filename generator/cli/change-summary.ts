/**
 * The one line `cardc gen --watch` prints after a successful regeneration: which files were
 * written, then one note per kind of change since the previous successful generation. The notes
 * are a list so a new kind of fact is one more entry; bridges whose arms a change leaves missing
 * are reported by an entry there once bridges are generated.
 *
 *     wrote generated/: 3 of 8 files changed (docs/vocabulary.md, types.ts, validators.ts); variants added: NoteCard
 */
import { allNamedTypes, type Ir, type IrUnion, leavesOf } from "../lower/ir.js";
import { bridgeNames } from "../lower/naming.js";
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

/** A note comparing one list drawn from the previous and the next IR: what appeared, what went away. */
function listChange(list: (ir: Ir) => string[], addedLabel: string, removedLabel: string): ChangeNote {
  return ({ previous, next }, style) => {
    if (previous === undefined) return undefined;
    const before = list(previous);
    const after = list(next);
    const added = after.filter((item) => !before.includes(item));
    const removed = before.filter((item) => !after.includes(item));
    const parts = [
      ...(added.length === 0 ? [] : [`${addedLabel}: ${style.added(added.join(", "))}`]),
      ...(removed.length === 0 ? [] : [`${removedLabel}: ${style.removed(removed.join(", "))}`]),
    ];
    return parts.length === 0 ? undefined : parts.join("; ");
  };
}

/** Every bridge arm, as `defineXBridge a.b` (the arm's path of tag values; `known.` for an open union). */
function bridgeArms(ir: Ir): string[] {
  return ir.types
    .filter((type): type is IrUnion => type.kind === "union")
    .flatMap((union) =>
      leavesOf(union).map((leaf) => {
        const path = leaf.tags.map((tag) => tag.value).join(".");
        return `${bridgeNames(union.name).define} ${union.open ? `known.${path}` : path}`;
      }),
    );
}

/** Every note, in the order they are printed. */
export const changeNotes: readonly ChangeNote[] = [
  listChange(variantNames, "variants added", "variants removed"),
  listChange(bridgeArms, "bridges now missing arms", "bridge arms now stale"),
];

export function summariseChange(change: GenerationChange, style: Style): string {
  const paths = changedPaths(change.drift);
  const files =
    paths.length === 0
      ? `${change.outName}/ is up to date (${change.fileCount} files)`
      : `wrote ${change.outName}/: ${paths.length} of ${change.fileCount} files changed (${paths.map(style.location).join(", ")})`;
  const notes = changeNotes.flatMap((note) => note(change, style) ?? []);
  return [files, ...notes].join("; ");
}
