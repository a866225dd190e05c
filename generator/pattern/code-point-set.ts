/**
 * Sets of Unicode scalar values as sorted, disjoint, non-adjacent inclusive ranges: what every
 * single-character atom of a pattern (a literal, `.`, a class, `\p{…}`) becomes, so each host's
 * rendering and the Rust matcher read one normal form. Surrogates are never members: no host's
 * decoded JSON string holds one (the vocabulary's reader refuses them, and so does every host's).
 */

/** An inclusive range of code points. */
export type CodePointRange = readonly [first: number, last: number];

export type CodePointSet = readonly CodePointRange[];

const scalarValues: CodePointSet = [
  [0, 0xd7ff],
  [0xe000, 0x10ffff],
];

/** The normal form of any ranges: sorted, merged where they touch, surrogates removed. */
export function normalizeSet(ranges: Iterable<CodePointRange>): CodePointSet {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [first, last] of sorted) {
    const previous = merged.at(-1);
    if (previous !== undefined && first <= previous[1] + 1) previous[1] = Math.max(previous[1], last);
    else merged.push([first, last]);
  }
  return intersect(merged, scalarValues);
}

export function unionOf(...sets: readonly CodePointSet[]): CodePointSet {
  return normalizeSet(sets.flat());
}

/** Every scalar value not in the set. */
export function complementOf(set: CodePointSet): CodePointSet {
  const gaps: CodePointRange[] = [];
  let next = 0;
  for (const [first, last] of normalizeSet(set)) {
    if (first > next) gaps.push([next, first - 1]);
    next = last + 1;
  }
  if (next <= 0x10ffff) gaps.push([next, 0x10ffff]);
  return normalizeSet(gaps);
}

function intersect(a: readonly CodePointRange[], b: CodePointSet): CodePointSet {
  const out: CodePointRange[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const [aFirst, aLast] = a[i] as CodePointRange;
    const [bFirst, bLast] = b[j] as CodePointRange;
    const first = Math.max(aFirst, bFirst);
    const last = Math.min(aLast, bLast);
    if (first <= last) out.push([first, last]);
    if (aLast < bLast) i++;
    else j++;
  }
  return out;
}

export function setContains(set: CodePointSet, codePoint: number): boolean {
  return set.some(([first, last]) => first <= codePoint && codePoint <= last);
}
