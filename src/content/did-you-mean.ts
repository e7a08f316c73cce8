export { closest };

import { distance } from 'fastest-levenshtein';

/**
 * The candidate an editor most likely meant: an exact match ignoring case first, then the nearest by
 * edit distance when it is close enough to be a typo (a third of the word, at least 1, at most 4).
 */
function closest(word: string, candidates: Iterable<string>, maxDistance?: number): string | undefined {
  const lower = word.toLowerCase();
  const list = [...candidates];
  const sameLetters = list.find((candidate) => candidate.toLowerCase() === lower);
  if (sameLetters !== undefined) return sameLetters;
  const limit = maxDistance ?? Math.min(4, Math.max(1, Math.floor(word.length / 3)));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of list) {
    const other = candidate.toLowerCase();
    // Two letters swapped (`heor` for `hero`) is one slip, not two.
    const d = isSwap(lower, other) ? 1 : distance(lower, other);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= limit ? best : undefined;
}

/** `heor` and `hero`: the same but for two neighbouring letters swapped. */
function isSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i < a.length - 1 && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}
