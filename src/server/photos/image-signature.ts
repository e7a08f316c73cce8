export { imageSignature };
export type { ImageKind };

/** The picture formats accepted, told apart by their first bytes. */
type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'heif';

// The file's own first bytes decide what it is: never its name or the type its sender claims.
function imageSignature(bytes: Uint8Array): ImageKind | undefined {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  // ISO base media: a `ftyp` box naming a HEIF brand (iPhone HEIC, AVIF and their kin).
  if (ascii(4, 8) === 'ftyp' && heifBrands.has(ascii(8, 12))) return 'heif';
  return undefined;
}

const heifBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);
