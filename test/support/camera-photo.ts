export { cameraPhoto };
export type { CameraPhotoOptions };

import sharp from 'sharp';

interface CameraPhotoOptions {
  /** Width and height as the camera stores them (before orientation). @default 4032 x 3024 */
  width?: number;
  height?: number;
  /** EXIF orientation tag (6: the phone was held upright, the picture must turn a quarter). @default 6 */
  orientation?: number;
  /** Changes the picture's content, so each photo is a different file. @default 1 */
  seed?: number;
}

/**
 * A JPEG like one straight from a phone: 4032 x 3024, about 2-3 MB (soft shapes plus sensor noise), with EXIF
 * camera tags, an orientation and a GPS position (the kind of data the site must never publish).
 */
async function cameraPhoto(options: CameraPhotoOptions = {}): Promise<Buffer> {
  const { width = 4032, height = 3024, orientation = 6, seed = 1 } = options;
  const shapes = await sharp({
    create: {
      width: 48,
      height: 36,
      channels: 3,
      background: { r: 90 + (seed % 7) * 20, g: 140, b: 180 },
      noise: { type: 'gaussian', mean: 120 + (seed % 5) * 10, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return sharp(shapes)
    .resize(width, height, { kernel: 'cubic' })
    .composite([
      {
        input: { create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 14 } } },
        blend: 'soft-light',
      },
    ])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Software: 'Camera 17.1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '26/1 33/1 4123/100', GPSLongitudeRef: 'W', GPSLongitude: '81/1 56/1 5012/100' },
    })
    .withMetadata({ orientation })
    .toBuffer();
}
