/**
 * Text every golden tree would repeat word for word, whatever its vocabulary: the card gallery's
 * stylesheet, and each host's hand-written prelude (a target's `fixedParts`: a whole file, or all of
 * it but the Go package clause, which names the vocabulary's package). A golden tree stores a short
 * stand-in in its place, and the golden test asserts the text itself once, by comparing with where
 * it is defined, so a golden diff shows what the vocabulary changed rather than one copy per tree of
 * an edit to the stylesheet or a prelude. A target's parts are asked for with the tree's package
 * names, since where a part goes may depend on them.
 */
import { galleryStyle } from "../../generator/emit/gallery-style.js";
import type { PackageNames } from "../../generator/model/package-names.js";
import { targets } from "../../generator/targets/index.js";

interface FixedPart {
  /** The generated file that holds the part, relative to the tree. */
  readonly path: string;
  readonly text: string;
  /** What the golden tree holds instead, naming where the text comes from. */
  readonly standIn: string;
}

const fixedParts = (names: PackageNames): readonly FixedPart[] => [
  {
    path: "docs/gallery.html",
    text: galleryStyle,
    standIn: "\n/* the stylesheet of generator/emit/gallery-style.ts, the same in every tree */\n",
  },
  ...targets
    .flatMap((target) => target.fixedParts?.(names) ?? [])
    .map((part) => ({
      path: part.path,
      text: part.text,
      standIn: `(the ${part.path.split("/").at(-1) ?? ""} under generator/targets/${part.where === undefined ? "" : `, ${part.where}`}, the same in every tree)\n`,
    })),
];

/**
 * A generated file's contents as its golden tree stores them: each fixed part, which must be there
 * exactly once, replaced by its stand-in. `names` are the names of the tree's packages.
 */
export function foldFixedParts(path: string, contents: string, names: PackageNames): string {
  let folded = contents;
  for (const part of fixedParts(names).filter((candidate) => candidate.path === path)) {
    const pieces = folded.split(part.text);
    if (pieces.length !== 2) {
      throw new Error(`${path} holds its fixed part ${pieces.length - 1} times, not once: ${part.standIn.trim()}`);
    }
    folded = pieces.join(part.standIn);
  }
  return folded;
}
