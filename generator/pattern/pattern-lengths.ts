/**
 * How long the strings a pattern matches can be, in code points: the least and the most (none for an
 * unbounded repetition), read off the pattern's tree. The checker holds it against a string's length
 * bounds, so `"pattern": "[0-9A-Z]{5}"` with `"maxLength": 4` is refused where it is written rather
 * than found out by every card. It is exact for what I-Regexp can say: a set is one character, a
 * sequence adds its items' lengths, an alternation spans its branches', a repetition multiplies.
 */
import type { PatternNode } from "./parse-iregexp.js";

export interface LengthRange {
  readonly least: number;
  /** Undefined when the pattern matches strings of any length from `least` on. */
  readonly most: number | undefined;
}

/** The lengths of the strings the pattern matches, or undefined when it matches none (an empty class). */
export function matchLengths(node: PatternNode): LengthRange | undefined {
  switch (node.kind) {
    case "set":
      return node.set.length === 0 ? undefined : { least: 1, most: 1 };
    case "sequence": {
      let least = 0;
      let most: number | undefined = 0;
      for (const item of node.items) {
        const lengths = matchLengths(item);
        if (lengths === undefined) return undefined;
        least += lengths.least;
        most = most === undefined || lengths.most === undefined ? undefined : most + lengths.most;
      }
      return { least, most };
    }
    case "alternation": {
      const branches = node.branches.flatMap((branch) => matchLengths(branch) ?? []);
      if (branches.length === 0) return undefined;
      const least = Math.min(...branches.map((branch) => branch.least));
      const most = branches.some((branch) => branch.most === undefined)
        ? undefined
        : Math.max(...branches.map((branch) => branch.most ?? 0));
      return { least, most };
    }
    case "repeat": {
      const item = matchLengths(node.item);
      // An item that matches nothing can still be repeated no times.
      if (item === undefined) return node.min === 0 ? { least: 0, most: 0 } : undefined;
      if (node.max === 0) return { least: 0, most: 0 };
      const most = node.max === undefined || item.most === undefined ? undefined : node.max * item.most;
      return { least: node.min * item.least, most };
    }
  }
}

/** `5 characters`, `2 to 4 characters`, `at least 3 characters`. */
export function describeLengths({ least, most }: LengthRange): string {
  const characters = (count: number) => `${count} character${count === 1 ? "" : "s"}`;
  if (most === undefined) return `at least ${characters(least)}`;
  if (most === least) return characters(least);
  return `${least} to ${characters(most)}`;
}
