export { readManifest, imagesManifestFile };
export type { Manifest, PictureEntry, Variant };

import { readFileSync } from 'node:fs';

/** Where the build writes the manifest the renderer reads (beside dist/client, never published). */
const imagesManifestFile = 'dist/images.json';

/** One published file of a picture. */
interface Variant {
  /** Its address on the site (`/assets/images/name-hash-960.avif`). */
  url: string;
  /** Its width in pixels. */
  width: number;
}

/** What the renderer needs to draw one picture. */
interface PictureEntry {
  /** Size of the picture as shown (upright). */
  width: number;
  height: number;
  /** A blurred preview a few hundred bytes long, as a data: URL, shown until the picture arrives. */
  placeholder: string;
  /** Its dominant colour (`#rrggbb`), shown behind a picture further down the page: 7 bytes, not a preview's 150. */
  color: string;
  avif: Variant[];
  webp: Variant[];
  /** JPEG, or PNG for a picture with transparency: for browsers without AVIF or WebP. */
  fallback: { type: 'image/jpeg' | 'image/png'; variants: Variant[] };
}

/** Every raster picture the content uses, by its `src`. */
type Manifest = Record<string, PictureEntry>;

/** The manifest the build wrote, or an empty one (no raster pictures yet, or while editing). */
function readManifest(path: string): Manifest {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch {
    return {};
  }
}
