// The brand from a site's content alone: a build of the small fixture site with a logo, no icon and no sharing
// picture of its own makes the icon's sizes and a 1200 x 630 sharing picture, and every page links them.
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrandFiles } from '../../src/brand/files';
import { parseHtml } from '../support/built-site';
import { copyProject } from '../support/project-copy';

const project = copyProject('brand');
const client = join(project.root, 'dist/client');
const url = 'https://www.example.com';
let files: BrandFiles;
let pages: { path: string; doc: Document }[];

beforeAll(async () => {
  rmSync(join(project.root, 'content'), { recursive: true, force: true });
  cpSync(join(process.cwd(), 'test/fixtures/content-site/content'), join(project.root, 'content'), { recursive: true });
  // A wide PNG logo (not square: the icons must fit it whole), and no sharing picture of the site's own.
  const logo = await sharp({ create: { width: 400, height: 120, channels: 4, background: '#2b6cb0' } })
    .png()
    .toBuffer();
  writeFileSync(join(project.root, 'content/images/logo.png'), logo);
  const site = join(project.root, 'content/site.yaml');
  const yaml = readFileSync(site, 'utf8');
  if (!yaml.includes('  sharingImage: /images/og.png\n', yaml.indexOf('brand:'))) throw new Error('the fixture changed');
  writeFileSync(
    site,
    yaml.replace(
      /brand:\n {2}color: "#2b6cb0"\n {2}sharingImage: \/images\/og\.png\n/,
      'brand:\n  color: "#2b6cb0"\n  logo: /images/logo.png\n',
    ),
  );
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: project.root,
    encoding: 'utf8',
    env: { ...process.env, ...project.env },
  });
  if (build.status !== 0) throw new Error(`the build failed:\n${build.stdout}\n${build.stderr}`);
  files = JSON.parse(readFileSync(join(project.root, 'dist/brand.json'), 'utf8')) as BrandFiles;
  pages = readdirSync(client, { recursive: true })
    .map(String)
    .filter((path) => path.endsWith('.html') && !path.startsWith('staff'))
    .map((path) => ({ path, doc: parseHtml(readFileSync(join(client, path), 'utf8')) }));
}, 240_000);

afterAll(() => project.remove());

async function metadataOf(src: string): Promise<Metadata> {
  return sharp(readFileSync(join(client, src))).metadata();
}

describe('a site with a logo and no icon or sharing picture of its own', () => {
  test('the sharing picture is made: a 1200 x 630 PNG in the built assets, named by its content', async () => {
    expect(files.sharingImage.src).toMatch(/^\/assets\/brand\/sharing-[0-9a-f]{8}\.png$/);
    const { format, width, height } = await metadataOf(files.sharingImage.src);
    expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 });
  });

  test('the icon is made from the logo: a 32 px PNG and a 180 px PNG with no transparency, no SVG', async () => {
    const icon = await metadataOf(files.icon);
    expect([icon.format, icon.width, icon.height]).toEqual(['png', 32, 32]);
    const touch = await metadataOf(files.touchIcon);
    expect([touch.format, touch.width, touch.height, touch.hasAlpha]).toEqual(['png', 180, 180, false]);
    expect(files.svgIcon).toBeUndefined();
    // The logo's colour is in the icon's middle: made from it, not from the name's initial.
    const { data } = await sharp(readFileSync(join(client, files.touchIcon)))
      .extract({ left: 90, top: 90, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x2b, 0x6c, 0xb0]);
  });

  test('every page links the icons, and names the sharing picture by its absolute address', () => {
    expect(pages.length).toBeGreaterThan(3);
    const sharing = `${url}${files.sharingImage.src}`;
    for (const { path, doc } of pages) {
      // A moved page's address only sends the browser on.
      if (doc.querySelector('meta[http-equiv="refresh"]')) continue;
      const links = (rel: string) => Array.from(doc.head.querySelectorAll(`link[rel="${rel}"]`), (link) => link.getAttribute('href'));
      const meta = (selector: string) => doc.head.querySelector(selector)?.getAttribute('content');
      expect({ path, icon: links('icon'), touch: links('apple-touch-icon') }).toEqual({
        path,
        icon: [files.icon],
        touch: [files.touchIcon],
      });
      expect({ path, og: meta('meta[property="og:image"]'), twitter: meta('meta[name="twitter:image"]') }).toEqual({
        path,
        og: sharing,
        twitter: sharing,
      });
    }
  });

  test("the home page's business data names the sharing picture and the logo", () => {
    const home = pages.find((page) => page.path === 'index.html')!.doc;
    const data = Array.from(
      home.querySelectorAll('script[type="application/ld+json"]'),
      (s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>,
    );
    const business = data.find((each) => each.logo !== undefined);
    expect(business).toMatchObject({ image: `${url}${files.sharingImage.src}`, logo: `${url}${files.logo!.src}` });
  });

  test('the header shows the logo at 40 px high, and the pages use the brand colour', () => {
    const home = pages.find((page) => page.path === 'index.html')!.doc;
    const logo = home.querySelector('.site-header-brand img');
    expect([logo?.getAttribute('src'), logo?.getAttribute('width'), logo?.getAttribute('height')]).toEqual([files.logo!.src, '133', '40']);
    const css = Array.from(home.querySelectorAll('style'), (style) => style.textContent).join('');
    expect(css).toContain('--mantine-color-brand-8:#2b6cb0');
  });

  test('the built site holds each of those files', () => {
    const published = readdirSync(join(client, 'assets/brand')).map((name) => `/${relative(client, join(client, 'assets/brand', name))}`);
    const named = [files.icon, files.touchIcon, files.sharingImage.src, files.logo!.src];
    for (const src of named) expect(published).toContain(src);
  });
});
