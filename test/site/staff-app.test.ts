// The staff inbox's page: one client-rendered HTML file for every /staff address, never indexed, never cached as
// immutable (its hashed files are), out of the sitemap, and apart from the public pages' code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadContent } from '../../src/content/load';
import { builtHtmlPath, distClient, parseHtml } from '../support/built-site';
import { startSite, type RunningSite } from '../support/site-server';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

const addresses = [
  '/staff',
  '/staff/sign-in',
  '/staff/forgot',
  '/staff/invite/abc123',
  '/staff/reset/abc123',
  '/staff/leads/contact_1_x',
  '/staff/no/such/screen',
];

test.each(addresses)('%s answers the inbox page: noindex, revalidated every time', async (path) => {
  const response = await fetch(`${site.url}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  expect(response.headers.get('set-cookie')).toBeNull();
  const doc = parseHtml(await response.text());
  expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  expect(doc.getElementById('root')).not.toBeNull();
  expect(doc.querySelector('script[type="module"]')?.getAttribute('src')).toMatch(/^\/assets\/staff\/index-[\w-]+\.js$/);
});

test("the inbox's code and styles are hashed files cached for good", async () => {
  const doc = parseHtml(readFileSync(builtHtmlPath('/staff'), 'utf8'));
  const files = [...doc.querySelectorAll('script[src], link[rel="stylesheet"], link[rel="modulepreload"]')].map(
    (el) => el.getAttribute('src') ?? el.getAttribute('href') ?? '',
  );
  expect(files.length).toBeGreaterThanOrEqual(2);
  for (const file of files) {
    const response = await fetch(`${site.url}${file}`);
    expect(response.status, file).toBe(200);
    expect(response.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable');
  }
});

test('/staff is not in the sitemap and no public page links to the inbox or loads its code', async () => {
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
  expect(sitemap).toContain('<loc>');
  expect(sitemap).not.toMatch(/\/staff\b/);
  const loaded = await loadContent();
  if (!loaded.ok) throw new Error('content does not validate');
  for (const route of [...loaded.content.pages.map((p) => p.route), '/404']) {
    const html = readFileSync(builtHtmlPath(route), 'utf8');
    expect({ route, staff: /["'/]staff[/"']|assets\/staff\//.test(html) }).toEqual({ route, staff: false });
  }
  // The site's islands loader is the site's own build: nothing of the inbox in it.
  const manifest = JSON.parse(readFileSync(join(distClient, '../assets.json'), 'utf8')) as Record<string, { file: string }>;
  expect(Object.values(manifest).some((chunk) => chunk.file.includes('staff'))).toBe(false);
});
