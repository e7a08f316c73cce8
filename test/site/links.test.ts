// Every internal link, image and anchor on every built page of every built site leads somewhere real.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseHtml } from '../support/built-site';
import { builtPagesAtLeast, siteBuilds } from '../support/site-builds';

describe.each(siteBuilds)('$name', (build) => {
  const { distClient } = build;
  const htmlFiles = walk(distClient).filter((f) => f.endsWith('.html'));

  test('the build wrote every page', () => {
    expect(htmlFiles.length).toBeGreaterThanOrEqual(builtPagesAtLeast(build));
  });

  test.each(htmlFiles.map((f) => [relative(distClient, f), f] as const))('%s: internal links, images and anchors resolve', (_, file) => {
    const doc = parseHtml(readFileSync(file, 'utf8'));
    const broken: string[] = [];
    const urls = [
      ...[...doc.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') as string),
      ...[...doc.querySelectorAll('img[src], script[src]')].map((el) => el.getAttribute('src') as string),
      ...[...doc.querySelectorAll('link[href]:not([rel="canonical"])')].map((el) => el.getAttribute('href') as string),
      ...[...doc.querySelectorAll('form[action]')].map((el) => el.getAttribute('action') as string),
    ];
    for (const url of urls) {
      if (url.startsWith('#')) {
        if (url.length > 1 && !doc.getElementById(decodeURIComponent(url.slice(1)))) broken.push(url);
        continue;
      }
      if (!url.startsWith('/') || url.startsWith('//')) continue;
      const path = decodeURIComponent(url.split(/[?#]/)[0] as string);
      // The inbox's screens are addresses of its app, which the server answers (staff-app.test.ts checks them).
      if (path.startsWith('/api/') || path.startsWith('/staff/')) continue;
      if (!resolves(distClient, path)) broken.push(url);
    }
    expect(broken).toEqual([]);
  });
});

function resolves(distClient: string, path: string): boolean {
  const target = join(distClient, path);
  if (existsSync(target) && statSync(target).isFile()) return true;
  return existsSync(join(target, 'index.html'));
}

function walk(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name));
}
