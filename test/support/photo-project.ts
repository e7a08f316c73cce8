export { putPhotos };
export type { PhotoPlacement };

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { cameraPhoto } from './camera-photo';

/** A photo the office put in: where its file is and where a page shows it. */
interface PhotoPlacement {
  /** `/images/...` as written in the YAML. */
  src: string;
  /** The page file and the key path of its picture. */
  page: string;
  path: (string | number)[];
}

// Home: the hero and the three service cards; gallery: before and after of its first three projects.
const places: Omit<PhotoPlacement, 'src'>[] = [
  { page: 'content/pages/index.yaml', path: ['sections', 0, 'image'] },
  ...[0, 1, 2].map((item) => ({ page: 'content/pages/index.yaml', path: ['sections', 1, 'items', item, 'image'] })),
  ...[0, 1, 2].flatMap((item) =>
    ['before', 'after'].map((stage) => ({ page: 'content/pages/gallery.yaml', path: ['sections', 1, 'items', item, stage] })),
  ),
];

/**
 * Puts camera-size JPEGs in `root`'s content/images/photos/ and names them, with `src` and `alt` only (no width or
 * height), in the home page's hero (0) and three cards (1-3) and in the gallery's first three projects, before and
 * after (4-9); `only` picks some of those places, default all ten.
 */
async function putPhotos(root: string, only?: readonly number[], seed = 1): Promise<PhotoPlacement[]> {
  mkdirSync(join(root, 'content/images/photos'), { recursive: true });
  const placed: PhotoPlacement[] = [];
  for (const [index, place] of places.entries()) {
    if (only && !only.includes(index)) continue;
    const src = `/images/photos/photo-${seed}-${index + 1}.jpg`;
    // The hero's photo was taken with the phone held sideways (a wide picture, turned half a turn by its EXIF
    // orientation); the others with the phone upright (a tall picture, turned a quarter).
    const orientation = index === 0 ? 3 : 6;
    writeFileSync(join(root, 'content', src), await cameraPhoto({ seed: seed * 100 + index, orientation }));
    const file = join(root, place.page);
    const doc = parseDocument(readFileSync(file, 'utf8'));
    const alt = String(doc.getIn([...place.path, 'alt']));
    doc.setIn(place.path, doc.createNode({ src, alt }));
    writeFileSync(file, doc.toString());
    placed.push({ ...place, src });
  }
  return placed;
}
