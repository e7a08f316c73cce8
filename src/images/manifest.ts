export { readManifest, imagesManifestFile };
export type { Manifest, PictureEntry, PassedFile, VariantFormat };

import { readFileSync } from 'node:fs';

/** Where the build writes the manifest the renderer reads (beside dist/client, never published). */
const imagesManifestFile = 'dist/images.json';

/** The file formats a picture is published in: AVIF and WebP, and JPEG (PNG with transparency) for the rest. */
type VariantFormat = 'avif' | 'webp' | 'jpg' | 'png';

/**
 * What the renderer needs to draw one picture. Every variant's address is `<base>-<width>.<format>`, so a page (and
 * an island's props) carries one address and a list of widths instead of one address per file.
 */
interface PictureEntry {
  /** Start of each variant's address (`/assets/images/name-hash`). */
  base: string;
  /** The widths it is published at, narrowest first, each as AVIF, WebP and the fallback. */
  widths: number[];
  /** For browsers without AVIF or WebP: JPEG, or PNG for a picture with transparency. */
  fallback: 'jpg' | 'png';
  /** Its dominant colour (`#rgb`), shown in the picture's place until it arrives. */
  color: string;
}

/** A picture published as it is (SVG), under an address named by its content so it can be cached for good. */
interface PassedFile {
  /** Its published address (`/assets/images/name-hash.svg`). */
  file: string;
}

/** Every picture the content uses, by its `src`: a raster picture's variants, or the address of one passed through. */
type Manifest = Record<string, PictureEntry | PassedFile>;

/** The manifest the build wrote, or an empty one (no raster pictures yet, or while editing). */
function readManifest(path: string): Manifest {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch {
    return {};
  }
}
