export { decodeHeic };

import decode from 'heic-decode';

// The first picture of a HEIC file as RGBA pixels, refused before decoding when it claims more than `maxPixels`.
async function decodeHeic(input: Buffer, maxPixels: number): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  const images = await decode.all({ buffer: input });
  try {
    const first = images[0];
    if (!first) throw new Error('HEIF image not found');
    if (first.width * first.height > maxPixels) throw new Error('Input image exceeds pixel limit');
    return await first.decode();
  } finally {
    images.dispose();
  }
}
