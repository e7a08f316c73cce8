// `npm run new-page` scaffolds a service page of a fixture site, in that site's own words, that validates and that
// the next build prerenders.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, expect, test } from 'vitest';
import { scaffoldPage } from '../../scripts/new-page/scaffold';
import { loadContent } from '../../src/content/load';
import { parseHtml } from '../support/built-site';
import { fixtureRoot } from '../support/fixture-sites';
import { copyProject } from '../support/project-copy';

const { root, remove, env } = copyProject('new-page', fixtureRoot('roofer-site'));
afterAll(remove);

test('refuses a malformed route and an existing page', () => {
  expect(() => scaffoldPage({ root, route: 'roof-replacement/Metal Roofs', title: 'Metal Roofs' })).toThrow(/route must look like/);
  expect(() => scaffoldPage({ root, route: '/roof-replacement/asphalt-shingles', title: 'Asphalt Shingles' })).toThrow(/already exists/);
});

test('the new page validates, builds, speaks of the site itself and leads to its own form', { timeout: 120_000 }, async () => {
  const { file } = scaffoldPage({ root, route: '/roof-replacement/metal-roofs', title: 'Metal Roofs' });
  expect(file).toBe('content/pages/roof-replacement/metal-roofs.yaml');

  const result = await loadContent({ root });
  expect(result.ok ? [] : result.errors.map((e) => e.message)).toEqual([]);
  if (!result.ok) return;
  const { site, pages } = result.content;
  const entry = pages.find((p) => p.route === '/roof-replacement/metal-roofs');
  expect(entry).toBeDefined();

  // The build's two steps that make the pages: vike's client and server build, then the prerender.
  for (const step of [
    ['node_modules/vike/bin.js', 'build'],
    ['--import', 'tsx', 'scripts/prerender.ts'],
  ]) {
    const build = spawnSync(process.execPath, step, {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, ...env, NODE_ENV: 'production' },
    });
    expect(build.status, build.stderr).toBe(0);
  }
  const html = join(root, 'dist/client/roof-replacement/metal-roofs/index.html');
  expect(existsSync(html)).toBe(true);
  const doc = parseHtml(readFileSync(html, 'utf8'));
  expect(doc.querySelector('title')?.textContent).toBe(entry!.title);
  expect(doc.querySelector('h1')?.textContent).toContain('Metal Roofs');
  expect(doc.querySelector('form select[name="serviceType"]')).not.toBeNull();
  // It speaks of the business's region, license and call to action, as its site.yaml words them.
  expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(`for homes in ${site.region},`);
  expect(doc.querySelector('main')?.textContent).toContain(site.licenseLabel);
  // Its hero's button, in the header button's words, leads to the page's own form.
  const ask = doc.querySelector('.hero a[href="#estimate"]');
  expect(ask?.textContent).toBe(site.header.cta.label);
  expect(doc.getElementById('estimate')?.querySelector('form')).not.toBeNull();
});
