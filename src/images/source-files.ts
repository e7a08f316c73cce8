export { imagesFolder, listImages, sourceOf, probeImage, isImagePath, isRaster, filesBelow };
export type { Probe, SourceFormat };

import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { imageSize } from 'image-size';

/** Where an editor puts pictures; `/images/a/b.jpg` in YAML is `content/images/a/b.jpg`. */
const imagesFolder = 'content/images';

/** The formats the site publishes (SVG as it is, the others as responsive variants). */
type SourceFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'svg';

/** What a picture file holds: its size as shown (EXIF orientation applied), or why it cannot be used. */
type Probe =
  | { kind: 'ok'; format: SourceFormat; width: number; height: number }
  | { kind: 'unsupported'; format: string }
  | { kind: 'broken'; reason: string }
  | { kind: 'missing' };

const published: Record<string, SourceFormat> = { jpg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif', svg: 'svg' };

/** A `src` an editor wrote that names a file in the images folder. */
function isImagePath(src: string): boolean {
  return src.startsWith('/images/') && !src.includes('..');
}

function isRaster(format: SourceFormat): boolean {
  return format !== 'svg';
}

/** The file behind `/images/...`; `%20` and the like decoded, a lone `%` taken as it is written. */
function sourceOf(root: string, src: string): string {
  return join(root, imagesFolder, ...decodedPath(src.slice('/images/'.length)).split('/'));
}

function decodedPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** Every file in the images folder as its `/images/...` path, sorted. */
function listImages(root: string): string[] {
  const base = join(root, imagesFolder);
  return filesBelow(base).map((absolute) => `/images/${relative(base, absolute).split(sep).join('/')}`);
}

// Only the header is read to know the size; sharp decodes the whole file later, in the build.
function probeImage(absolute: string): Probe {
  let bytes: Buffer;
  try {
    bytes = readFileSync(absolute);
  } catch {
    return { kind: 'missing' };
  }
  // An iPhone's HEIC is named by its brand even when the rest of the header is not understood.
  if (bytes.toString('latin1', 4, 8) === 'ftyp' && /^(heic|heix|hevc|hevx|heim|heis)$/.test(bytes.toString('latin1', 8, 12))) {
    return { kind: 'unsupported', format: 'heic' };
  }
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    const named = extname(absolute).slice(1).toUpperCase();
    return { kind: 'broken', reason: `its content is not a ${named ? `${named} ` : ''}picture` };
  }
  const format = published[size.type ?? ''];
  if (!format) return { kind: 'unsupported', format: size.type ?? 'unknown' };
  if (!size.width || !size.height) return { kind: 'broken', reason: 'the file does not say its width and height' };
  // EXIF orientation 5-8 turns the picture a quarter: the camera's width is the picture's height.
  const turned = (size.orientation ?? 1) >= 5;
  return { kind: 'ok', format, width: turned ? size.height : size.width, height: turned ? size.width : size.height };
}

/** Files below `dir`, folder by folder in name order, skipping hidden ones (`.DS_Store`, editor swap files, `.git/`). */
function filesBelow(dir: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep))
    .filter((parts) => !parts.some((part) => part.startsWith('.')))
    .sort(byFolderThenName)
    .map((parts) => join(dir, ...parts));
}

// A folder's files come where its name sorts among its siblings, as a walk in name order would find them.
function byFolderThenName(a: string[], b: string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  }
  return a.length - b.length;
}
