export { checkImages };
export type { ImageCheck };

import { errorAt, type ContentError } from './content-error';
import type { ParsedFile } from './cross-checks';
import type { PathSegment } from './key-path';
import { imageWording } from '../images/image-wording';
import { slots, slotsOfSection, type SlotName } from '../images/slots';
import { imagesFolder, isImagePath, isRaster, listImages, probeImage, sourceOf, type Probe } from '../images/source-files';
import { nearestImage } from './nearest-image';

/** What the check found about the pictures the content names. */
interface ImageCheck {
  errors: ContentError[];
  /** Problems that do not stop the build (a picture too small for where it is shown). */
  warnings: ContentError[];
  /** The size of every picture as shown, by `src`, for the ones whose YAML leaves it out. */
  sizes: Map<string, { width: number; height: number }>;
}

/** Every `{ src: /images/..., alt }` in the content: the file exists and is usable, its size agrees, it is large enough. */
function checkImages(files: readonly ParsedFile[], root: string): ImageCheck {
  const result: ImageCheck = { errors: [], warnings: [], sizes: new Map() };
  const probes = new Map<string, Probe>();
  let available: string[] | undefined;
  for (const file of files) {
    eachImage(file.data, [], (image, path) => {
      const src = image.src;
      let probe = probes.get(src);
      if (!probe) probes.set(src, (probe = probeImage(sourceOf(root, src))));
      const at = [...path, 'src'];
      if (probe.kind === 'missing') {
        available ??= listImages(root);
        result.errors.push(errorAt(file.source(), at, 'value', imageWording.missing(src, imagesFolder, nearestImage(src, available))));
        return;
      }
      if (probe.kind === 'unsupported') {
        const said = probe.format === 'heic' ? imageWording.heic(src) : imageWording.unsupported(src, probe.format);
        result.errors.push(errorAt(file.source(), at, 'value', said));
        return;
      }
      if (probe.kind === 'broken') {
        result.errors.push(errorAt(file.source(), at, 'value', imageWording.broken(src, probe.reason)));
        return;
      }
      result.sizes.set(src, { width: probe.width, height: probe.height });
      const { width, height } = image;
      if (typeof width === 'number' && typeof height === 'number' && !sameProportions({ width, height }, probe)) {
        result.errors.push(errorAt(file.source(), [...path, 'width'], 'value', imageWording.proportions({ width, height }, probe)));
      }
      if (!isRaster(probe.format)) return;
      for (const slot of slotsAt(file.data, path)) {
        const needs = Math.min(slots[slot].needs, slots[slot].widest);
        if (probe.width >= needs) continue;
        result.warnings.push(errorAt(file.source(), at, 'value', imageWording.tooSmall(src, slots[slot].label, probe.width, needs)));
      }
    });
  }
  return result;
}

interface ImageValue {
  src: string;
  width?: unknown;
  height?: unknown;
}

function eachImage(value: unknown, path: PathSegment[], visit: (image: ImageValue, path: PathSegment[]) => void): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => eachImage(item, [...path, index], visit));
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record.src === 'string' && isImagePath(record.src)) visit(record as unknown as ImageValue, path);
    for (const [key, item] of Object.entries(record)) eachImage(item, [...path, key], visit);
  }
}

// Within one pixel of the file's proportions at the size given (rounding a scaled size is not a mistake).
function sameProportions(given: { width: number; height: number }, file: { width: number; height: number }): boolean {
  return Math.abs(given.height - (given.width * file.height) / file.width) <= 1;
}

/** The slots of the section holding the picture at `path` (`sections[2].items[0].image` -> its section's type). */
function slotsAt(data: unknown, path: readonly PathSegment[]): SlotName[] {
  const [column, index] = path;
  const list = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[String(column)] : undefined;
  const section = Array.isArray(list) && typeof index === 'number' ? (list[index] as { type?: unknown } | undefined) : undefined;
  return typeof section?.type === 'string' ? slotsOfSection(section.type) : ['text'];
}
