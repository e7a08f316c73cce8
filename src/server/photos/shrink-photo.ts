export { shrinkPhoto, photoRefusal };
export type { ShrunkPhoto };

import pLimit from 'p-limit';
import sharp, { type Sharp } from 'sharp';
import { ApiError } from '../http/api-error.ts';
import { fileLabel } from './file-label.ts';
import { decodeHeic } from './heic.ts';
import { imageSignature } from './image-signature.ts';
import { photoLimits } from './photo-limits.ts';

/** A photo ready to store: a plain JPEG, upright, no metadata, long side at most photoLimits.longSide, at most photoLimits.storedBytes. */
interface ShrunkPhoto {
  data: Buffer;
  width: number;
  height: number;
}

// Decoding a camera photo takes memory and a core for a moment: a few at a time, the others wait their turn.
const turns = pLimit(photoLimits.concurrent);

const formats = 'JPEG, PNG, WebP, GIF or HEIC';

// Trust nothing of the file: its first bytes say what it is, then it is decoded and written again as a new JPEG, so
// nothing of the original (metadata, appended data, a script) survives. Throws an ApiError naming the file.
async function shrinkPhoto(input: Buffer, name: string): Promise<ShrunkPhoto> {
  const kind = imageSignature(input);
  if (!kind) {
    throw photoRefusal(415, 'PHOTO_TYPE', `${fileLabel(name)} is not a photo`, `Send ${formats} pictures.`);
  }
  return turns(async () => {
    try {
      const image = await decoded(input, kind === 'heif');
      // Decoded once, upright, at the largest size kept; each try encodes these pixels.
      const { data: pixels, info } = await image
        .rotate()
        .resize({ width: photoLimits.longSide, height: photoLimits.longSide, fit: 'inside', withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { width: info.width, height: info.height, channels: info.channels };
      for (const { side, quality } of [{ side: photoLimits.longSide, quality: photoLimits.quality }, ...photoLimits.smallerSteps]) {
        const encoded = await sharp(pixels, { raw })
          .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality })
          .toBuffer({ resolveWithObject: true });
        if (encoded.data.length <= photoLimits.storedBytes)
          return { data: encoded.data, width: encoded.info.width, height: encoded.info.height };
      }
      throw photoRefusal(
        413,
        'PHOTO_DETAIL',
        `${fileLabel(name)} has too much fine detail to keep`,
        'Send an ordinary photo of the place, or show this one at the visit.',
      );
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw readFailure(error, name);
    }
  });
}

// sharp reads every accepted format but the HEVC photos of iPhones, which a WebAssembly decoder turns into pixels.
async function decoded(input: Buffer, heif: boolean): Promise<Sharp> {
  const options = { failOn: 'error' as const, limitInputPixels: photoLimits.inputPixels, animated: false };
  if (!heif) {
    const image = sharp(input, options);
    const { format } = await image.metadata();
    // libvips would read other formats too (SVG, TIFF, PDF...): only what the first bytes announced goes on.
    if (!['jpeg', 'png', 'webp', 'gif'].includes(format ?? '')) throw new Error(`unexpected format ${format}`);
    return image;
  }
  const probe = await sharp(input, options)
    .metadata()
    .catch(() => undefined);
  if (probe?.compression === 'av1') return sharp(input, options);
  const { width, height, data } = await decodeHeic(input, photoLimits.inputPixels);
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels: 4 },
    limitInputPixels: photoLimits.inputPixels,
  });
}

function readFailure(error: unknown, name: string): ApiError {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit|too many pixels/i.test(message)) {
    return photoRefusal(
      413,
      'PHOTO_PIXELS',
      `${fileLabel(name)} has too many pixels`,
      `Photos up to ${Math.round(photoLimits.inputPixels / 1e6)} megapixels are accepted: send a smaller copy.`,
    );
  }
  if (/HEIF|HEIC/i.test(message)) {
    return photoRefusal(
      415,
      'PHOTO_HEIC',
      `${fileLabel(name)} could not be read`,
      'On an iPhone, choose Settings > Camera > Formats > "Most Compatible", then send the photo again (or send a screenshot of it).',
    );
  }
  return photoRefusal(
    422,
    'PHOTO_BROKEN',
    `${fileLabel(name)} could not be read`,
    `The file is damaged or cut short: send it again, as ${formats}.`,
  );
}

function photoRefusal(status: number, code: string, message: string, hint: string): ApiError {
  return new ApiError(status, code, message, null, hint);
}
