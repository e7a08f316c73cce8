export { buildImages, publishImages, ImageBuildError };
export type { BuildImagesOptions, BuildImagesReport };

import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pLimit from 'p-limit';
import { encodeVariants, readCached } from './encode';
import { imageWording } from './image-wording';
import { imagesManifestFile, type Manifest, type PictureEntry } from './manifest';
import { variantWidths, type SlotName } from './slots';
import { imagesFolder, isRaster, probeImage, sourceOf } from './source-files';

interface BuildImagesOptions {
  /** Project root holding content/images. */
  root: string;
  /** Every picture the content uses, by `src`, with the slots it is shown in. */
  used: ReadonlyMap<string, ReadonlySet<SlotName>>;
  /** Folder published as the site (dist/client). */
  outDir: string;
  /** Variants already made, by the source's content; default: `<root>/node_modules/.cache/images`. */
  cacheDir?: string;
}

interface BuildImagesReport {
  manifest: Manifest;
  /** Pictures made now, and pictures taken from the cache. */
  made: number;
  cached: number;
  /** SVG files published as they are (under a content-hashed name). */
  copied: number;
  /** Files to write to the site once it is built (source, target): publishImages does it. */
  copies: [string, string][];
}

/** A picture file the build cannot use; its message names the file and says what to do. */
class ImageBuildError extends Error {}

/**
 * Each raster picture becomes AVIF, WebP and JPEG (PNG if it has transparency) variants at the widths its slots
 * need, turned upright and without metadata, named by content; SVGs are published as they are, named by content too.
 */
async function buildImages(options: BuildImagesOptions): Promise<BuildImagesReport> {
  const { root, used, outDir } = options;
  const cacheDir = options.cacheDir ?? join(root, 'node_modules/.cache/images');
  const report: BuildImagesReport = { manifest: {}, made: 0, cached: 0, copied: 0, copies: [] };
  const publish = (from: string, to: string) => report.copies.push([from, to]);
  // Two pictures at a time: each encoder works on one core.
  const limit = pLimit(Math.max(1, Math.min(2, availableParallelism())));
  const jobs = [...used].map(([src, slots]) =>
    limit(async () => {
      const file = sourceOf(root, src);
      const probe = probeImage(file);
      if (probe.kind !== 'ok') throw new ImageBuildError(`${imagesFolder}${src.slice('/images'.length)}: cannot be used (${probe.kind})`);
      const bytes = readFileSync(file);
      if (!isRaster(probe.format)) {
        // Named by content like the variants, so it is cached for good; the old address keeps working too.
        const name = `${stemOf(src)}-${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}${extensionOf(src)}`;
        publish(file, join(outDir, 'assets/images', name));
        publish(file, join(outDir, ...src.split('/')));
        report.manifest[src] = { file: `/assets/images/${name}` };
        report.copied += 1;
        return;
      }
      const widths = variantWidths(probe.width, [...slots]);
      const key = createHash('sha256')
        .update(bytes)
        .update(`\0${widths.join(',')}\0${encodeVersion}`)
        .digest('hex')
        .slice(0, 16);
      const folder = join(cacheDir, key);
      let entry = readCached(folder);
      if (entry) {
        report.cached += 1;
      } else {
        try {
          // Eight hex digits of the hash in the names: the readable name beside them tells pictures apart, and every
          // address appears in the pages (a srcset lists each width).
          entry = await encodeVariants(bytes, { folder, widths, prefix: `${stemOf(src)}-${key.slice(0, 8)}` });
        } catch (error) {
          const said = imageWording.broken(src, (error as Error).message);
          throw new ImageBuildError(`${imagesFolder}${src.slice('/images'.length)}: ${said.message}\n  hint: ${said.hint}`);
        }
        report.made += 1;
      }
      for (const variant of entry.files) publish(join(folder, variant.name), join(outDir, 'assets/images', variant.name));
      // The old address keeps working (links from elsewhere), now serving the largest clean copy.
      const largest = entry.files.filter((variant) => variant.format === entry.original).sort((a, b) => b.width - a.width)[0];
      if (largest) publish(join(folder, largest.name), join(outDir, ...src.split('/')));
      report.manifest[src] = toManifest(entry);
    }),
  );
  await Promise.all(jobs);
  const manifestPath = join(root, imagesManifestFile);
  mkdirSync(dirname(manifestPath), { recursive: true });
  writeFileSync(manifestPath, `${JSON.stringify(report.manifest)}\n`);
  return report;
}

// Bump when the encoder settings change, so published names change with the bytes behind them.
const encodeVersion = 'v5';

function stemOf(src: string): string {
  const name = src.split('/').pop() ?? 'picture';
  return name.replace(/\.[^.]+$/, '').replace(/[^a-zA-Z0-9_-]+/g, '-');
}

function extensionOf(src: string): string {
  return /\.[a-zA-Z0-9]+$/.exec(src)?.[0].toLowerCase() ?? '';
}

/** Copies the pictures into the built site (after the prerender, which starts from an empty folder). */
function publishImages(copies: readonly [string, string][]): void {
  for (const [from, to] of copies) {
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(from, to);
  }
}

function toManifest(entry: NonNullable<ReturnType<typeof readCached>>): PictureEntry {
  const widths = entry.files.filter((variant) => variant.format === 'avif').map((variant) => variant.width);
  return {
    base: `/assets/images/${entry.prefix}`,
    widths: widths.sort((a, b) => a - b),
    fallback: entry.fallback === 'png' ? 'png' : 'jpg',
    color: shortColour(entry.color),
  };
}

// '#a89898' -> '#a99': a colour standing in for a picture needs no finer steps, and each page carries one per picture.
function shortColour(colour: string): string {
  const channels = [1, 3, 5].map((at) => Math.round(Number.parseInt(colour.slice(at, at + 2), 16) / 17).toString(16));
  return `#${channels.join('')}`;
}
