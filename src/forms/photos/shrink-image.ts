export { shrinkImage, photoShrink };

/** How the browser shrinks a photo before sending it: a phone's 3-5 MB photo becomes a few hundred KB. */
const photoShrink = { longSide: 2048, quality: 0.8 };

// Decoded upright (the EXIF orientation applied), drawn at most longSide on its long side, encoded as JPEG. The
// canvas (an ordinary one: every browser has it) writes no metadata, so the position the camera recorded never leaves the phone. Undefined when this
// browser cannot decode the file (an iPhone's HEIC outside Safari): the original is sent and the server decodes it.
async function shrinkImage(file: Blob): Promise<Blob | undefined> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return undefined;
  }
  try {
    const scale = Math.min(1, photoShrink.longSide / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob | undefined>((resolve) =>
      canvas.toBlob((blob) => resolve(blob ?? undefined), 'image/jpeg', photoShrink.quality),
    );
  } finally {
    bitmap.close();
  }
}
