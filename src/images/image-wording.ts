// What the content check says about a picture: every message about image files is worded here.
export { imageWording };
export type { ImageWording };

/** A message for an editor and how to fix it (the same shape as the rest of the content check's wording). */
interface ImageWording {
  message: string;
  expected?: string;
  found?: string;
  hint?: string;
}

const formats = 'JPEG, PNG, WebP, AVIF or SVG';

const imageWording = {
  missing: (src: string, folder: string, nearest: { path: string; likely: boolean } | undefined): ImageWording => ({
    message: `The picture '${src}' is not in the images folder (looked for ${folder}${src.slice('/images'.length)})`,
    hint: nearest?.likely
      ? `Did you mean '${nearest.path}'?`
      : `Put the file in ${folder}${src.slice('/images'.length, src.lastIndexOf('/') + 1)} or fix the name${nearest ? ` (the nearest name there is '${nearest.path}')` : ''}.`,
  }),
  heic: (src: string): ImageWording => ({
    message: `The picture '${src}' is a HEIC photo (the iPhone's own format), which browsers cannot show`,
    hint: 'Export it as JPEG (in Photos: File > Export, or share it as "Most Compatible"), put the .jpg in the images folder and use that name.',
  }),
  unsupported: (src: string, format: string): ImageWording => ({
    message: `The picture '${src}' is a ${format.toUpperCase()} file, which the site does not publish`,
    expected: formats,
    found: format.toUpperCase(),
    hint: 'Save it as JPEG (photos) or PNG (drawings, screenshots) and use that file.',
  }),
  broken: (src: string, reason: string): ImageWording => ({
    message: `The picture '${src}' cannot be read: ${reason}`,
    expected: `a ${formats} file`,
    hint: 'The file may be cut short or not a picture at all: open it on your computer, save it again as JPEG and replace it.',
  }),
  proportions: (given: { width: number; height: number }, file: { width: number; height: number }): ImageWording => ({
    message: `The width and height given (${given.width} x ${given.height}) do not match the picture's proportions`,
    expected: `${given.width} x ${Math.round((given.width * file.height) / file.width)} (the file is ${file.width} x ${file.height})`,
    found: `${given.width} x ${given.height}`,
    hint: 'Leave out width and height (the build reads them from the file), or give a size with the same proportions.',
  }),
  tooSmall: (src: string, slot: string, width: number, needs: number): ImageWording => ({
    message: `The picture '${src}' is ${width} pixels wide, too small for ${slot}: it will look blurred`,
    expected: `at least ${needs} pixels wide`,
    found: `${width} pixels wide`,
    hint: `Use a larger copy of the photo (straight from the phone or camera is best); the site makes the smaller sizes itself.`,
  }),
};
