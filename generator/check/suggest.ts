/**
 * "Did you mean …?" hints: the closest candidate by edit distance, ignoring case, when it is close
 * enough to be a likely typo: within a third of the name's length (at least 2), and never more than
 * `maxEdits`. Names come from the vocabulary, so their length is the author's (or an attacker's): the
 * distance is computed only inside a band of that width around the diagonal and stops as soon as a
 * whole row is past the bound, so a pair of 20,000-character names costs 20,000 × 33 steps, not
 * 20,000². Up to 50 characters the bound is the third of the length, as it always was.
 */

/** Past this many edits a name is not a typo of another, however long both are. */
export const maxEdits = 16;

function closestMatch(found: string, candidates: Iterable<string>): string | undefined {
  const wanted = found.toLowerCase();
  let best: string | undefined;
  let bestDistance = Math.min(maxEdits, Math.max(2, Math.floor(found.length / 3))) + 1;
  for (const candidate of candidates) {
    const distance = boundedEditDistance(wanted, candidate.toLowerCase(), bestDistance - 1);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

export function didYouMean(found: string, candidates: Iterable<string>): string | undefined {
  const match = closestMatch(found, candidates);
  return match === undefined ? undefined : `did you mean "${match}"?`;
}

/**
 * The Levenshtein distance of `a` and `b` (in UTF-16 code units) when it is at most `bound`, and
 * `bound + 1` when it is more. Cells further than `bound` from the diagonal cannot be on a path that
 * costs `bound` or less, so each row computes only the `2 × bound + 1` cells around it; the cells
 * just outside the band hold `bound + 1`, which stands for "too far".
 */
export function boundedEditDistance(a: string, b: string, bound: number): number {
  const tooFar = bound + 1;
  if (Math.abs(a.length - b.length) > bound) return tooFar;
  let previous = new Uint32Array(b.length + 1);
  let current = new Uint32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = Math.min(j, tooFar);
  for (let i = 1; i <= a.length; i++) {
    const low = Math.max(1, i - bound);
    const high = Math.min(b.length, i + bound);
    current[low - 1] = low === 1 ? Math.min(i, tooFar) : tooFar;
    let rowMinimum = current[low - 1] ?? tooFar;
    const code = a.charCodeAt(i - 1);
    for (let j = low; j <= high; j++) {
      const substitution = (previous[j - 1] ?? tooFar) + (code === b.charCodeAt(j - 1) ? 0 : 1);
      const cell = Math.min(substitution, (previous[j] ?? tooFar) + 1, (current[j - 1] ?? tooFar) + 1, tooFar);
      current[j] = cell;
      if (cell < rowMinimum) rowMinimum = cell;
    }
    // The next row reads one cell further right, which this row left outside its band.
    if (high < b.length) current[high + 1] = tooFar;
    if (rowMinimum > bound) return tooFar;
    [previous, current] = [current, previous];
  }
  return previous[b.length] ?? tooFar;
}
