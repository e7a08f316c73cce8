export { decodeUtf8 };

/** The text of a file, and where its bytes are not valid UTF-8 (as offsets into that text). */
interface Decoded {
  text: string;
  badBytes: { offset: number; byte: number }[];
}

const strict = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder('utf-8');

/** Decode like an editor would, replacing bad bytes with U+FFFD, and report each bad byte (the first 20). */
function decodeUtf8(bytes: Uint8Array): Decoded {
  try {
    return { text: strict.decode(bytes), badBytes: [] };
  } catch {
    const text = lenient.decode(bytes);
    const badBytes = invalidByteOffsets(bytes)
      .slice(0, 20)
      // The text before a bad byte ends on a whole character, so decoding it gives the byte's offset in `text`.
      .map((index) => ({ offset: lenient.decode(bytes.subarray(0, index)).length, byte: bytes[index]! }));
    return { text, badBytes };
  }
}

/** Byte offsets where an invalid UTF-8 sequence starts. */
function invalidByteOffsets(bytes: Uint8Array): number[] {
  const bad: number[] = [];
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need = 0;
    let low = 0x80;
    let high = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b === 0xe0) [need, low] = [2, 0xa0];
    else if ((b >= 0xe1 && b <= 0xec) || b === 0xee || b === 0xef) need = 2;
    else if (b === 0xed) [need, high] = [2, 0x9f];
    else if (b === 0xf0) [need, low] = [3, 0x90];
    else if (b >= 0xf1 && b <= 0xf3) need = 3;
    else if (b === 0xf4) [need, high] = [3, 0x8f];
    else {
      bad.push(i);
      i++;
      continue;
    }
    let j = 1;
    for (; j <= need; j++) {
      const next = bytes[i + j];
      const [min, max] = j === 1 ? [low, high] : [0x80, 0xbf];
      if (next === undefined || next < min || next > max) break;
    }
    if (j <= need) {
      bad.push(i);
      i += j;
    } else {
      i += need + 1;
    }
  }
  return bad;
}
