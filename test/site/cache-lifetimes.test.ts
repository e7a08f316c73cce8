// Every file a built page makes the browser fetch (scripts, stylesheets, pictures, what those stylesheets name, the
// pictures an island shows once woken) answers with a year-long immutable cache: its address changes with its
// content, so a returning visitor never asks for it again (Lighthouse's "uses-long-cache-ttl"). On every built site.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseHtml } from '../support/built-site';
import { siteBuilds } from '../support/site-builds';
import { startSite, type RunningSite } from '../support/site-server';

describe.each(siteBuilds)('$name', ({ root, distClient }) => {
  const pages = walk(distClient).filter((file) => file.endsWith('.html'));
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite({}, { root });
  });
  afterAll(async () => {
    await site?.close();
  });

  test('the pages name pictures, stylesheets and scripts to check', () => {
    const all = new Set(pages.flatMap((file) => referencedBy(readFileSync(file, 'utf8'))));
    expect([...all].filter((path) => path.endsWith('.svg')).length).toBeGreaterThan(0);
    expect([...all].filter((path) => path.endsWith('.css')).length).toBeGreaterThan(1);
    expect([...all].filter((path) => path.endsWith('.js')).length).toBeGreaterThan(1);
  });

  test.each(pages.map((file) => [relative(distClient, file), file] as const))(
    '%s: every file it fetches is cached for good',
    async (_, file) => {
      const short: string[] = [];
      const seen = new Set<string>();
      const queue = referencedBy(readFileSync(file, 'utf8'));
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        if (seen.has(path)) continue;
        seen.add(path);
        const response = await fetch(`${site.url}${path}`);
        const cache = response.headers.get('cache-control') ?? '';
        if (response.status !== 200 || !/\bmax-age=31536000\b/.test(cache) || !/\bimmutable\b/.test(cache))
          short.push(`${path}: ${response.status} ${cache}`);
        const body = await response.text();
        if (path.endsWith('.css')) queue.push(...cssUrls(body));
      }
      expect(short).toEqual([]);
    },
    60_000,
  );
});

/** Addresses on this site a page's browser fetches: elements' files, the files inline scripts load (the islands' loader and
 * stylesheet, the inbox's code), pictures in islands' props, url() in inline styles. Links to pages, forms and the API are left out. */
function referencedBy(html: string): string[] {
  const doc = parseHtml(html);
  const found = [
    ...[...doc.querySelectorAll('img[src], script[src], source[src]')].map((el) => el.getAttribute('src') ?? ''),
    ...[...doc.querySelectorAll('img[srcset], source[srcset]')].flatMap((el) =>
      (el.getAttribute('srcset') ?? '').split(',').map((each) => each.trim().split(/\s+/)[0] ?? ''),
    ),
    ...[...doc.querySelectorAll('link[href]:not([rel="canonical"]):not([rel="alternate"])')].map((el) => el.getAttribute('href') ?? ''),
    ...[...doc.querySelectorAll('[data-props]')].flatMap((el) => propsUrls(JSON.parse(el.getAttribute('data-props') ?? '{}'))),
    ...[...doc.querySelectorAll('script:not([src])')].flatMap((el) =>
      [...(el.textContent ?? '').matchAll(/"(\/(?:assets|images)\/[^"]+)"/g)].map((match) => match[1]!),
    ),
    ...[...doc.querySelectorAll('style')].flatMap((el) => cssUrls(el.textContent ?? '')),
  ];
  // The inbox as a home-screen app keeps its manifest and icon at fixed addresses under /staff/ (the installed app
  // names them), served fresh on purpose.
  return [...new Set(found.filter((url) => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/staff/')))];
}

function propsUrls(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(propsUrls);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === 'src' && typeof item === 'string' ? [item] : key === 'base' ? [] : propsUrls(item),
  );
}

function cssUrls(css: string): string[] {
  return [...css.matchAll(/url\(\s*["']?(\/[^"')]+)["']?\s*\)/g)].map((match) => match[1]!);
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
