// Which file of the images folder an editor meant, for a picture the content names but the folder lacks.
export { nearestImage };
export type { NearestImage };

import { closest } from './did-you-mean';

/** The nearest file, and whether it is most likely the one meant (a slip of the name) or only the closest there is. */
interface NearestImage {
  path: string;
  likely: boolean;
}

function nearestImage(src: string, candidates: readonly string[]): NearestImage | undefined {
  const slip = slipOf(src, candidates);
  if (slip) return { path: slip, likely: true };
  // A picture renamed or deleted: a name that holds the old one (`team.jpg` now `team-photo.jpg`), else the closest
  // name, when it looks at all alike, still shows what the folder holds.
  const name = stem(src.split('/').pop() ?? src);
  const near = longerName(name, candidates) ?? closestStem(src, candidates, Math.floor(name.length / 2));
  return near === undefined ? undefined : { path: near, likely: false };
}

/** The candidate whose path without its extension is nearest, within `limit` edits. */
function closestStem(src: string, candidates: readonly string[], limit: number): string | undefined {
  const byStem = new Map(candidates.map((candidate) => [stem(candidate), candidate]));
  const near = closest(stem(src), byStem.keys(), limit);
  return near === undefined ? undefined : byStem.get(near);
}

function longerName(wanted: string, candidates: readonly string[]): string | undefined {
  if (wanted.length < 3) return undefined;
  const holding = candidates.filter((candidate) =>
    stem(candidate.split('/').pop() ?? '')
      .toLowerCase()
      .includes(wanted.toLowerCase()),
  );
  return holding.length === 1 ? holding[0] : undefined;
}

function stem(path: string): string {
  return path.replace(/\.[^./]+$/, '');
}

// The same file name in another folder first (a picture moved into a subfolder), then the nearest spelling,
// then the same name with another extension (`.jpeg` for `.jpg`, `.png` for `.jpg`).
function slipOf(src: string, candidates: readonly string[]): string | undefined {
  const name = src.split('/').pop()?.toLowerCase();
  const sameName = candidates.filter((candidate) => candidate.split('/').pop()?.toLowerCase() === name);
  if (sameName.length === 1) return sameName[0];
  const spelled = closest(src, candidates, 3);
  if (spelled) return spelled;
  return closestStem(src, candidates, 2);
}
