// Phone photos put in by the office: a build of a copy of a fixture site with camera-size JPEGs (EXIF orientation and a
// GPS position, no width or height in the YAML) on the home page's hero and in the gallery.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, constants } from 'node:zlib';
import { extname, join, relative } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadContent } from '../../src/content/load';
import { buildImages } from '../../src/images/build-images';
import { slots } from '../../src/images/slots';
import { picturesUsed } from '../../src/images/usages';
import { builtHtmlPath, parseHtml } from '../support/built-site';
import { cameraPhoto } from '../support/camera-photo';
import { putPhotos, type PhotoPlacement } from '../support/photo-project';
import { copyProject } from '../support/project-copy';
import { launchChromium } from '../support/chromium';
import { fixtureRoot } from '../support/fixture-sites';
import { siteBuild } from '../support/site-builds';
import { startSite } from '../support/site-server';

// The roofer as built for the suite, and a copy of it with photos.
const roofer = siteBuild('roofer-site');
const project = copyProject('photos', fixtureRoot('roofer-site'));
const cacheDir = mkdtempSync(join(tmpdir(), 'photos-cache-'));
const client = join(project.root, 'dist/client');
let placed: PhotoPlacement[];
let buildOutput: string;
let home: Document;
let gallery: Document;

beforeAll(async () => {
  // The hero (0) and the first gallery project's before picture (4).
  placed = await putPhotos(project.root, [0, 4]);
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: project.root,
    encoding: 'utf8',
    env: { ...process.env, ...project.env, IMAGES_CACHE_DIR: cacheDir },
  });
  buildOutput = `${build.stdout}\n${build.stderr}`;
  if (build.status !== 0) throw new Error(`the build failed:\n${buildOutput}`);
  home = parseHtml(readFileSync(join(client, 'index.html'), 'utf8'));
  gallery = parseHtml(readFileSync(join(client, 'gallery/index.html'), 'utf8'));
}, 240_000);

afterAll(() => {
  project.remove();
  rmSync(cacheDir, { recursive: true, force: true });
});

function pictureOf(doc: Document, src: string): HTMLPictureElement {
  const stem = src
    .split('/')
    .pop()!
    .replace(/\.jpg$/, '');
  const img = Array.from(doc.querySelectorAll('picture img')).find((element) => element.getAttribute('src')!.includes(`/${stem}-`));
  if (!img) throw new Error(`no <picture> for ${src}`);
  return img.parentElement as HTMLPictureElement;
}

function widthsOf(srcset: string): number[] {
  return srcset.split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)![1]));
}

function publishedFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('a build with camera photos', () => {
  test('the hero photo is a <picture>: AVIF and WebP srcsets for its slot, one JPEG, its size, fetched at once, its colour', () => {
    const picture = pictureOf(home, placed[0]!.src);
    const [avif, webp] = Array.from(picture.querySelectorAll('source'));
    const img = picture.querySelector('img')!;
    expect([avif!.getAttribute('type'), webp!.getAttribute('type')]).toEqual(['image/avif', 'image/webp']);
    for (const element of [avif!, webp!]) expect(element.getAttribute('sizes')).toBe(slots.hero.sizes);
    // Never wider than the hero is ever drawn (1280), several steps for phones (680: a 412 px phone at 1.75x).
    expect(widthsOf(avif!.getAttribute('srcset')!)).toEqual([360, 480, 680, 800, 960, 1280]);
    expect(widthsOf(webp!.getAttribute('srcset')!)).toEqual([360, 480, 680, 800, 960, 1280]);
    // Browsers that read neither AVIF nor WebP get one JPEG, as wide as the hero needs on a phone.
    expect(img.getAttribute('src')).toMatch(/-800\.jpg$/);
    expect(img.hasAttribute('srcset')).toBe(false);
    // Read from the file (the YAML has no size).
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['4032', '3024']);
    // Fetched at once, but after the hero's text: on a phone the text is the largest paint.
    expect(img.getAttribute('fetchpriority')).toBe('low');
    expect(img.getAttribute('loading')).toBe('eager');
    // Its dominant colour holds its place: no preview image to decode and lay out before the first paint.
    expect(img.getAttribute('style')).toMatch(/^background:#[0-9a-f]{3}$/);
    expect(img.getAttribute('alt')).toBeTruthy();
  });

  test('the hero photo comes before any other picture or script in the HTML, so the browser finds it first', () => {
    const html = readFileSync(join(client, 'index.html'), 'utf8');
    const hero = html.indexOf('<picture>');
    expect(hero).toBeGreaterThan(0);
    expect(html.slice(0, hero)).not.toMatch(/<img |<script[^>]* src=/);
  });

  test('a gallery photo: small variants in the grid, lazily; the same picture goes up to 1600 px for the comparison', () => {
    const picture = pictureOf(gallery, placed[1]!.src);
    const img = picture.querySelector('img')!;
    expect(picture.querySelector('source')!.getAttribute('sizes')).toBe(slots.gallery.sizes);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
    // The grid lists only what a thumbnail can draw (at most 540 px): the large variants stay out of its markup.
    for (const source of picture.querySelectorAll('source')) expect(widthsOf(source.getAttribute('srcset')!)).toEqual([360, 480, 680]);
    expect(img.getAttribute('src')).toMatch(/-360\.jpg$/);
    // The island carries the picture for the dialog as one address, its widths and its colour.
    const props = JSON.parse(gallery.querySelector('[data-island="GalleryCompare"]')!.getAttribute('data-props')!) as {
      items: { before: { picture?: Record<string, unknown> } }[];
    };
    const carried = props.items[0]!.before.picture!;
    expect(carried.base).toMatch(/^\/assets\/images\/photo-1-5-[0-9a-f]{8}$/);
    expect(carried.widths).toEqual([360, 480, 680, 800, 960, 1280, 1600]);
    expect(Object.keys(carried).sort()).toEqual(['base', 'color', 'fallback', 'widths']);
    expect(img.getAttribute('src')!.startsWith(`${String(carried.base)}-`)).toBe(true);
  });

  test('photos add few bytes to the documents: the home page and the gallery next to the same pages with SVGs', () => {
    // The site as this test run built it, with its SVGs: the pictures' markup is the only difference.
    // Script and stylesheet names carry a hash of their build: the same name in both, so only the pictures differ.
    const brotli = (file: string) =>
      brotliCompressSync(readFileSync(file, 'utf8').replace(/(\/assets\/[\w-]+)[.-][\w-]{8,10}\.(js|css)/g, '$1.$2'), {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length;
    const added = (route: string, file: string) => brotli(join(client, file)) - brotli(builtHtmlPath(route, roofer.distClient));
    // The test photos are random noise: their hashes move these figures by 20-40 bytes from run to run.
    // One hero photo: two srcsets of six widths and its colour (205-246 B measured with a preview, before it went).
    expect(added('/', 'index.html')).toBeLessThan(300);
    // One gallery photo: two srcsets of three widths, its colour, its address and widths in the island's props
    // (206-227 B measured; 575 B when the grid listed every width in three formats and the props every file).
    expect(added('/gallery', 'gallery/index.html')).toBeLessThan(300);
  });

  test('each variant exists and is upright (EXIF orientation 6 applied); the old address serves a clean JPEG', async () => {
    // The camera stored this one 4032 x 3024 with orientation 6: it is a tall picture.
    const picture = pictureOf(gallery, placed[1]!.src);
    expect([picture.querySelector('img')!.getAttribute('width'), picture.querySelector('img')!.getAttribute('height')]).toEqual([
      '3024',
      '4032',
    ]);
    const urls = [
      ...Array.from(picture.querySelectorAll('source')).flatMap((element) =>
        element
          .getAttribute('srcset')!
          .split(', ')
          .map((candidate) => candidate.split(' ')[0]!),
      ),
      picture.querySelector('img')!.getAttribute('src')!,
    ];
    expect(urls).toHaveLength(7);
    for (const url of urls) {
      expect(url).toMatch(/^\/assets\/images\/photo-1-5-[0-9a-f]{8}-\d+\.(avif|webp|jpg)$/);
      const meta = await sharp(join(client, url)).metadata();
      expect(meta.height).toBeGreaterThan(meta.width);
    }
    const old = await sharp(join(client, placed[1]!.src)).metadata();
    expect([old.format, old.width, old.height]).toEqual(['jpeg', 1600, 2133]);
    expect(existsSync(join(client, 'images.json'))).toBe(false);
  });

  test('no published file carries EXIF, XMP or GPS data', async () => {
    const source = readFileSync(join(project.root, 'content', placed[0]!.src));
    const sourceMeta = await sharp(source).metadata();
    // The source has a GPS position: the GPS directory's tag (0x8825), in either byte order.
    const gpsTag = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];
    expect(gpsTag.some((tag) => sourceMeta.exif?.includes(tag))).toBe(true);
    expect(source.includes('PhoneMaker')).toBe(true);
    const files = publishedFiles(client);
    const pictures = files.filter((file) => ['.jpg', '.jpeg', '.png', '.webp', '.avif'].includes(extname(file)));
    expect(pictures.length).toBeGreaterThanOrEqual(6 * 3 + 7 * 3);
    const carrying: string[] = [];
    for (const file of files) {
      const bytes = readFileSync(file);
      const marked = ['Exif\0\0', 'http://ns.adobe.com/xap/', '<x:xmpmeta', 'PhoneMaker'].some((mark) => bytes.includes(mark));
      if (marked) carrying.push(relative(client, file));
    }
    for (const file of pictures) {
      const meta = await sharp(file).metadata();
      if (meta.exif || meta.xmp || meta.iptc) carrying.push(relative(client, file));
    }
    expect(carrying).toEqual([]);
  });

  test('the build reports its pictures; SVG illustrations are published as they are', () => {
    expect(buildOutput).toMatch(/Pictures: 2 made, 0 from the cache, \d+ SVG as they are/);
    expect(readFileSync(join(client, 'images/shingles.svg'))).toEqual(readFileSync(join(project.root, 'content/images/shingles.svg')));
  });

  test('a rebuild takes every picture from the cache; a new photo costs only its own variants', async () => {
    const loaded = await loadContent({ root: project.root });
    if (!loaded.ok) throw new Error('the content does not validate');
    const again = await buildImages({ root: project.root, used: picturesUsed(loaded.content), outDir: client, cacheDir });
    expect([again.made, again.cached]).toEqual([0, 2]);
    writeFileSync(join(project.root, 'content', placed[1]!.src), await cameraPhoto({ seed: 77, orientation: 1 }));
    const changed = await buildImages({ root: project.root, used: picturesUsed(loaded.content), outDir: client, cacheDir });
    expect([changed.made, changed.cached]).toEqual([1, 1]);
  }, 60_000);
});

describe('the gallery in Chromium (a 1440 px wide screen at 2x)', () => {
  test('the grid fetches a small variant; the comparison dialog a large one, built from the props the page carries', async () => {
    const site = await startSite({ SITE_DIR: client }, { root: project.root });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 2 });
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${site.url}/gallery`, { waitUntil: 'networkidle' });
      const stem = placed[1]!.src
        .split('/')
        .pop()!
        .replace(/\.jpg$/, '');
      const loaded = (selector: string) =>
        page.waitForFunction(
          ({ css, name }: { css: string; name: string }) => {
            const img = Array.from(document.querySelectorAll<HTMLImageElement>(css)).find((i) => i.currentSrc.includes(name));
            return img?.complete && img.naturalWidth > 0 ? img.currentSrc : false;
          },
          { css: selector, name: stem },
        );
      const thumbnail = page.locator('.gallery-grid img').first();
      await thumbnail.scrollIntoViewIfNeeded();
      const small = String(await (await loaded('.gallery-grid img')).jsonValue());
      // 11rem drawn at 2x: 352 device pixels, so the 360 px AVIF.
      expect(small).toMatch(new RegExp(`/assets/images/${stem}-[0-9a-f]{8}-360\\.avif$`));
      // The island wakes on the click: its props (an address, widths and a colour per picture) must render the
      // very grid the server sent, so React keeps the thumbnails instead of drawing them again.
      await thumbnail.evaluate((img) => img.setAttribute('data-seen', ''));
      await page.locator('.gallery-open').first().click();
      await page.getByRole('dialog').waitFor({ state: 'visible' });
      const large = String(await (await loaded('dialog img')).jsonValue());
      // Half the screen (less the gap) at 2x: about 1390 device pixels, so the 1600 px AVIF.
      expect(large).toMatch(new RegExp(`/assets/images/${stem}-[0-9a-f]{8}-1600\\.avif$`));
      expect(await page.locator('.gallery-grid img[data-seen]').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await site.close();
    }
  }, 60_000);
});
