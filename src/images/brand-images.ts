export { buildBrandImages, publishBrandImages, brandFilesFile, readBrandFiles };

import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import escapeHtml from 'escape-html';
import sharp, { type OverlayOptions } from 'sharp';
import { logoHeight, sharingImageSize, type BrandFiles } from '../brand/files';
import type { Brand } from '../content/types';
import { ImageBuildError } from './build-images';
import { imageWording } from './image-wording';
import { imagesFolder, probeImage, sourceOf } from './source-files';

/** Where the build writes what the renderer links (beside dist/client, never published). */
const brandFilesFile = 'dist/brand.json';

interface BrandImagesOptions {
  /** Project root holding content/images. */
  root: string;
  /** The business's name: the initial of the icon made for it, the words of the sharing picture made for it. */
  name: string;
  brand: Brand;
  /** Folder published as the site (dist/client). */
  outDir: string;
}

/**
 * The icon's sizes (from the favicon, else the logo, else the name's initial on the brand colour), the logo and the
 * sharing picture (the content's, else made from the logo, the name and the colour), named by their content. Returns
 * what the pages link and the files to write once the site is built (publishImages).
 */
async function buildBrandImages({
  root,
  name,
  brand,
  outDir,
}: BrandImagesOptions): Promise<{ files: BrandFiles; copies: [string, Buffer][] }> {
  const copies: [string, Buffer][] = [];
  const publish = (stem: string, extension: string, bytes: Buffer): string => {
    const file = `${stem}-${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}.${extension}`;
    copies.push([join(outDir, 'assets/brand', file), bytes]);
    return `/assets/brand/${file}`;
  };
  const logo = brand.logo === undefined ? undefined : source(root, brand.logo);
  const iconSource = brand.favicon === undefined ? (logo ?? initialMark(name, brand.color)) : source(root, brand.favicon);
  const files: BrandFiles = {
    icon: publish('icon-32', 'png', await square(iconSource.bytes, 32)),
    touchIcon: publish('icon-180', 'png', await square(iconSource.bytes, 180, '#ffffff')),
    sharingImage: { src: '', ...sharingImageSize },
  };
  if (iconSource.svg) files.svgIcon = publish('icon', 'svg', iconSource.bytes);
  if (logo) {
    const bytes = logo.svg
      ? logo.bytes
      : await sharp(logo.bytes)
          .resize({ height: logoHeight * 2, withoutEnlargement: true })
          .png()
          .toBuffer();
    files.logo = {
      src: publish('logo', logo.svg ? 'svg' : 'png', bytes),
      width: Math.round((logoHeight * logo.width) / logo.height),
      height: logoHeight,
    };
  }
  if (brand.sharingImage !== undefined) {
    const given = source(root, brand.sharingImage);
    const extension = brand.sharingImage.toLowerCase().endsWith('.png') ? 'png' : 'jpg';
    files.sharingImage = { src: publish('sharing', extension, given.bytes), width: given.width, height: given.height };
    // Its own address keeps working too (social sites keep the address of a picture they once fetched).
    copies.push([join(outDir, ...brand.sharingImage.split('/')), given.bytes]);
  } else {
    files.sharingImage.src = publish('sharing', 'png', await madeSharingImage(name, brand.color, logo));
  }
  return { files, copies };
}

/** Writes the brand's files into the built site (after the prerender, which starts from an empty folder). */
function publishBrandImages(copies: readonly [string, Buffer][]): void {
  for (const [to, bytes] of copies) {
    mkdirSync(dirname(to), { recursive: true });
    writeFileSync(to, bytes);
  }
}

/** The brand's files of the last build; absent while editing (no build). */
function readBrandFiles(file: string): BrandFiles | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BrandFiles;
  } catch {
    return undefined;
  }
}

interface Source {
  bytes: Buffer;
  svg: boolean;
  width: number;
  height: number;
}

// The check has found the file usable already; this says which file when it is not (a build without the check).
function source(root: string, src: string): Source {
  const file = sourceOf(root, src);
  const probe = probeImage(file);
  if (probe.kind !== 'ok') throw new ImageBuildError(`${imagesFolder}${src.slice('/images'.length)}: cannot be used (${probe.kind})`);
  try {
    return { bytes: readFileSync(file), svg: probe.format === 'svg', width: probe.width, height: probe.height };
  } catch (error) {
    const said = imageWording.broken(src, (error as Error).message);
    throw new ImageBuildError(`${imagesFolder}${src.slice('/images'.length)}: ${said.message}\n  hint: ${said.hint}`);
  }
}

// The name's first letter, white on the brand colour: an icon for a business that has none.
function initialMark(name: string, colour: string): Source {
  const initial = escapeHtml(Array.from(name.trim())[0]?.toUpperCase() ?? '');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="${colour}"/>` +
    `<text x="32" y="46" font-family="Arial,Helvetica,sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="#fff">${initial}</text></svg>`;
  return { bytes: Buffer.from(svg), svg: true, width: 64, height: 64 };
}

// A square of `size` pixels with the picture whole in its middle; `background` fills what it leaves (phones show
// transparency as black).
async function square(bytes: Buffer, size: number, background?: string): Promise<Buffer> {
  // sharp flattens before it resizes: the margins `contain` leaves take the background themselves.
  const fitted = sharp(bytes, { density: 300 }).resize(size, size, {
    fit: 'contain',
    background: background ?? { r: 0, g: 0, b: 0, alpha: 0 },
  });
  return (background ? fitted.flatten({ background }).removeAlpha() : fitted).png().toBuffer();
}

// The brand colour with the logo above the name in white, 1200 x 630.
async function madeSharingImage(name: string, colour: string, logo: Source | undefined): Promise<Buffer> {
  const { width, height } = sharingImageSize;
  const layers: OverlayOptions[] = [];
  // The logo on a white card: a logo drawn for a light page stays readable on any brand colour.
  if (logo) {
    const card = { width: 520, height: 220 };
    const drawn = await sharp(logo.bytes, { density: 300 })
      .resize(card.width - 60, card.height - 60, { fit: 'inside' })
      .png()
      .toBuffer();
    const plate = await sharp({ create: { ...card, channels: 4, background: '#ffffff' } })
      .composite([{ input: drawn, gravity: 'center' }])
      .png()
      .toBuffer();
    layers.push({ input: plate, top: 90, left: (width - card.width) / 2 });
  }
  const text = await sharp({
    text: {
      text: `<span foreground="#ffffff">${escapeHtml(name)}</span>`,
      font: 'sans bold',
      width: 1000,
      height: logo ? 150 : 260,
      align: 'centre',
      rgba: true,
    },
  })
    .png()
    .toBuffer();
  const { width: textWidth = 0, height: textHeight = 0 } = await sharp(text).metadata();
  const textTop = logo ? 360 + Math.round((180 - textHeight) / 2) : Math.round((height - textHeight) / 2);
  layers.push({ input: text, top: textTop, left: Math.round((width - textWidth) / 2) });
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .composite(layers)
    .png()
    .toBuffer();
}
