export { photoLimits };

/** What the server accepts of a lead's photos; the browser shrinks each photo well below these first. */
const photoLimits = {
  /** Photos one lead may hold. */
  perLead: 10,
  /** One file as sent (a phone's original photo is 2 to 15 MB). */
  fileBytes: 25 * 1024 * 1024,
  /** One request: the product's backend ceiling is 50 MB per upload. */
  requestBytes: 50 * 1024 * 1024,
  /** Pixels a photo may claim before it is decoded (a 48-megapixel phone photo passes; a decompression bomb does not). */
  inputPixels: 70_000_000,
  /** Longest side of the stored JPEG. */
  longSide: 2048,
  /** JPEG quality of the stored photo. */
  quality: 82,
  /**
   * Most bytes a stored photo takes, whatever it shows: a phone photo is about 0.3 MB at the long side and quality
   * above, a picture of noise 1.3 MB or more. Past it the photo is written again by the steps below, smaller each time.
   */
  storedBytes: 600 * 1024,
  /** Long side and quality tried in turn until the photo fits in storedBytes (the first is the long side and quality above). */
  smallerSteps: [
    { side: 2048, quality: 60 },
    { side: 1600, quality: 55 },
    { side: 1280, quality: 45 },
  ],
  /** Longest side of the small copy the inbox's thumbnails show (96 px high on a 3x phone screen, and some). */
  smallSide: 400,
  /** How long after a lead is stored its sender may attach photos. */
  uploadWindowMs: 60 * 60_000,
  /** Photos decoded at once by this server (each takes up to a few hundred MB while it is decoded). */
  concurrent: 2,
};
