/**
 * The one line `cardc gen --watch` prints after a successful regeneration: which files were
 * written, then one note per kind of change since the previous successful generation. The notes
 * are a list so a new kind of fact is one more entry; bridges whose arms a change leaves missing
 * are reported by an entry there once bridges are generated.
 *
 *     wrote generated/: 3 of 8 files changed (docs/vocabulary.md, types.ts, validators.ts); variants added: NoteCard
 */
import type { ArmProblem } from "../bridges/arm-report.js";
import { allNamedTypes, type Ir } from "../lower/ir.js";
import type { TreeDrift } from "../output/compare-tree.js";
import { changedPaths } from "./gen-write.js";
import type { Style } from "./style.js";

export interface GenerationChange {
  /** The IR of the previous successful generation in this session; absent on the first one. */
  readonly previous: Ir | undefined;
  readonly next: Ir;
  readonly drift: TreeDrift;
  readonly fileCount: number;
  /** What the hand-written bridges lack or keep after this generation (see `bridges/arm-report.ts`). */
  readonly armProblems: readonly ArmProblem[];
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

/** The arms the hand-written bridges lack, or keep for removed variants, as `file:line:col defineXBridge arm`. */
const bridgeArmProblems: ChangeNote = ({ armProblems }, style) => {
  const named = (kind: ArmProblem["kind"]) =>
    armProblems
      .filter((problem) => problem.kind === kind)
      .map((problem) => `${problem.at} ${problem.define} ${problem.arm}`);
  const parts = [
    ...(named("missing").length === 0
      ? []
      : [`bridges now missing arms: ${style.removed(named("missing").join(", "))}`]),
    ...(named("stale").length === 0 ? [] : [`bridge arms now stale: ${style.removed(named("stale").join(", "))}`]),
    ...(named("unknown-union").length === 0
      ? []
      : [`bridges of unions the vocabulary lacks: ${style.removed(named("unknown-union").join(", "))}`]),
  ];
  return parts.length === 0 ? undefined : parts.join("; ");
};

/** Every note, in the order they are printed. */
const changeNotes: readonly ChangeNote[] = [
  listChange(variantNames, "variants added", "variants removed"),
  bridgeArmProblems,
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
